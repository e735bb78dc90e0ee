import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimPayload, claimSecret } from "../../../src/domains/redemption/index.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, createTestCard, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { key } from "./redemption-fixtures.js";

let t: TestGateway;
let staff: MarketUser;
let admin: MarketUser;
let member: MarketUser;
const db = () => t.gateway.deps.dataSource;

const CREATE = `mutation($i: RedeemEventInput!) { createRedeemEvent(input: $i) { id name state rewardKind giftName stock redeemedCount } }`;
const ADMINS = `mutation($e: ID!, $m: [String!]!) { setRedeemEventAdministrators(eventId: $e, emails: $m) { id } }`;
const GENERATE = `mutation($e: ID!, $n: Int!) { generateRedeemCodes(eventId: $e, count: $n) }`;
const CODES = `query($e: ID!, $f: RedeemCodeFilter) { redeemEventCodes(eventId: $e, filter: $f) { total items { code status } } }`;
const PREVIEW = `query($c: String!) { redeemCodePreview(code: $c) { code needsCardChoice needsShipment event { id name giftName cards { id } } } }`;
const REDEEM = `mutation($i: RedeemCodeInput!) { redeemCode(input: $i) { id code claimStatus claimedAt giftName receiverPhone card { id } units } }`;
const QR = `query($r: ID!) { redemptionClaimQr(redemptionId: $r) { payload issuedAt rotatesAt } }`;
const CLAIM = `mutation($p: String!, $s: DateTimeISO!) { claimGift(payload: $p, scannedAt: $s) { id claimStatus claimedAt } }`;
const PANEL = `query($e: ID!, $f: RedemptionFilter) { redeemEventRedemptions(eventId: $e, filter: $f) { total items { memberEmail redemption { id claimStatus } } } }`;
const MINE = `{ myRedemptions { total items { id code claimStatus event { name state } } } }`;

