import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reserveListedUnits } from "../../../src/domains/holdings/services/holdings.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { giftCard } from "../../../src/domains/wallet/gifts/services/gift-card.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, giveUnits, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { creditJpoint, jpointOf } from "../primary/primary-fixtures.js";
import { codeAt } from "../../../src/domains/accounts/services/totp.js";
import {
  countRows,
  createWalletCard,
  stepUpCode,
  systemMinor,
  turnOnTwoFactor,
  uniqueKey,
} from "./wallet-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;
/** Gifts are free until this date (Asia/Taipei midnight); the suite runs long after it. */
const FREE_UNTIL = "2024-03-01";
const FEE = 30;

const FIELDS = `id cardId cardName cardImage units direction counterpartNickname fee createdAt`;
const GIFT = `mutation($i: GiftCardInput!) { giftCard(input: $i) { ${FIELDS} } }`;
const MY_GIFTS = `query { myGifts { total page pageSize items { ${FIELDS} } } }`;

interface Gift {
  id: string;
  cardId: string;
  cardName: string;
  cardImage: string;
  units: number;
  direction: string;
  counterpartNickname: string;
  fee: string;
}

async function sender(units = 5, options: { jpoint?: number; giftable?: boolean } = {}) {
  const user = await createMarketUser(t);
  if ((options.jpoint ?? 100) > 0) await creditJpoint(db(), user.id, options.jpoint ?? 100);
  const { cardId } = await createWalletCard(db(), { totalIssued: 20, giftable: options.giftable });
  if (units > 0) await giveUnits(db(), cardId, user.id, units);
  return { user, cardId };
}

const nicknameOf = (user: MarketUser) => user.email.split("@")[0]!;

async function snapshot(from: MarketUser, to: MarketUser | null, cardId: string) {
  return {
    jpoint: await jpointOf(db(), from.id),
    fromUnits: await unitsOf(db(), cardId, from.id),
    toUnits: to ? await unitsOf(db(), cardId, to.id) : null,
    gifts: await countRows(db(), "card_gift", "from_user_id", from.id),
    fees: await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT"),
  };
}

async function expectRefused(
  from: MarketUser,
  to: MarketUser | null,
  i: { cardId: string } & Record<string, unknown>,
  code: number,
) {
  const before = await snapshot(from, to, i.cardId);
  expect(errorCodeOf(await from.client.gql(GIFT, { i }))).toBe(code);
  expect(await snapshot(from, to, i.cardId)).toEqual(before);
}

const input = (cardId: string, receiver: MarketUser, overrides: Record<string, unknown> = {}) => ({
  cardId,
  units: 1,
  receiverEmail: receiver.email,
  idempotencyKey: uniqueKey("gift"),
  ...overrides,
});

beforeAll(async () => {
  t = await startTestGateway({ GIFT_FEE_FREE_UNTIL: FREE_UNTIL, GIFT_FEE_JPOINT: String(FEE) });
  await seedDemo(db());
}, 60_000);
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
});

describe("giftFee", () => {
  it("answers the fee now (charged: the free period is over)", async () => {
    const res = await t.gql<{ giftFee: { jpoint: string; free: boolean; freeUntil: string } }>(
      `query { giftFee { jpoint free freeUntil } }`,
    );
    expect(res.body.data!.giftFee).toEqual({ jpoint: "30", free: false, freeUntil: FREE_UNTIL });
  });
});

