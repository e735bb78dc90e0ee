import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollupDashboardDays } from "../../../src/domains/dashboards/index.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { T, insertDeposit, insertOrder } from "./dashboard-fixtures.js";

/** Issue 18: `dashboard(from, to, granularity)` for admin and finance only, bounded, weekly = sum of days. */
let t: TestGateway;
let finance: MarketUser;
let support: MarketUser;
let member: MarketUser;

const Q = `query($f: String!, $t: String!, $g: DashboardGranularity!) {
  dashboard(from: $f, to: $t, granularity: $g) {
    from to granularity computedAt
    points { period metric dim count a b }
    endingSoon { listingId endsAt }
  }
}`;

interface Answer {
  dashboard: {
    from: string;
    to: string;
    points: { period: string; metric: string; dim: string; count: number; a: string; b: string }[];
  };
}

beforeAll(async () => {
  t = await startTestGateway();
  const ds = t.gateway.deps.dataSource;
  [finance, support, member] = await Promise.all([
    createMarketUser(t, { roles: ["finance"] }),
    createMarketUser(t, { roles: ["support"] }),
    createMarketUser(t, {}),
  ]);
  const o = {
    userId: member.id,
    kind: "PRODUCT" as const,
    payWith: "TWD",
    paymentWay: "CREDIT",
    jpoint: null,
    credit: null,
  };
  await insertOrder(ds, { ...o, twd: 300, state: "SUCCESS", paidAt: T.lateNinth });
  await insertOrder(ds, { ...o, twd: 500, state: "SUCCESS", paidAt: T.earlyTenth });
  await insertOrder(ds, { ...o, twd: 800, state: "SUCCESS", paidAt: T.nextWeek });
  await insertDeposit(ds, {
    userId: member.id,
    network: "BEP20",
    amount: 1_500_000,
    status: "CREDITED",
    at: T.midTenth,
  });
  await rollupDashboardDays(ds, "2025-03-01", "2025-03-31");
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("dashboard query", () => {
  it("gives finance the days of the range from the summary table", async () => {
    const res = await finance.client.gql<Answer>(Q, { f: "2025-03-09", t: "2025-03-10", g: "DAY" });
    expect(res.body.errors).toBeUndefined();
    const sales = res.body.data!.dashboard.points.filter((p) => p.metric === "primary_sales");
    expect(sales.map((p) => [p.period, p.count, p.a])).toEqual([
      ["2025-03-09", 1, "300"],
      ["2025-03-10", 1, "500"],
    ]);
    const deposits = res.body.data!.dashboard.points.filter((p) => p.metric === "deposits");
    expect(deposits).toEqual([
      { period: "2025-03-10", metric: "deposits", dim: "BEP20", count: 1, a: "1500000", b: "0" },
    ]);
  });

  it("sums days into weeks from Monday (GMT+8)", async () => {
    const res = await finance.client.gql<Answer>(Q, { f: "2025-03-09", t: "2025-03-20", g: "WEEK" });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.dashboard.from).toBe("2025-03-03");
    const sales = res.body.data!.dashboard.points.filter((p) => p.metric === "primary_sales");
    // Sunday the 9th is in the week of Monday the 3rd; Monday the 10th starts the next one.
    expect(sales.map((p) => [p.period, p.count, p.a])).toEqual([
      ["2025-03-03", 1, "300"],
      ["2025-03-10", 1, "500"],
      ["2025-03-17", 1, "800"],
    ]);
  });

  it("refuses other staff roles (2017), members and a range over 366 days", async () => {
    const vars = { f: "2025-03-09", t: "2025-03-10", g: "DAY" };
    const refused = await support.client.gql(Q, vars);
    expect(refused.body.errors?.[0]?.extensions?.errorCode).toBe(2017);
    const memberAnswer = await member.client.gql(Q, vars);
    expect(memberAnswer.body.errors?.[0]?.extensions?.errorCode).toBe(2017);
    const long = await finance.client.gql(Q, { f: "2024-01-01", t: "2025-03-10", g: "DAY" });
    expect(long.body.errors?.[0]?.extensions?.code).toBe("DATA_ERROR");
    const bad = await finance.client.gql(Q, { f: "2025-02-30", t: "2025-03-10", g: "DAY" });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("DATA_ERROR");
  });
});
