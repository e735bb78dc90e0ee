import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollupDashboardDays, rollupDashboards } from "../../../src/domains/dashboards/index.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  T,
  insertConversion,
  insertDeposit,
  insertKyc,
  insertOrder,
  insertTrade,
  insertWithdrawal,
} from "./dashboard-fixtures.js";
import { directTotals, sort, type Total } from "./direct-totals.js";

/**
 * Issue 18: the dashboards' summary rows equal a direct computation from the ledger, order and wallet
 * tables, on GMT+8 day boundaries, and recomputing a day replaces it.
 */
let t: TestGateway;
const FROM = "2025-03-08";
const TO = "2025-03-18";

async function stored(): Promise<Total[]> {
  return sort(
    (await t.gateway.deps.dataSource.query(
      `SELECT DATE_FORMAT(day, '%Y-%m-%d') AS day, metric, dim, n, a, b FROM dashboard_day WHERE day BETWEEN ? AND ? AND metric <> '_computed'`,
      [FROM, TO],
    )) as Total[],
  );
}

beforeAll(async () => {
  t = await startTestGateway();
  const ds = t.gateway.deps.dataSource;
  await seedDemo(ds);
  const [m1, m2, m3] = await Promise.all([1, 2, 3].map(() => createMarketUser(t, { signIn: false })));
  const [a, b, c] = [m1!.id, m2!.id, m3!.id];
  await ds.query(`UPDATE user_account SET created_at = ? WHERE id = ?`, [T.lateNinth, a]);
  await ds.query(`UPDATE user_account SET created_at = ? WHERE id IN (?, ?)`, [T.earlyTenth, b, c]);
  const base = { userId: a, jpoint: null, credit: null, paymentWay: "CREDIT" };
  await insertOrder(ds, {
    ...base,
    kind: "PRODUCT",
    payWith: "TWD",
    twd: 300,
    state: "SUCCESS",
    paidAt: T.lateNinth,
  });
  await insertOrder(ds, {
    ...base,
    kind: "PRODUCT",
    payWith: "TWD",
    twd: 500,
    state: "SUCCESS",
    paidAt: T.earlyTenth,
  });
  await insertOrder(ds, {
    ...base,
    kind: "PRODUCT",
    payWith: "TWD",
    twd: 700,
    state: "FAIL",
    paidAt: T.midTenth,
  });
  await insertOrder(ds, {
    ...base,
    kind: "PRODUCT",
    payWith: "TWD",
    paymentWay: "ATM",
    twd: 900,
    state: "SUCCESS",
    paidAt: T.midTenth,
  });
  await insertOrder(ds, {
    ...base,
    kind: "PRODUCT",
    payWith: "JPOINT",
    paymentWay: null,
    twd: null,
    jpoint: 1200,
    state: "SUCCESS",
    paidAt: T.midTenth,
  });
  await insertOrder(ds, {
    ...base,
    kind: "JPOINT",
    payWith: "TWD",
    twd: 100,
    credit: 110,
    state: "SUCCESS",
    paidAt: T.nextWeek,
  });
  await insertTrade(ds, {
    sellerId: a,
    buyerId: b,
    total: 5_000_000,
    fee: 250_000,
    kind: "direct",
    at: T.lateNinth,
  });
  await insertTrade(ds, {
    sellerId: a,
    buyerId: c,
    total: 7_000_000,
    fee: 350_000,
    kind: "auction",
    at: T.earlyTenth,
  });
  await insertTrade(ds, {
    sellerId: b,
    buyerId: c,
    total: 1_000_000,
    fee: 50_000,
    kind: "direct",
    at: T.midTenth,
  });
  await insertDeposit(ds, {
    userId: a,
    network: "TRC20",
    amount: 20_000_000,
    status: "CREDITED",
    at: T.earlyTenth,
  });
  await insertDeposit(ds, {
    userId: b,
    network: "ERC20",
    amount: 30_000_000,
    status: "CREDITED",
    at: T.midTenth,
  });
  await insertDeposit(ds, {
    userId: b,
    network: "ERC20",
    amount: 99_000_000,
    status: "PENDING",
    at: T.midTenth,
  });
  await insertWithdrawal(ds, {
    userId: a,
    network: "TRC20",
    amount: 4_000_000,
    fee: 1_000_000,
    status: "SENT",
    at: T.nextWeek,
  });
  await insertWithdrawal(ds, {
    userId: c,
    network: "TRC20",
    amount: 8_000_000,
    fee: 1_000_000,
    status: "REVIEW",
    at: T.nextWeek,
  });
  await insertConversion(ds, {
    userId: a,
    jpoint: 500,
    usdt: 15_000_000,
    status: "confirmed",
    at: T.lateNinth,
  });
  await insertConversion(ds, { userId: b, jpoint: 900, usdt: 27_000_000, status: "open", at: T.lateNinth });
  await insertKyc(ds, { userId: a, status: "APPROVED", createdAt: T.lateNinth, reviewedAt: T.earlyTenth });
  await insertKyc(ds, { userId: b, status: "FAILED", createdAt: T.earlyTenth, reviewedAt: T.nextWeek });
  await insertKyc(ds, { userId: c, status: "REVIEW", createdAt: T.midTenth, reviewedAt: null });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("dashboards rollup", () => {
  it("stores, per GMT+8 day, exactly what a direct computation from the source tables gives", async () => {
    await rollupDashboardDays(t.gateway.deps.dataSource, FROM, TO);
    const expected = await directTotals(t.gateway.deps.dataSource, FROM, TO);
    expect(await stored()).toEqual(expected);
    // The boundary: 23:59:59.999 GMT+8 is the 9th, midnight is the 10th.
    const rows = await stored();
    const sales = rows.filter((r) => r.metric === "primary_sales");
    expect(sales).toEqual([
      { day: "2025-03-09", metric: "primary_sales", dim: "CREDIT", n: "1", a: "300", b: "0" },
      { day: "2025-03-10", metric: "primary_sales", dim: "ATM", n: "1", a: "900", b: "0" },
      { day: "2025-03-10", metric: "primary_sales", dim: "CREDIT", n: "1", a: "500", b: "0" },
      { day: "2025-03-10", metric: "primary_sales", dim: "JPOINT", n: "1", a: "0", b: "1200" },
    ]);
    expect(rows.filter((r) => r.metric === "new_members").map((r) => [r.day, r.n])).toEqual([
      ["2025-03-09", "1"],
      ["2025-03-10", "2"],
    ]);
    expect(rows.filter((r) => r.metric === "kyc").map((r) => `${r.day} ${r.dim} ${r.n}`)).toEqual([
      "2025-03-09 SUBMITTED 1",
      "2025-03-10 APPROVED 1",
      "2025-03-10 SUBMITTED 2",
      "2025-03-17 FAILED 1",
    ]);
  });

  it("recomputing replaces the days: the same rows again, and a change shows up", async () => {
    const ds = t.gateway.deps.dataSource;
    await rollupDashboardDays(ds, FROM, TO);
    const first = await stored();
    await rollupDashboardDays(ds, FROM, TO);
    expect(await stored()).toEqual(first);
    // A deposit reorged away after the day was summed: the next recompute drops it.
    await ds.query(
      `UPDATE chain_deposit SET status = 'REORGED' WHERE network = 'TRC20' AND amount = 20000000`,
    );
    await rollupDashboardDays(ds, "2025-03-10", "2025-03-10");
    const after = await stored();
    expect(after.some((r) => r.metric === "deposits" && r.dim === "TRC20")).toBe(false);
    expect(after).toEqual(await directTotals(ds, FROM, TO));
  });

  it("the scheduled rollup backfills on its first run, then keeps only recent days fresh", async () => {
    const ds = t.gateway.deps.dataSource;
    const now = new Date("2025-03-18T10:00:00Z");
    const run = await rollupDashboards(ds, now);
    expect(run.toDay).toBe("2025-03-18");
    expect(run.fromDay).toBe("2025-03-17");
    expect(await stored()).toEqual(await directTotals(ds, FROM, TO));
  });
});