describe("giftCard", () => {
  it("moves the units, charges the Jpoint fee to fees, mails the receiver; both see it; the same key answers it again, with other parameters 2016", async () => {
    const { user: from, cardId } = await sender(5);
    const to = await createMarketUser(t);
    const feesBefore = await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT");
    const i = input(cardId, to, {
      units: 2,
      receiverEmail: `  ${to.email.toUpperCase()} `,
      code: await stepUpCode(t, from, "GIFT"),
    });
    const res = await from.client.gql<{ giftCard: Gift }>(GIFT, { i });
    expect(res.body.errors).toBeUndefined();
    const gift = res.body.data!.giftCard;
    expect(gift).toMatchObject({
      cardId,
      units: 2,
      direction: "SENT",
      counterpartNickname: nicknameOf(to),
      fee: "30",
      cardImage: `/media/cards/${cardId}.svg`,
    });
    expect(await unitsOf(db(), cardId, from.id)).toEqual({ amount: 3, listed: 0 });
    expect(await unitsOf(db(), cardId, to.id)).toEqual({ amount: 2, listed: 0 });
    expect(await jpointOf(db(), from.id)).toBe(70);
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT")) - feesBefore).toBe(30n);
    const [mail] = (await db().query(
      `SELECT subject FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
      [to.email],
    )) as { subject: string }[];
    expect(mail?.subject).toBe("You received a card on Vitrine");

    // The same key and parameters (the code already used): the same gift, nothing moves twice.
    const replay = await from.client.gql<{ giftCard: Gift }>(GIFT, { i });
    expect(replay.body.data!.giftCard.id).toBe(gift.id);
    expect(await unitsOf(db(), cardId, from.id)).toEqual({ amount: 3, listed: 0 });
    expect(await jpointOf(db(), from.id)).toBe(70);
    // The same key with other units or another receiver: 2016, nothing moves.
    await expectRefused(from, to, { ...i, units: 1 }, 2016);
    const other = await createMarketUser(t);
    await expectRefused(from, other, { ...i, receiverEmail: other.email }, 2016);

    const sent = await from.client.gql<{ myGifts: { total: number; items: Gift[] } }>(MY_GIFTS);
    expect(sent.body.data!.myGifts.total).toBe(1);
    expect(sent.body.data!.myGifts.items[0]).toMatchObject({ id: gift.id, direction: "SENT", fee: "30" });
    const received = await to.client.gql<{ myGifts: { total: number; items: Gift[] } }>(MY_GIFTS);
    expect(received.body.data!.myGifts.items[0]).toMatchObject({
      id: gift.id,
      direction: "RECEIVED",
      counterpartNickname: nicknameOf(from),
      fee: "0",
      units: 2,
    });
  });

  it("is free before GIFT_FEE_FREE_UNTIL (Asia/Taipei midnight) and charged from that instant", async () => {
    const { user: from, cardId } = await sender(4);
    const to = await createMarketUser(t);
    const who = { id: from.id, nickname: nicknameOf(from), email: from.email };
    const coded = async () => input(cardId, to, { code: await stepUpCode(t, from, "GIFT") });
    // 2024-02-29 23:59:59.999 in Taipei: still free.
    const free = await giftCard(
      t.gateway.deps,
      who,
      await coded(),
      "127.0.0.1",
      new Date("2024-02-29T15:59:59.999Z"),
    );
    expect(free.fee).toBe(0n);
    expect(await jpointOf(db(), from.id)).toBe(100);
    // 2024-03-01 00:00 in Taipei: charged.
    const charged = await giftCard(
      t.gateway.deps,
      who,
      await coded(),
      "127.0.0.1",
      new Date("2024-02-29T16:00:00.000Z"),
    );
    expect(charged.fee).toBe(30n);
    expect(await jpointOf(db(), from.id)).toBe(70);
    expect(await unitsOf(db(), cardId, to.id)).toEqual({ amount: 2, listed: 0 });
  });
});

describe("giftCard refusals change nothing", () => {
  it("400 for a malformed e-mail, 1042 for an unknown one", async () => {
    const { user: from, cardId } = await sender(3);
    const to = await createMarketUser(t);
    await expectRefused(from, to, input(cardId, to, { receiverEmail: "not-an-email" }), 400);
    await expectRefused(
      from,
      to,
      input(cardId, to, { receiverEmail: `nobody-${uniqueKey()}@example.com` }),
      1042,
    );
  });

  it("1101 for the sender's own address and for an account pending deletion", async () => {
    const { user: from, cardId } = await sender(3);
    await expectRefused(from, null, input(cardId, from), 1101);
    const leaving = await createMarketUser(t);
    await db().query(`UPDATE user_account SET status = 'pending_deletion' WHERE id = ?`, [leaving.id]);
    await expectRefused(from, leaving, input(cardId, leaving), 1101);
  });

  it("1105 for a card that may not be gifted, 1022 for one not held", async () => {
    const { user: from, cardId } = await sender(3, { giftable: false });
    const to = await createMarketUser(t);
    await expectRefused(from, to, input(cardId, to), 1105);
    const other = await sender(2);
    await expectRefused(from, to, input(other.cardId, to), 1022);
  });

  it("621 for listed units, 1024 for more than held, 1013 short of the fee", async () => {
    const { user: from, cardId } = await sender(3, { jpoint: 29 });
    const to = await createMarketUser(t);
    await withTransaction(db(), (em) => reserveListedUnits(em, cardId, from.id, 2));
    await expectRefused(from, to, input(cardId, to, { units: 2 }), 621);
    await expectRefused(from, to, input(cardId, to, { units: 4 }), 1024);
    await expectRefused(
      from,
      to,
      input(cardId, to, { units: 1, code: await stepUpCode(t, from, "GIFT") }),
      1013,
    );
  });
});

describe("giftCard step-up", () => {
  it("refused without a code, with a wrong one, with one mailed for another purpose or expired: nothing moves; a fresh one works once", async () => {
    const { user: from, cardId } = await sender(3);
    const to = await createMarketUser(t);
    await expectRefused(from, to, input(cardId, to), 1007);
    await expectRefused(from, to, input(cardId, to, { code: "" }), 1007);
    const code = await stepUpCode(t, from, "GIFT");
    await expectRefused(from, to, input(cardId, to, { code: code === "000000" ? "111111" : "000000" }), 1007);
    // Codes mailed for a USDT or a card withdrawal do not authorize a gift.
    for (const purpose of ["USDT_WITHDRAWAL", "CARD_WITHDRAWAL"] as const) {
      const other = await stepUpCode(t, from, purpose);
      if (other !== code) await expectRefused(from, to, input(cardId, to, { code: other }), 1007);
    }
    await db().query(
      `UPDATE email_code SET expires_at = NOW(3) - INTERVAL 1 SECOND WHERE user_id = ? AND purpose = 'gift'`,
      [from.id],
    );
    await expectRefused(from, to, input(cardId, to, { code }), 1003);

    const fresh = await stepUpCode(t, from, "GIFT");
    const ok = await from.client.gql<{ giftCard: Gift }>(GIFT, { i: input(cardId, to, { code: fresh }) });
    expect(ok.body.errors).toBeUndefined();
    expect(await unitsOf(db(), cardId, to.id)).toEqual({ amount: 1, listed: 0 });
    // The code is used up: another gift (a new key) needs a new code.
    await expectRefused(from, to, input(cardId, to, { code: fresh }), 1003);
  });

  it("a member with 2FA gifts with the authenticator code (once); a mailed code is not asked and not accepted", async () => {
    const { user: from, cardId } = await sender(3);
    const to = await createMarketUser(t);
    const secret = await turnOnTwoFactor(t, from);
    const send = await from.client.gql(`mutation { sendWithdrawalCode(purpose: GIFT) { resendInSeconds } }`);
    expect(errorCodeOf(send)).toBe(2050);
    await expectRefused(from, to, input(cardId, to), 623);
    const now = codeAt(secret, Date.now());
    await expectRefused(from, to, input(cardId, to, { code: now === "000000" ? "111111" : "000000" }), 623);
    const ok = await from.client.gql<{ giftCard: Gift }>(GIFT, { i: input(cardId, to, { code: now }) });
    expect(ok.body.errors).toBeUndefined();
    expect(await unitsOf(db(), cardId, to.id)).toEqual({ amount: 1, listed: 0 });
    await expectRefused(from, to, input(cardId, to, { code: now }), 623);
  });
});

describe("giftCard races", () => {
  it("the same gift (same key and parameters) sent three times at once: one gift, units and fee move once", async () => {
    const { user: from, cardId } = await sender(3);
    const to = await createMarketUser(t);
    const i = input(cardId, to, { units: 2, code: await stepUpCode(t, from, "GIFT") });
    const results = await Promise.all([0, 1, 2].map(() => from.client.gql<{ giftCard: Gift }>(GIFT, { i })));
    for (const r of results) expect(r.body.errors).toBeUndefined();
    expect(new Set(results.map((r) => r.body.data!.giftCard.id)).size).toBe(1);
    expect(await unitsOf(db(), cardId, from.id)).toEqual({ amount: 1, listed: 0 });
    expect(await jpointOf(db(), from.id)).toBe(70);
    expect(await countRows(db(), "card_gift", "from_user_id", from.id)).toBe(1);
  });

  it("gifts racing for the same units: only what is held moves, the fee is charged once per gift", async () => {
    const { user: from, cardId } = await sender(3);
    const to = await createMarketUser(t);
    const code = await stepUpCode(t, from, "GIFT");
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        from.client.gql<{ giftCard: Gift }>(GIFT, { i: input(cardId, to, { units: 2, code }) }),
      ),
    );
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    // The losers find the units gone or the one code used (1003).
    for (const r of results.filter((x) => x.body.errors))
      expect([621, 1022, 1024, 1003]).toContain(errorCodeOf(r));
    expect(await unitsOf(db(), cardId, from.id)).toEqual({ amount: 1, listed: 0 });
    expect(await unitsOf(db(), cardId, to.id)).toEqual({ amount: 2, listed: 0 });
    expect(await jpointOf(db(), from.id)).toBe(70);
    expect(await countRows(db(), "card_gift", "from_user_id", from.id)).toBe(1);
  });
});
