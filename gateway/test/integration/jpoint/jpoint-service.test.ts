import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertJpointServiceOpen } from "../../../src/domains/jpoint-service/index.js";
import { payDueJpointRefunds } from "../../../src/domains/jpoint-service/services/jpoint-refund.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { runSweep } from "../../../src/domains/sweeper/sweep-tasks.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { createStaffUser, creditJpoint, jpointOf, systemBalance } from "./jpoint-fixtures.js";

let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;
const em = () => db().manager;
const HOUR = 3_600_000;

const STATUS = `{ jpointServiceStatus { endsAt ended pausedNow { topup use } currentPause { id scope note } pauses { id scope } } }`;
const ADD_PAUSE = `mutation($i: JpointPauseInput!) { addJpointPause(input: $i) { id from to scope note } }`;
const SET_END = `mutation($e: DateTimeISO) { setJpointServiceEnd(endsAt: $e) { endsAt ended } }`;
const REFUND = `mutation($i: JpointRefundInput!) { requestJpointRefund(input: $i) { id amount status payableOn bankCode bankAccount accountHolder } }`;
const BANK = { bankCode: "812", bankAccount: "00012345678901", accountHolder: "Wang Hsiao-Ming" };

async function addPause(from: Date, to: Date, scope: string, note?: string): Promise<string> {
  const res = await staff.client.gql<{ addJpointPause: { id: string } }>(ADD_PAUSE, {
    i: { from: from.toISOString(), to: to.toISOString(), scope, note },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.addJpointPause.id;
}

const removePause = (id: string) =>
  staff.client.gql(`mutation($id: ID!) { removeJpointPause(id: $id) }`, { id });
const setEnd = (endsAt: Date | null) => staff.client.gql(SET_END, { e: endsAt?.toISOString() ?? null });

async function errorOf(promise: Promise<unknown>): Promise<{ name?: string; data?: unknown } | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const e = error as { errorName?: string; extensions?: { data?: unknown } };
    return { name: e.errorName, data: e.extensions?.data };
  }
}

