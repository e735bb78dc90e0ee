import type { DataSource } from "typeorm";
import { findUserIdByEmail } from "../domains/accounts/index.js";
import {
  createCampaign,
  drawWinners,
  findCampaignIdByTitle,
  insertSeedStampAward,
} from "../domains/stamps/index.js";
import { withTransaction } from "../infra/transaction.js";
import { seedQuiz } from "./seed-quiz.js";

const DAY = 86_400_000;
export const DEMO_CAMPAIGN_TITLE = "饒河夜市集章趣";
export const DEMO_PAST_CAMPAIGN_TITLE = "港邊燈會集章";

const stampTexts = (
  tw: string,
  cn: string,
  en: string,
  jp: string,
  kr: string,
  hint: [string, string, string, string, string],
) => [
  { language: "tw", name: tw, hint: hint[0] },
  { language: "cn", name: cn, hint: hint[1] },
  { language: "en", name: en, hint: hint[2] },
  { language: "jp", name: jp, hint: hint[3] },
  { language: "kr", name: kr, hint: hint[4] },
];

const venueHint: [string, string, string, string, string] = [
  "到攤位掃描 QR 碼",
  "到摊位扫描二维码",
  "Scan the QR code at the stall",
  "屋台でQRコードをスキャン",
  "노점에서 QR 코드 스캔",
];

async function memberIds(dataSource: DataSource, emails: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const email of emails) {
    const id = await findUserIdByEmail(dataSource, email);
    if (id) ids.push(id);
  }
  return ids;
}

/**
 * Demo stamp rallies (idempotent by tw title): an open one with two venue stamps and the demo quiz's
 * stamp (the collector holds the first venue stamp), and one that ended ten days ago, drawn, with
 * the demo fans as completers (winners and the revealed seed to look at).
 */
export async function seedStamps(dataSource: DataSource, now = new Date()): Promise<void> {
  const quizId = await seedQuiz(dataSource, now);
  const deps = { dataSource };
  if (!(await findCampaignIdByTitle(dataSource.manager, DEMO_CAMPAIGN_TITLE))) {
    const open = await createCampaign(
      deps,
      {
        texts: [
          {
            language: "tw",
            title: DEMO_CAMPAIGN_TITLE,
            description: "逛夜市、答問答，集滿三枚印章就能參加抽獎！",
            prize: "限量夜市公仔",
          },
          {
            language: "cn",
            title: "饶河夜市集章趣",
            description: "逛夜市、答问答，集满三枚印章就能参加抽奖！",
            prize: "限量夜市公仔",
          },
          {
            language: "en",
            title: "Raohe night market stamp rally",
            description: "Stroll the market, take the quiz: three stamps enter you in the draw!",
            prize: "A limited night-market figure",
          },
          {
            language: "jp",
            title: "饒河夜市スタンプラリー",
            description: "夜市を歩いてクイズに答え、3つのスタンプで抽選に参加！",
            prize: "限定夜市フィギュア",
          },
          {
            language: "kr",
            title: "라오허 야시장 스탬프 랠리",
            description: "야시장을 걷고 퀴즈를 풀어 스탬프 세 개를 모으면 추첨에 참여!",
            prize: "한정 야시장 피규어",
          },
        ],
        startsAt: new Date(now.getTime() - 3 * DAY).toISOString(),
        endsAt: new Date(now.getTime() + 27 * DAY).toISOString(),
        stamps: [
          {
            action: "VENUE_QR",
            texts: stampTexts(
              "慈祐宮牌樓",
              "慈祐宫牌楼",
              "Ciyou Temple gate",
              "慈祐宮の門",
              "츠유궁 패루",
              venueHint,
            ),
          },
          {
            action: "VENUE_QR",
            texts: stampTexts(
              "胡椒餅攤",
              "胡椒饼摊",
              "Pepper bun stall",
              "胡椒餅の屋台",
              "후추빵 노점",
              venueHint,
            ),
          },
          {
            action: "QUIZ",
            refId: quizId,
            texts: stampTexts(
              "收藏小學堂",
              "收藏小学堂",
              "Collecting 101",
              "コレクション入門",
              "수집 첫걸음",
              [
                "通過數位收藏小學堂問答",
                "通过数字收藏小学堂问答",
                "Pass the Digital collecting 101 quiz",
                "デジタルコレクション入門クイズに合格",
                "디지털 수집 첫걸음 퀴즈 통과",
              ],
            ),
          },
        ],
      },
      "tw",
    );
    const [collector] = await memberIds(dataSource, ["collector@vitrine.local"]);
    if (collector) {
      await withTransaction(dataSource, (em) =>
        insertSeedStampAward(em, {
          stampId: open.stamps[0]!.id,
          campaignId: open.id,
          userId: collector,
          at: now,
        }),
      );
    }
  }
  if (!(await findCampaignIdByTitle(dataSource.manager, DEMO_PAST_CAMPAIGN_TITLE))) {
    const past = await createCampaign(
      deps,
      {
        texts: [
          {
            language: "tw",
            title: DEMO_PAST_CAMPAIGN_TITLE,
            description: "燈會期間的集章活動。",
            prize: "燈會紀念卡",
          },
          { language: "cn", title: "港边灯会集章", description: "灯会期间的集章活动。", prize: "灯会纪念卡" },
          {
            language: "en",
            title: "Harbour lantern festival rally",
            description: "The lantern festival's stamp rally.",
            prize: "A festival keepsake card",
          },
          {
            language: "jp",
            title: "港のランタン祭りスタンプラリー",
            description: "ランタン祭り期間中のスタンプラリー。",
            prize: "記念カード",
          },
          {
            language: "kr",
            title: "항구 등불 축제 스탬프 랠리",
            description: "등불 축제 기간의 스탬프 랠리.",
            prize: "축제 기념 카드",
          },
        ],
        startsAt: new Date(now.getTime() - 40 * DAY).toISOString(),
        endsAt: new Date(now.getTime() - 10 * DAY).toISOString(),
        winnersCount: 5,
        stamps: [
          {
            action: "VENUE_QR",
            texts: stampTexts(
              "北門燈區",
              "北门灯区",
              "North gate lanterns",
              "北門ランタン",
              "북문 등불",
              venueHint,
            ),
          },
          {
            action: "VENUE_QR",
            texts: stampTexts(
              "港口主燈",
              "港口主灯",
              "Harbour main lantern",
              "港のメインランタン",
              "항구 메인 등불",
              venueHint,
            ),
          },
        ],
      },
      "tw",
    );
    const fans = await memberIds(
      dataSource,
      Array.from({ length: 24 }, (_, i) => `fan${String(i + 1).padStart(2, "0")}@vitrine.local`),
    );
    const at = new Date(now.getTime() - 20 * DAY);
    await withTransaction(dataSource, async (em) => {
      for (const [i, fan] of fans.entries()) {
        const held = i % 4 === 3 ? past.stamps.slice(0, 1) : past.stamps;
        for (const s of held)
          await insertSeedStampAward(em, { stampId: s.id, campaignId: past.id, userId: fan, at });
      }
    });
    await drawWinners(deps, past.id, now);
  }
}
