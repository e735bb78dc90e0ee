import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { ChainStatusQuery } from "../../src/modules/staff/graphql/staff";
import { ReservesReportQuery, SweepIssuesQuery } from "../../src/modules/staff/graphql/reserves";
import type {
  StaffReservesReportQuery as ReportResult,
  StaffSweepIssuesQuery as SweepIssuesResult,
} from "../../src/gql/graphql";

// Fixtures are built loosely (partial overrides); msw's typed handlers get them as the query's shape.
type Report = ReportResult["reservesReport"];
type SweepIssues = SweepIssuesResult["sweepIssues"];

function staffWithChains(reportFixture: unknown, sweepIssueFixtures: unknown[] = []) {
  const reservesReport = reportFixture as Report;
  const sweepIssues = sweepIssueFixtures as SweepIssues;
  server.use(
    graphql.query(SweepIssuesQuery, () => HttpResponse.json({ data: { sweepIssues } })),
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer({ role: "staff" }) } })),
    graphql.query(ChainStatusQuery, () => HttpResponse.json({ data: { chainStatus: [] } })),
    graphql.query(ReservesReportQuery, () => HttpResponse.json({ data: { reservesReport } })),
  );
}

function line(network: "ERC20" | "BEP20" | "TRC20", overrides: Record<string, unknown> = {}) {
  return {
    __typename: "ReservesReportLine" as const,
    network,
    hotWallet: "1000",
    depositAddresses: "250.5",
    coldStorage: "0",
    gasWallet: "0.123456789",
    averageGasPerSweep: "0.002",
    gasRunwaySweeps: 61,
    error: null,
    ...overrides,
  };
}

function report(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "ReservesReport" as const,
    reportDate: "2026-11-25",
    createdAt: "2026-11-24T16:30:00.000Z",
    liabilities: "1200",
    onChain: "1250.5",
    shortfall: "0",
    complete: true,
    lines: [line("ERC20")],
    ...overrides,
  };
}

describe("staff chain page: the daily reserves report", () => {
  it("shows liabilities, on-chain balances per network and the gas wallet's runway", async () => {
    staffWithChains(report());
    renderApp("/en/admin/chain");
    const card = await screen.findByTestId("staff-reserves");
    expect(within(card).getByTestId("staff-reserves-liabilities")).toHaveTextContent("1,200.00 USDT");
    expect(within(card).getByTestId("staff-reserves-on-chain")).toHaveTextContent("1,250.50 USDT");
    expect(within(card).queryByTestId("staff-reserves-shortfall")).not.toBeInTheDocument();
    const eth = within(card).getByTestId("staff-reserves-erc20");
    expect(within(eth).getByTestId("staff-reserves-erc20-hot")).toHaveTextContent("1,000.00 USDT");
    expect(within(eth).getByTestId("staff-reserves-erc20-deposits")).toHaveTextContent("250.50 USDT");
    expect(within(eth).getByTestId("staff-reserves-erc20-gas")).toHaveTextContent("0.123456 ETH");
    expect(within(eth).getByTestId("staff-reserves-erc20-runway")).toHaveTextContent("61 sweeps");
  });

  it("shows a shortfall in red, a network that could not be read, and no runway before the first sweep", async () => {
    staffWithChains(
      report({
        onChain: "900",
        shortfall: "300",
        complete: false,
        lines: [
          line("ERC20", { gasRunwaySweeps: null, averageGasPerSweep: null }),
          line("TRC20", {
            hotWallet: null,
            depositAddresses: null,
            gasWallet: null,
            error: "hot wallet: timeout",
          }),
        ],
      }),
    );
    renderApp("/en/admin/chain");
    const alert = await screen.findByTestId("staff-reserves-shortfall");
    expect(alert).toHaveTextContent("On-chain USDT is 300.00 USDT short of what members hold.");
    expect(screen.getByTestId("staff-reserves-incomplete")).toBeInTheDocument();
    expect(screen.getByTestId("staff-reserves-erc20-runway")).toHaveTextContent("No sweep yet");
    expect(screen.getByTestId("staff-reserves-trc20-error")).toHaveTextContent("Read error");
    expect(screen.getByTestId("staff-reserves-trc20-hot")).toHaveTextContent("—");
    expect(screen.getByTestId("staff-reserves-trc20-gas")).toHaveTextContent("—");
  });

  it("says when there is no report yet", async () => {
    staffWithChains(null);
    renderApp("/en/admin/chain");
    expect(await screen.findByTestId("staff-reserves-none")).toHaveTextContent("No reserves report yet");
  });
});

describe("staff chain page: deposit sweeps to look at", () => {
  const sweep = (id: string, status: string, reason: string | null) => ({
    __typename: "CustodySweep" as const,
    id,
    network: "ERC20",
    address: "0x29A89160E380aEB2F2aEe84405CABbC30e46813F",
    status,
    amount: "120.5",
    destinationKind: "HOT_WALLET",
    gasTxHash: `0x${"a".repeat(64)}`,
    sweepTxHash: null,
    reason,
    updatedAt: "2026-11-25T02:00:00.000Z",
  });

  it("lists open and failed sweeps with their state and reason", async () => {
    staffWithChains(null, [
      sweep("7", "GAS_FUNDED", "USDT transfer: node unreachable"),
      sweep("5", "FAILED", "USDT transfer 0xabc reverted"),
    ]);
    renderApp("/en/admin/chain");
    const waiting = await screen.findByTestId("staff-sweep-7");
    expect(within(waiting).getByTestId("staff-sweep-7-status")).toHaveTextContent(
      "Gas funded, USDT not sent",
    );
    expect(within(waiting).getByTestId("staff-sweep-7-reason")).toHaveTextContent("node unreachable");
    expect(waiting).toHaveTextContent("120.50 USDT");
    expect(screen.getByTestId("staff-sweep-5-status")).toHaveTextContent("Failed");
    expect(screen.getByTestId("staff-sweep-5-reason")).toHaveTextContent("reverted");
  });

  it("says when every sweep went through", async () => {
    staffWithChains(null);
    renderApp("/en/admin/chain");
    expect(await screen.findByTestId("staff-sweeps-none")).toHaveTextContent("No open or failed sweeps.");
  });
});