beforeAll(async () => {
  t = await startTestGateway();
  staff = await createStaffUser(t);
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

describe("pauses and end (assertJpointServiceOpen)", () => {
  it("is open with no end and no pause", async () => {
    await expect(assertJpointServiceOpen(em(), "topup")).resolves.toBeUndefined();
    await expect(assertJpointServiceOpen(db(), "use")).resolves.toBeUndefined();
    const res = await t.gql(STATUS);
    expect(res.body.data).toEqual({
      jpointServiceStatus: {
        endsAt: null,
        ended: false,
        pausedNow: { topup: false, use: false },
        currentPause: null,
        pauses: [],
      },
    });
  });

  it("refuses top-up and/or use inside a window by scope (2027), [from, to)", async () => {
    // The spec's example: top-up and use paused 9/1–9/5 (Taipei).
    const from = new Date("2030-09-01T00:00:00+08:00");
    const to = new Date("2030-09-06T00:00:00+08:00");
    const both = await addPause(from, to, "BOTH", "system maintenance");
    const inside = new Date("2030-09-03T12:00:00+08:00");
    for (const action of ["topup", "use"] as const) {
      expect(await errorOf(assertJpointServiceOpen(em(), action, inside))).toEqual({
        name: "JPOINT_SERVICE_PAUSED",
        data: { from: from.toISOString(), to: to.toISOString(), scope: "BOTH" },
      });
      expect(await errorOf(assertJpointServiceOpen(em(), action, from))).toMatchObject({
        name: "JPOINT_SERVICE_PAUSED",
      });
      expect(await errorOf(assertJpointServiceOpen(em(), action, to))).toBeNull();
      expect(await errorOf(assertJpointServiceOpen(em(), action, new Date(from.getTime() - 1)))).toBeNull();
    }
    await removePause(both);

    const topupOnly = await addPause(from, to, "TOPUP");
    expect((await errorOf(assertJpointServiceOpen(em(), "topup", inside)))?.name).toBe(
      "JPOINT_SERVICE_PAUSED",
    );
    expect(await errorOf(assertJpointServiceOpen(em(), "use", inside))).toBeNull();
    await removePause(topupOnly);
    const useOnly = await addPause(from, to, "USE");
    expect(await errorOf(assertJpointServiceOpen(em(), "topup", inside))).toBeNull();
    expect((await errorOf(assertJpointServiceOpen(em(), "use", inside)))?.name).toBe("JPOINT_SERVICE_PAUSED");
    await removePause(useOnly);
    expect(await errorOf(assertJpointServiceOpen(em(), "use", inside))).toBeNull();
  });

  it("shows a pause in effect now in the public status", async () => {
    const id = await addPause(new Date(Date.now() - HOUR), new Date(Date.now() + HOUR), "TOPUP", "upgrade");
    const res = await t.gql<{ jpointServiceStatus: Record<string, unknown> }>(STATUS);
    expect(res.body.data!.jpointServiceStatus).toMatchObject({
      ended: false,
      pausedNow: { topup: true, use: false },
      currentPause: { id, scope: "TOPUP", note: "upgrade" },
      pauses: [{ id, scope: "TOPUP" }],
    });
    await removePause(id);
  });

  it("refuses everything after the end (2026) with the date; clearing the end reopens", async () => {
    const endsAt = new Date("2031-02-23T00:00:00+08:00");
    const set = await setEnd(endsAt);
    expect(set.body.data).toEqual({ setJpointServiceEnd: { endsAt: endsAt.toISOString(), ended: false } });
    const after = new Date(endsAt.getTime() + 1);
    for (const action of ["topup", "use"] as const) {
      expect(await errorOf(assertJpointServiceOpen(em(), action, after))).toEqual({
        name: "JPOINT_SERVICE_ENDED",
        data: { endsAt: endsAt.toISOString() },
      });
      expect(await errorOf(assertJpointServiceOpen(em(), action, new Date(endsAt.getTime() - 1)))).toBeNull();
    }
    await setEnd(null);
    expect(await errorOf(assertJpointServiceOpen(em(), "use", after))).toBeNull();
  });

  it("staff only: members get 2017, bad windows 400, unknown pauses 404", async () => {
    const member = await createMarketUser(t);
    const window = {
      from: new Date().toISOString(),
      to: new Date(Date.now() + HOUR).toISOString(),
      scope: "BOTH",
    };
    expect(errorCodeOf(await member.client.gql(ADD_PAUSE, { i: window }))).toBe(2017);
    expect(errorCodeOf(await member.client.gql(SET_END, { e: null }))).toBe(2017);
    expect(errorCodeOf(await member.client.gql(`mutation { payDueJpointRefunds }`))).toBe(2017);
    expect(errorCodeOf(await member.client.gql(`{ jpointRefundRequests { id } }`))).toBe(2017);
    expect(errorCodeOf(await staff.client.gql(ADD_PAUSE, { i: { ...window, to: window.from } }))).toBe(400);
    expect(errorCodeOf(await removePause("999999"))).toBe(404);
  });
});

describe("refunds after the end", () => {
  it("before the end a refund request is refused and nothing moves", async () => {
    await setEnd(new Date(Date.now() + 30 * 86_400_000));
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 500);
    expect(errorCodeOf(await user.client.gql(REFUND, { i: BANK }))).toBe(2017);
    expect(await jpointOf(db(), user.id)).toBe(500n);
    await setEnd(null);
  });

  it("moves the whole balance to JPOINT_REFUNDS, payable the 25th of next month; a second request is 2029", async () => {
    await setEnd(new Date(Date.now() - 1000));
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 1234);
    const refunds = await systemBalance(db(), SYSTEM_ACCOUNTS.JPOINT_REFUNDS, "JPOINT");
    const res = await user.client.gql<{ requestJpointRefund: { payableOn: string } }>(REFUND, { i: BANK });
    expect(res.body.errors).toBeUndefined();
    const taipeiNow = new Date(Date.now() + 8 * HOUR);
    const expected = new Date(Date.UTC(taipeiNow.getUTCFullYear(), taipeiNow.getUTCMonth() + 1, 25));
    expect(res.body.data!.requestJpointRefund).toMatchObject({
      amount: "1234",
      status: "REQUESTED",
      payableOn: expected.toISOString().slice(0, 10),
      ...BANK,
    });
    expect(await jpointOf(db(), user.id)).toBe(0n);
    expect(await systemBalance(db(), SYSTEM_ACCOUNTS.JPOINT_REFUNDS, "JPOINT")).toBe(refunds + 1234n);

    await creditJpoint(db(), user.id, 10);
    expect(errorCodeOf(await user.client.gql(REFUND, { i: BANK }))).toBe(2029);
    expect(await jpointOf(db(), user.id)).toBe(10n);

    const mine = await user.client.gql<{ myJpointRefundRequests: { amount: string }[] }>(
      `{ myJpointRefundRequests { amount status } }`,
    );
    expect(mine.body.data!.myJpointRefundRequests).toEqual([{ amount: "1234", status: "REQUESTED" }]);
    // Conversion is "use": refused after the end.
    expect(
      errorCodeOf(await user.client.gql(`mutation { quoteJpointConversion(amount: "30") { id } }`)),
    ).toBe(2026);
  });

  it("concurrent requests of one user open one request", async () => {
    await setEnd(new Date(Date.now() - 1000));
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 300);
    const results = await Promise.all(Array.from({ length: 4 }, () => user.client.gql(REFUND, { i: BANK })));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) expect(errorCodeOf(r)).toBe(2029);
    expect(await jpointOf(db(), user.id)).toBe(0n);
  });

  it("refuses bad bank details (400) and users without Jpoint (1013)", async () => {
    await setEnd(new Date(Date.now() - 1000));
    const user = await createMarketUser(t);
    expect(errorCodeOf(await user.client.gql(REFUND, { i: { ...BANK, bankCode: "8x" } }))).toBe(400);
    expect(errorCodeOf(await user.client.gql(REFUND, { i: { ...BANK, accountHolder: " " } }))).toBe(400);
    expect(errorCodeOf(await user.client.gql(REFUND, { i: BANK }))).toBe(1013);
  });

  it("the batch pays due requests once (sweeper and staff), later ones wait for their day", async () => {
    await setEnd(new Date(Date.now() - 1000));
    const due = await createMarketUser(t);
    const later = await createMarketUser(t);
    await creditJpoint(db(), due.id, 700);
    await creditJpoint(db(), later.id, 300);
    const a = await due.client.gql<{ requestJpointRefund: { id: string } }>(REFUND, { i: BANK });
    const b = await later.client.gql<{ requestJpointRefund: { id: string } }>(REFUND, { i: BANK });
    const dueId = a.body.data!.requestJpointRefund.id;
    const laterId = b.body.data!.requestJpointRefund.id;
    // Everything requested so far in this file except `later` is made due.
    await db().query(`UPDATE jpoint_refund_request SET payable_on = '2020-01-25' WHERE id <> ?`, [laterId]);
    const [dueRow] = (await db().query(
      `SELECT COUNT(*) AS n FROM jpoint_refund_request WHERE status = 'requested' AND id <> ?`,
      [laterId],
    )) as { n: string }[];
    const clearing = await systemBalance(db(), SYSTEM_ACCOUNTS.PAYMENT_CLEARING, "JPOINT");
    const refunds = await systemBalance(db(), SYSTEM_ACCOUNTS.JPOINT_REFUNDS, "JPOINT");

    const handled = await runSweep(t.gateway.deps);
    expect(handled["pay-due-jpoint-refunds"]).toBe(Number(dueRow!.n));
    expect((await runSweep(t.gateway.deps))["pay-due-jpoint-refunds"]).toBe(0);
    const staffRun = await staff.client.gql<{ payDueJpointRefunds: number }>(
      `mutation { payDueJpointRefunds }`,
    );
    expect(staffRun.body.data!.payDueJpointRefunds).toBe(0);

    const queue = await staff.client.gql<{
      jpointRefundRequests: { id: string; status: string; paidAt: string | null; userId: string }[];
    }>(`query($s: JpointRefundStatus) { jpointRefundRequests(status: $s) { id status paidAt userId } }`, {
      s: "REQUESTED",
    });
    expect(queue.body.data!.jpointRefundRequests.map((r) => r.id)).toEqual([laterId]);
    const [paid] = (await db().query(
      `SELECT status, open_user_id, paid_transaction_id FROM jpoint_refund_request WHERE id = ?`,
      [dueId],
    )) as { status: string; open_user_id: string | null; paid_transaction_id: string | null }[];
    expect(paid).toMatchObject({ status: "paid", open_user_id: null });
    expect(paid!.paid_transaction_id).not.toBeNull();
    const paidTotal = (await db().query(
      `SELECT COALESCE(SUM(amount), 0) AS s FROM jpoint_refund_request WHERE status = 'paid'`,
    )) as { s: string }[];
    expect(await systemBalance(db(), SYSTEM_ACCOUNTS.PAYMENT_CLEARING, "JPOINT")).toBe(
      clearing + BigInt(paidTotal[0]!.s),
    );
    expect(await systemBalance(db(), SYSTEM_ACCOUNTS.JPOINT_REFUNDS, "JPOINT")).toBe(
      refunds - BigInt(paidTotal[0]!.s),
    );

    // Once paid, the user may file again (for Jpoint received since).
    await creditJpoint(db(), due.id, 5);
    expect((await due.client.gql(REFUND, { i: BANK })).body.errors).toBeUndefined();
  });

  it("pays on the pay day by the Taipei calendar, concurrently once", async () => {
    await setEnd(new Date(Date.now() - 1000));
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 50);
    const res = await user.client.gql<{ requestJpointRefund: { id: string } }>(REFUND, { i: BANK });
    const id = res.body.data!.requestJpointRefund.id;
    await db().query(`UPDATE jpoint_refund_request SET payable_on = '2031-04-25' WHERE id = ?`, [id]);
    // Other open requests of this file wait for a later day.
    await db().query(
      `UPDATE jpoint_refund_request SET payable_on = '2099-01-25' WHERE status = 'requested' AND id <> ?`,
      [id],
    );
    // 2031-04-24T16:00Z is 2031-04-25 00:00 in Taipei: due; one millisecond earlier it is not.
    expect(await payDueJpointRefunds(t.gateway.deps, new Date("2031-04-24T15:59:59.999Z"))).toBe(0);
    const runs = await Promise.all(
      Array.from({ length: 3 }, () => payDueJpointRefunds(t.gateway.deps, new Date("2031-04-24T16:00:00Z"))),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = (await db().query(
      `SELECT COUNT(*) AS n FROM ledger_transaction WHERE kind = 'jpoint-refund-paid' AND reference_id = ?`,
      [id],
    )) as { n: string }[];
    expect(Number(row!.n)).toBe(1);
  });
});
