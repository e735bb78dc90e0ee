import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { DashboardQuery } from "../../src/modules/dashboards/graphql/dashboard";
import {
  byDimension,
  gmt8Today,
  rangePeriods,
  series,
  total,
} from "../../src/modules/dashboards/components/pivot";

function signIn(staffRoles: string[]) {
  const viewer = makeViewer({ role: staffRoles.length ? "staff" : "member" });
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: { ...viewer, staffRoles } } })));
}

const point = (period: string, metric: string, dim: string, count: number, a: string, b = "0") => ({
  period,
  metric,
  dim,
  count,
  a,
  b,
});

const POINTS = [
  point("2026-11-20", "primary_sales", "CREDIT", 2, "600"),
  point("2026-11-20", "primary_sales", "ATM", 1, "900"),
  point("2026-11-21", "primary_sales", "JPOINT", 1, "0", "1200"),
  point("2026-11-21", "market_trades", "direct", 3, "12500000", "625000"),
  point("2026-11-21", "deposits", "TRC20", 1, "20000000"),
  point("2026-11-21", "new_members", "", 4, "0"),
  point("2026-11-21", "kyc", "APPROVED", 2, "0"),
];

describe("staff dashboard page", () => {
  it("shows finance the totals, charts and auctions ending soon for the last 30 GMT+8 days", async () => {
    signIn(["finance"]);
    let asked: Record<string, unknown> | null = null;
    server.use(
      graphql.query(DashboardQuery, ({ variables }) => {
        asked = variables;
        return HttpResponse.json({
          data: {
            dashboard: {
              from: variables.from,
              to: variables.to,
              granularity: variables.granularity,
              computedAt: "2026-11-21T10:00:00.000Z",
              points: POINTS,
              endingSoon: [
                {
                  listingId: "77",
                  cardId: "5",
                  endsAt: "2026-11-21T12:00:00.000Z",
                  highestBid: "3500000",
                  bidCount: 4,
                },
              ],
            },
          },
        });
      }),
    );
    renderApp("/en/admin/dashboard");
    expect(await screen.findByTestId("staff-page-title")).toHaveTextContent("Operations dashboard");
    const totals = await screen.findByTestId("dashboard-totals");
    expect(within(totals).getByTestId("dashboards.total.salesTwd")).toHaveTextContent("1,500");
    expect(within(totals).getByTestId("dashboards.total.volume")).toHaveTextContent("12.5");
    expect(within(totals).getByTestId("dashboards.total.newMembers")).toHaveTextContent("4");
    expect(screen.getByTestId("chart-sales-twd")).toBeInTheDocument();
    expect(screen.getByTestId("chart-members")).toBeInTheDocument();
    expect(within(screen.getByTestId("dashboard-ending-soon")).getByText("#77")).toBeInTheDocument();
    expect(asked).toMatchObject({ to: gmt8Today(), granularity: "DAY" });
  });

  it("asks again per week when Weekly is chosen", async () => {
    signIn(["admin"]);
    const granularities: string[] = [];
    server.use(
      graphql.query(DashboardQuery, ({ variables }) => {
        granularities.push(String(variables.granularity));
        return HttpResponse.json({
          data: {
            dashboard: {
              from: variables.from,
              to: variables.to,
              granularity: variables.granularity,
              computedAt: null,
              points: [],
              endingSoon: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/dashboard");
    await screen.findByTestId("dashboard-totals");
    await user.click(screen.getByText("Weekly"));
    await waitFor(() => expect(granularities).toContain("WEEK"));
    expect(screen.getByTestId("dashboard-ending-soon")).toHaveTextContent("No auction ends within 24 hours.");
  });

  it("tells support staff they are not allowed and asks nothing", async () => {
    signIn(["support"]);
    let asked = false;
    server.use(
      graphql.query(DashboardQuery, () => {
        asked = true;
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp("/en/admin/dashboard");
    expect(await screen.findByTestId("dashboard-not-allowed")).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it("links the queue board for admins", async () => {
    signIn(["admin"]);
    renderApp("/en/admin/queues-board");
    const open = await screen.findByTestId("open-queue-board");
    expect(open).toHaveAttribute("href", "/admin/queues");
  });
});

describe("dashboard pivots", () => {
  it("spreads dimensions into chart columns and sums series per period", () => {
    const periods = ["2026-11-20", "2026-11-21"];
    const sales = byDimension(POINTS, periods, "primary_sales", "a");
    expect(sales.dims).toEqual(["ATM", "CREDIT", "JPOINT"]);
    expect(sales.rows[0]).toEqual({ period: "2026-11-20", ATM: 900, CREDIT: 600, JPOINT: 0 });
    expect(series(POINTS, periods, { t: { metric: "market_trades", field: "count" } })).toEqual([
      { period: "2026-11-20", t: 0 },
      { period: "2026-11-21", t: 3 },
    ]);
    expect(total(POINTS, "primary_sales", "b")).toBe(1200);
    expect(gmt8Today(new Date("2026-11-24T16:30:00Z"))).toBe("2026-11-25");
    expect(rangePeriods("2026-11-29", "2026-12-02", "DAY")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(rangePeriods("2026-11-23", "2026-12-13", "WEEK")).toEqual([
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
    ]);
  });
});
