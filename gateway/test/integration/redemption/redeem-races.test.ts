import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { redeemCode } from "../../../src/domains/redemption/services/redeem.service.js";
import { DomainError } from "../../../src/shared/domain-error.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createTestCard, unitsOf } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  codeStatus,
  key,
  makeCodes,
  makeEvent,
  newMember,
  redeemedCount,
  staffCaller,
} from "./redemption-fixtures.js";

let t: TestGateway;
let staff: Awaited<ReturnType<typeof staffCaller>>;
const db = () => t.gateway.deps.dataSource;
type Member = Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await staffCaller(db());
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

const redeem = (m: Member, code: string, idempotencyKey = key()) =>
  redeemCode({ dataSource: db() }, m, { code, idempotencyKey }, "en");

/** Settles every promise; the names of the refusals and the number of successes. */
async function settle(work: Promise<unknown>[]) {
  const results = await Promise.allSettled(work);
  const refusals = results
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => (r.reason instanceof DomainError ? r.reason.errorName : String(r.reason)));
  return { ok: results.filter((r) => r.status === "fulfilled").length, refusals };
}

async function redemptionsOf(eventId: string): Promise<number> {
  const [row] = (await db().query(`SELECT COUNT(*) AS n FROM redemption WHERE event_id = ?`, [eventId])) as {
    n: string;
  }[];
  return Number(row!.n);
}

describe("races", () => {
  it("two accounts racing for one code: one wins", async () => {
    const card = await createTestCard(db());
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card] });
    const [code] = await makeCodes(db(), staff, eventId, 1);
    const a = await newMember(db());
    const b = await newMember(db());
    const { ok, refusals } = await settle([redeem(a, code!), redeem(b, code!)]);
    expect(ok).toBe(1);
    expect(refusals).toEqual(["REDEEM_CODE_USED"]);
    expect(await redemptionsOf(eventId)).toBe(1);
    expect(await redeemedCount(db(), eventId)).toBe(1);
    const held = (await unitsOf(db(), card, a.id)).amount + (await unitsOf(db(), card, b.id)).amount;
    expect(held).toBe(1);
  });

  it("one account double-submitting: same key → the same redemption; other keys → one redemption", async () => {
    const card = await createTestCard(db());
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card], perAccountLimit: 5 });
    const [code] = await makeCodes(db(), staff, eventId, 1);
    const m = await newMember(db());
    const same = key();
    const results = await Promise.all([
      redeem(m, code!, same),
      redeem(m, code!, same),
      redeem(m, code!, same),
    ]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const again = await redeem(m, code!, same);
    expect(again.id).toBe(results[0]!.id);
    const other = await settle([redeem(m, code!), redeem(m, code!)]);
    expect(other.ok).toBe(0);
    expect(other.refusals).toEqual(["REDEEM_CODE_USED", "REDEEM_CODE_USED"]);
    expect(await redemptionsOf(eventId)).toBe(1);
    expect((await unitsOf(db(), card, m.id)).amount).toBe(1);

    // Two codes of a one-per-account event submitted at once: one redemption.
    const e2 = await makeEvent(db(), staff.id, { cardIds: [card], perAccountLimit: 1 });
    const [c1, c2] = await makeCodes(db(), staff, e2, 2);
    const twin = await settle([redeem(m, c1!), redeem(m, c2!)]);
    expect(twin.ok).toBe(1);
    expect(twin.refusals).toEqual(["ACCOUNT_ALREADY_REDEEMED"]);
    expect(await redemptionsOf(e2)).toBe(1);
  });

  it("the same key for another code is 2016", async () => {
    const card = await createTestCard(db());
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card], perAccountLimit: 5 });
    const [c1, c2] = await makeCodes(db(), staff, eventId, 2);
    const m = await newMember(db());
    const k = key();
    await redeem(m, c1!, k);
    await expect(redeem(m, c2!, k)).rejects.toMatchObject({ errorName: "IDEMPOTENCY_KEY_REUSED" });
    expect(await codeStatus(db(), c2!)).toBe("UNREDEEMED");
  });

  it("100 members racing for the last 10 units of an event: exactly 10", async () => {
    const card = await createTestCard(db(), { totalIssued: 1000 });
    const eventId = await makeEvent(db(), staff.id, { cardIds: [card], stock: 15 });
    const warmup = await makeCodes(db(), staff, eventId, 5);
    for (const c of warmup) await redeem(await newMember(db()), c);
    const codes = await makeCodes(db(), staff, eventId, 100);
    const members: Member[] = [];
    for (let i = 0; i < 100; i++) members.push(await newMember(db()));
    const { ok, refusals } = await settle(members.map((m, i) => redeem(m, codes[i]!)));
    expect(ok).toBe(10);
    expect(refusals.length).toBe(90);
    expect(new Set(refusals)).toEqual(new Set(["NFT_FULLY_REDEEMED"]));
    expect(await redeemedCount(db(), eventId)).toBe(15);
    expect(await redemptionsOf(eventId)).toBe(15);
    const [held] = (await db().query(
      `SELECT COALESCE(SUM(amount), 0) AS n FROM card_holding WHERE card_id = ?`,
      [card],
    )) as { n: string }[];
    expect(Number(held!.n)).toBe(15);
    const [redeemed] = (await db().query(
      `SELECT COUNT(*) AS n FROM redeem_code WHERE event_id = ? AND status = 'REDEEMED'`,
      [eventId],
    )) as { n: string }[];
    expect(Number(redeemed!.n)).toBe(15);
  }, 120_000);

  it("a Jpoint event posts through the ledger once per code, balanced (ledger checker passes)", async () => {
    const eventId = await makeEvent(db(), staff.id, {
      rewardKind: "JPOINT",
      jpointAmount: "250",
      perAccountLimit: 3,
    });
    const codes = await makeCodes(db(), staff, eventId, 2);
    const m = await newMember(db());
    const k = key();
    const [r1, r1again] = await Promise.all([redeem(m, codes[0]!, k), redeem(m, codes[0]!, k)]);
    expect(r1.id).toBe(r1again.id);
    expect(r1.jpointAmount).toBe("250");
    await redeem(m, codes[1]!);
    expect((await userBalance(db().manager, m.id, "JPOINT")).available).toBe(500n);
    const [posts] = (await db().query(
      `SELECT COUNT(*) AS n FROM ledger_transaction WHERE kind = 'redeem' AND reference_id IN (SELECT id FROM redeem_code WHERE event_id = ?)`,
      [eventId],
    )) as { n: string }[];
    expect(Number(posts!.n)).toBe(2);
  });
});
