import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import {
  findUserIdByEmail,
  hashPassword,
  insertDemoAccount,
  newPublicId,
} from "../domains/accounts/index.js";
import { findCardsByNames, findPublishers } from "../domains/catalog/index.js";
import {
  checkCharacter,
  CROCKFORD,
  findEventIdByName,
  insertCodesIgnoringDuplicates,
  insertEvent,
  replaceEventAdmins,
  type NewEvent,
} from "../domains/redemption/index.js";

/**
 * Demo redemption data (issue 14; the README lists it): the demo event administrator
 * `events@vitrine.local`, a digital card event (a choice of two cards) and a physical gift event with
 * fixed printed codes, so the README can list them. Idempotent: an event whose tw name exists is kept.
 */
export const DEMO_EVENT_ADMIN = {
  email: "events@vitrine.local",
  password: "Events#Vitrine2026",
  nickname: "VitrineEvents",
  referralCode: "EVENTS01",
};

const DAY = 86_400_000;

/** The printed codes of a demo event: deterministic, with a valid check character. */
export function demoCodes(label: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const digest = createHash("sha256").update(`vitrine-demo-redeem:${label}:${i}`).digest();
    let body = "";
    for (let j = 0; j < 12; j++) body += CROCKFORD[digest[j]! % 32];
    return body + checkCharacter(body)!;
  });
}

const texts = (names: string[], descriptions: string[], gifts?: string[]): NewEvent["texts"] =>
  (["tw", "cn", "en", "jp", "kr"] as const).map((locale, i) => ({
    locale,
    name: names[i]!,
    description: descriptions[i]!,
    giftName: gifts?.[i] ?? null,
  }));

export const DEMO_DIGITAL_EVENT = "雲海山林 兌換活動";
export const DEMO_GIFT_EVENT = "Vitrine 帆布袋 兌換活動";

export async function seedRedemption(
  dataSource: DataSource,
  now = new Date(),
): Promise<{ redeemEvents: number }> {
  const em = dataSource.manager;
  let adminId = await findUserIdByEmail(em, DEMO_EVENT_ADMIN.email);
  adminId ??= await insertDemoAccount(em, {
    publicId: newPublicId(),
    email: DEMO_EVENT_ADMIN.email,
    passwordHash: await hashPassword(DEMO_EVENT_ADMIN.password),
    nickname: DEMO_EVENT_ADMIN.nickname,
    role: "member",
    referralCode: DEMO_EVENT_ADMIN.referralCode,
  });
  const cards = await findCardsByNames(em, ["Misty Cedar Forest", "Firefly Pixel Night"]);
  const publisher = (await findPublishers(em))[0];
  const base = {
    startsAt: new Date(now.getTime() - DAY),
    endsAt: new Date(now.getTime() + 365 * DAY),
    unitsPerRedemption: 1,
    jpointAmount: null,
    allowDuplicates: true,
    packName: null,
    createdBy: null,
  };
  const events: { name: string; event: NewEvent; codes: string[]; voucher?: string }[] = [
    {
      name: DEMO_DIGITAL_EVENT,
      codes: demoCodes("digital", 6),
      voucher: "collector@vitrine.local",
      event: {
        ...base,
        publisherId: null,
        rewardKind: "CARD_CHOICE",
        stock: 100,
        perAccountLimit: 1,
        cardIds: cards.map((c) => c.id),
        texts: texts(
          [
            DEMO_DIGITAL_EVENT,
            "云海山林 兑换活动",
            "Clouds and Forests redeem event",
            "雲海と森 引換イベント",
            "구름과 숲 교환 이벤트",
          ],
          [
            "輸入兌換碼，從兩張卡片中選一張收藏。",
            "输入兑换码，从两张卡片中选一张收藏。",
            "Enter your code and pick one of two cards for your collection.",
            "コードを入力して、2枚のカードから1枚を選んでください。",
            "코드를 입력하고 두 장의 카드 중 한 장을 골라 보세요.",
          ],
        ),
      },
    },
    {
      name: DEMO_GIFT_EVENT,
      codes: demoCodes("gift", 6),
      event: {
        ...base,
        publisherId: publisher ? String(publisher.id) : null,
        rewardKind: "PHYSICAL_GIFT",
        stock: 50,
        perAccountLimit: 2,
        cardIds: [],
        texts: texts(
          [
            DEMO_GIFT_EVENT,
            "Vitrine 帆布袋 兑换活动",
            "Vitrine tote bag redeem event",
            "Vitrine トートバッグ引換",
            "Vitrine 토트백 교환 이벤트",
          ],
          [
            "兌換後出示領取 QR 碼，即可在活動現場領取帆布袋。",
            "兑换后出示领取 QR 码，即可在活动现场领取帆布袋。",
            "Redeem, then show your claim QR code at the event desk to collect the tote bag.",
            "引換後、受取用QRコードを会場で提示してトートバッグをお受け取りください。",
            "교환 후 수령 QR 코드를 현장에서 보여 주고 토트백을 받으세요.",
          ],
          ["Vitrine 帆布袋", "Vitrine 帆布袋", "Vitrine tote bag", "Vitrine トートバッグ", "Vitrine 토트백"],
        ),
      },
    },
  ];
  for (const e of events) {
    if (await findEventIdByName(em, "tw", e.name)) continue;
    if (e.event.rewardKind === "CARD_CHOICE" && e.event.cardIds.length === 0) continue;
    const eventId = await dataSource.transaction(async (tx) => {
      const id = await insertEvent(tx, e.event);
      await replaceEventAdmins(tx, id, [adminId]);
      const [voucher, ...open] = e.codes;
      await insertCodesIgnoringDuplicates(tx, id, [
        { code: voucher!, boundEmail: e.voucher ?? null, packName: null },
        ...open.map((code) => ({ code, boundEmail: null, packName: null })),
      ]);
      return id;
    });
    void eventId;
  }
  const present = await Promise.all(events.map((e) => findEventIdByName(em, "tw", e.name)));
  return { redeemEvents: present.filter(Boolean).length };
}