async function giftEvent(): Promise<string> {
  const res = await staff.client.gql<{ createRedeemEvent: { id: string; giftName: string; state: string } }>(
    CREATE,
    {
      i: {
        texts: [
          { locale: "tw", name: "帆布袋活動", description: "現場領取", giftName: "帆布袋" },
          { locale: "en", name: "Tote bag event", description: "Collect on site", giftName: "Tote bag" },
        ],
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        rewardKind: "PHYSICAL_GIFT",
        cardIds: [],
        unitsPerRedemption: 1,
        stock: 10,
        perAccountLimit: 3,
        allowDuplicates: true,
      },
    },
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const event = res.body.data!.createRedeemEvent;
  expect(event.state).toBe("VALID");
  const set = await staff.client.gql(ADMINS, { e: event.id, m: [admin.email.toUpperCase()] });
  expect(set.body.errors).toBeUndefined();
  return event.id;
}

async function codesOf(client: MarketUser, eventId: string, n: number): Promise<string[]> {
  const gen = await client.client.gql<{ generateRedeemCodes: number }>(GENERATE, { e: eventId, n });
  expect(gen.body.data?.generateRedeemCodes).toBe(n);
  const list = await client.client.gql<{ redeemEventCodes: { items: { code: string }[] } }>(CODES, {
    e: eventId,
    f: { status: "UNREDEEMED" },
  });
  return list.body.data!.redeemEventCodes.items.map((i) => i.code).slice(0, n);
}

async function redeemGift(eventId: string): Promise<string> {
  const [code] = await codesOf(admin, eventId, 1);
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/);
  const preview = await member.client.gql<{
    redeemCodePreview: { needsShipment: boolean; event: { name: string } };
  }>(PREVIEW, { c: code!.toLowerCase() });
  expect(preview.body.data?.redeemCodePreview.needsShipment).toBe(true);
  const res = await member.client.gql<{ redeemCode: { id: string; claimStatus: string; giftName: string } }>(
    REDEEM,
    {
      i: {
        code,
        idempotencyKey: key(),
        receiver: { name: "林小明", phone: "0912345678", address: "台北市信義路 1 號" },
      },
    },
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  expect(res.body.data!.redeemCode.claimStatus).toBe("UNCLAIMED");
  return res.body.data!.redeemCode.id;
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createMarketUser(t, { roles: ["admin"] });
  admin = await createMarketUser(t);
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("redeem zone and administrator panel over GraphQL", () => {
  it("a card event: preview, redeem, history; others get 2014 on the panel", async () => {
    const card = await createTestCard(db());
    const res = await staff.client.gql<{ createRedeemEvent: { id: string } }>(CREATE, {
      i: {
        texts: [{ locale: "tw", name: "卡片活動", description: "兌換卡片" }],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        rewardKind: "CARD_UNITS",
        cardIds: [card],
        unitsPerRedemption: 2,
        stock: 5,
        perAccountLimit: 1,
        allowDuplicates: true,
      },
    });
    const eventId = res.body.data!.createRedeemEvent.id;
    const [code] = await codesOf(staff, eventId, 1);
    const preview = await member.client.gql<{
      redeemCodePreview: { code: string; event: { name: string; cards: { id: string }[] } };
    }>(PREVIEW, { c: ` ${code!.replace(/-/g, " ")} ` });
    expect(preview.body.data?.redeemCodePreview.code).toBe(code!.replace(/-/g, ""));
    expect(preview.body.data?.redeemCodePreview.event.name).toBe("卡片活動");
    const done = await member.client.gql<{ redeemCode: { units: number; card: { id: string } } }>(REDEEM, {
      i: { code, idempotencyKey: key() },
    });
    expect(done.body.data?.redeemCode).toMatchObject({ units: 2, card: { id: card } });
    const mine = await member.client.gql<{
      myRedemptions: { total: number; items: { event: { state: string } }[] };
    }>(MINE);
    expect(mine.body.data!.myRedemptions.items[0]!.event.state).toBe("VALID");

    expect(errorCodeOf(await member.client.gql(PANEL, { e: eventId }))).toBe(2014);
    expect(errorCodeOf(await member.client.gql(CODES, { e: eventId }))).toBe(2014);
    expect(errorCodeOf(await member.client.gql(GENERATE, { e: eventId, n: 1 }))).toBe(2014);
    expect(errorCodeOf(await admin.client.gql(PANEL, { e: eventId }))).toBe(2014);
    expect(errorCodeOf(await member.client.gql(CREATE, { i: {} }))).toBeGreaterThan(0);
    const panel = await staff.client.gql<{
      redeemEventRedemptions: { total: number; items: { memberEmail: string }[] };
    }>(PANEL, { e: eventId, f: { memberEmail: member.email } });
    expect(panel.body.data!.redeemEventRedemptions.items[0]!.memberEmail).toBe(member.email);
  });

  it("unknown codes are guesses: after 30 in an hour a member gets 9429; found codes do not count", async () => {
    const guesser = await createMarketUser(t);
    for (let i = 0; i < 30; i++) {
      const res = await guesser.client.gql(PREVIEW, { c: `NOPE${String(i).padStart(9, "0")}` });
      expect(errorCodeOf(res)).toBe(1041);
    }
    expect(errorCodeOf(await guesser.client.gql(PREVIEW, { c: "NOPE999999999" }))).toBe(9429);
    const redeem = await guesser.client.gql(REDEEM, { i: { code: "NOPE999999998", idempotencyKey: key() } });
    expect(errorCodeOf(redeem)).toBe(9429);
    // Another member's budget is their own.
    expect(errorCodeOf(await member.client.gql(PREVIEW, { c: "NOPE999999999" }))).toBe(1041);
  });

  it("issuers administer their publisher's events", async () => {
    const issuer = await createMarketUser(t);
    const [publisher] = (await db().query(`SELECT id FROM publisher ORDER BY id LIMIT 1`)) as {
      id: string;
    }[];
    const res = await staff.client.gql<{ createRedeemEvent: { id: string } }>(CREATE, {
      i: {
        texts: [{ locale: "tw", name: "出版社活動", description: "" }],
        publisherId: String(publisher!.id),
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        rewardKind: "JPOINT",
        cardIds: [],
        unitsPerRedemption: 1,
        jpointAmount: "10",
        stock: 5,
        perAccountLimit: 1,
        allowDuplicates: true,
      },
    });
    const eventId = res.body.data!.createRedeemEvent.id;
    expect(errorCodeOf(await issuer.client.gql(CODES, { e: eventId }))).toBe(2014);
    const grant = await staff.client.gql(
      `mutation($m: String!, $p: ID!) { grantIssuer(email: $m, publisherId: $p) }`,
      {
        m: issuer.email,
        p: String(publisher!.id),
      },
    );
    expect(grant.body.data).toEqual({ grantIssuer: true });
    expect((await issuer.client.gql(CODES, { e: eventId })).body.errors).toBeUndefined();
    const mine = await issuer.client.gql<{ administeredRedeemEvents: { id: string }[] }>(
      `{ administeredRedeemEvents { id } }`,
    );
    expect(mine.body.data!.administeredRedeemEvents.map((e) => e.id)).toContain(eventId);
    expect(errorCodeOf(await issuer.client.gql(`{ staffRedeemEvents { total } }`))).toBe(2017);
  });

  it("claim QR: a scan claims once; a tampered or a 61-second-old payload is refused; offline scans are judged at scannedAt", async () => {
    const eventId = await giftEvent();
    const redemptionId = await redeemGift(eventId);
    const qr = await member.client.gql<{
      redemptionClaimQr: { payload: string; issuedAt: string; rotatesAt: string };
    }>(QR, { r: redemptionId });
    const { payload, issuedAt, rotatesAt } = qr.body.data!.redemptionClaimQr;
    expect(payload).toMatch(new RegExp(`^VCLAIM1\\.${redemptionId}\\.\\d{13}\\.[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(rotatesAt) - Date.parse(issuedAt)).toBe(30_000);
    // Only the event's administrators claim.
    expect(errorCodeOf(await member.client.gql(CLAIM, { p: payload, s: new Date().toISOString() }))).toBe(
      2014,
    );

    const tampered = payload.replace(/\.(\d{13})\./, (_, ms: string) => `.${Number(ms) + 30_000}.`);
    const bad = await admin.client.gql(CLAIM, { p: tampered, s: new Date().toISOString() });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ errorCode: 400, data: { cause: "signature" } });
    const otherSig = `${payload.slice(0, -1)}${payload.endsWith("A") ? "B" : "A"}`;
    expect(
      (await admin.client.gql(CLAIM, { p: otherSig, s: new Date().toISOString() })).body.errors?.[0]
        ?.extensions,
    ).toMatchObject({ data: { cause: "signature" } });

    const secret = claimSecret(t.config);
    const old = claimPayload(secret, redemptionId, new Date(Date.now() - 91_000));
    const tooOld = await admin.client.gql(CLAIM, {
      p: old.payload,
      s: new Date(old.issuedAt.getTime() + 61_000).toISOString(),
    });
    expect(tooOld.body.errors?.[0]?.extensions).toMatchObject({ errorCode: 400, data: { cause: "expired" } });
    const future = await admin.client.gql(CLAIM, {
      p: payload,
      s: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(future.body.errors?.[0]?.extensions).toMatchObject({ data: { cause: "scannedAtFuture" } });
    const stale = claimPayload(secret, redemptionId, new Date(Date.now() - 25 * 3_600_000));
    const dayOld = await admin.client.gql(CLAIM, {
      p: stale.payload,
      s: new Date(stale.issuedAt.getTime() + 1_000).toISOString(),
    });
    expect(dayOld.body.errors?.[0]?.extensions).toMatchObject({ data: { cause: "scannedAtTooOld" } });
    const [row] = (await db().query(`SELECT claim_status FROM redemption WHERE id = ?`, [redemptionId])) as {
      claim_status: string;
    }[];
    expect(row!.claim_status).toBe("UNCLAIMED");

    // Scanned offline 90 s ago, 10 s after the payload was issued, sent now: accepted.
    const queued = claimPayload(secret, redemptionId, new Date(Date.now() - 100_000));
    const scannedAt = new Date(queued.issuedAt.getTime() + 10_000).toISOString();
    const [first, second] = await Promise.all([
      admin.client.gql<{ claimGift: { claimStatus: string; claimedAt: string } }>(CLAIM, {
        p: queued.payload,
        s: scannedAt,
      }),
      admin.client.gql<{ claimGift: { claimStatus: string; claimedAt: string } }>(CLAIM, {
        p: payload,
        s: new Date().toISOString(),
      }),
    ]);
    expect(first.body.data?.claimGift.claimStatus).toBe("CLAIMED");
    expect(second.body.data?.claimGift.claimStatus).toBe("CLAIMED");
    expect(first.body.data?.claimGift.claimedAt).toBe(second.body.data?.claimGift.claimedAt);
    const again = await admin.client.gql<{ claimGift: { claimedAt: string } }>(CLAIM, {
      p: payload,
      s: new Date().toISOString(),
    });
    expect(again.body.data?.claimGift.claimedAt).toBe(first.body.data?.claimGift.claimedAt);
    // A claimed gift has no claim QR any more.
    expect(errorCodeOf(await member.client.gql(QR, { r: redemptionId }))).toBe(404);
    const panel = await admin.client.gql<{ redeemEventRedemptions: { total: number } }>(PANEL, {
      e: eventId,
      f: { status: "CLAIMED" },
    });
    expect(panel.body.data!.redeemEventRedemptions.total).toBe(1);
  });
});
