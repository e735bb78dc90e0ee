import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { ChainStatusQuery, KycQueueQuery } from "../../src/modules/staff/graphql/staff";
import { watcherBehind } from "../../src/modules/staff/routes/StaffChainPage";
import { ReservesReportQuery, SweepIssuesQuery } from "../../src/modules/staff/graphql/reserves";

function signIn(role: string) {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer({ role }) } })));
}

const off = (network: "ERC20" | "BEP20" | "TRC20") => ({
  __typename: "ChainNetworkStatus" as const,
  network,
  available: false,
  confirmations: null,
  error: null,
  headBlock: null,
  cursorBlock: null,
  lagBlocks: null,
  lastPolledAt: null,
  pendingDeposits: null,
  hotWallet: null,
  hotWalletUsdt: null,
  hotWalletGas: null,
  openWithdrawals: null,
  shortfall: null,
});

function erc20(overrides: Record<string, unknown> = {}) {
  return {
    ...off("ERC20"),
    available: true,
    confirmations: 12,
    headBlock: 21_000_120,
    cursorBlock: 21_000_115,
    lagBlocks: 6,
    lastPolledAt: new Date(Date.now() - 10_000).toISOString(),
    pendingDeposits: 2,
    hotWallet: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    hotWalletUsdt: "1200.5",
    hotWalletGas: "0.25",
    openWithdrawals: "1500",
    shortfall: true,
    ...overrides,
  };
}

function tron(overrides: Record<string, unknown> = {}) {
  return {
    ...off("TRC20"),
    available: true,
    error: "head block: no answer within 3000 ms",
    confirmations: 19,
    cursorBlock: 70_000_000,
    lastPolledAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    pendingDeposits: 0,
    hotWallet: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    openWithdrawals: "0",
    ...overrides,
  };
}

describe("staff chain status page", () => {
  // The page also shows the daily reserves report and the sweeps (client/test/staff/reservesReport.test.tsx).
  beforeEach(() => {
    server.use(
      graphql.query(ReservesReportQuery, () => HttpResponse.json({ data: { reservesReport: null } })),
      graphql.query(SweepIssuesQuery, () => HttpResponse.json({ data: { sweepIssues: [] } })),
    );
  });

  it("tells members they are not allowed and asks nothing", async () => {
    signIn("member");
    let asked = false;
    server.use(
      graphql.query(ChainStatusQuery, () => {
        asked = true;
        return HttpResponse.json({ data: { chainStatus: [] } });
      }),
    );
    renderApp("/en/admin/chain");
    expect(await screen.findByTestId("staff-not-allowed")).toHaveTextContent("You are not allowed here");
    expect(screen.queryByTestId("staff-chain")).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it("shows each network's card, a red shortfall alert, a dead node and an unconfigured network", async () => {
    signIn("staff");
    server.use(
      graphql.query(ChainStatusQuery, () =>
        HttpResponse.json({ data: { chainStatus: [erc20(), off("BEP20"), tron()] } }),
      ),
    );
    renderApp("/en/admin/chain");

    const eth = await screen.findByTestId("staff-chain-erc20");
    expect(within(eth).getByText("Configured")).toBeInTheDocument();
    expect(within(eth).getByTestId("staff-chain-erc20-shortfall")).toHaveTextContent(
      "The hot wallet holds 1,200.50 USDT but open withdrawals need 1,500.00 USDT.",
    );
    expect(within(eth).getByTestId("staff-chain-erc20-head")).toHaveTextContent("21,000,120");
    expect(within(eth).getByTestId("staff-chain-erc20-lag")).toHaveTextContent("6 blocks");
    expect(within(eth).getByTestId("staff-chain-erc20-pending")).toHaveTextContent("2");
    expect(within(eth).getByTestId("staff-chain-erc20-usdt")).toHaveTextContent("1,200.50 USDT");
    expect(within(eth).getByTestId("staff-chain-erc20-gas")).toHaveTextContent("0.25 ETH");
    expect(within(eth).getByTestId("staff-chain-erc20-open")).toHaveTextContent("1,500.00 USDT");
    expect(within(eth).getByTestId("staff-chain-erc20-hot-wallet-copy")).toBeInTheDocument();
    // Lag 6 ≤ 2 × 12 and polled 10 s ago: the watcher keeps up.
    expect(within(eth).queryByTestId("staff-chain-erc20-behind")).not.toBeInTheDocument();

    const bsc = screen.getByTestId("staff-chain-bep20");
    expect(within(bsc).getByTestId("staff-chain-bep20-off")).toBeInTheDocument();
    expect(within(bsc).getByText("Not configured")).toBeInTheDocument();
    expect(within(bsc).queryByTestId("staff-chain-bep20-shortfall")).not.toBeInTheDocument();

    const trx = screen.getByTestId("staff-chain-trc20");
    expect(within(trx).getByTestId("staff-chain-trc20-error")).toHaveTextContent("no answer within 3000 ms");
    // Last poll 10 minutes ago: the watcher is behind.
    expect(within(trx).getByTestId("staff-chain-trc20-behind")).toBeInTheDocument();
    expect(within(trx).queryByTestId("staff-chain-trc20-shortfall")).not.toBeInTheDocument();
  });

  it("has the chain status in the staff menu", async () => {
    signIn("staff");
    server.use(
      graphql.query(ChainStatusQuery, () =>
        HttpResponse.json({
          data: { chainStatus: [erc20({ shortfall: false }), off("BEP20"), off("TRC20")] },
        }),
      ),
    );
    server.use(
      graphql.query(KycQueueQuery, () =>
        HttpResponse.json({
          data: { kycQueue: { total: 0, page: 1, pageSize: 20, items: [] } },
        }),
      ),
    );
    const { user, router } = renderApp("/en/admin/kyc");
    const nav = await screen.findByTestId("staff-nav");
    await user.click(within(nav).getByText("Chain"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/admin/chain"));
    const eth = await screen.findByTestId("staff-chain-erc20");
    expect(within(eth).queryByTestId("staff-chain-erc20-shortfall")).not.toBeInTheDocument();
  });
});

describe("watcherBehind", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  const recent = "2026-11-22T11:59:30Z";
  it("warns when the lag exceeds twice the confirmations or the last poll is over 2 minutes old", () => {
    const base = erc20({ confirmations: 3, lastPolledAt: recent });
    expect(watcherBehind({ ...base, lagBlocks: 6 } as never, now)).toBe(false);
    expect(watcherBehind({ ...base, lagBlocks: 7 } as never, now)).toBe(true);
    expect(watcherBehind({ ...base, lagBlocks: 1, lastPolledAt: "2026-11-22T11:57:59Z" } as never, now)).toBe(
      true,
    );
    expect(watcherBehind({ ...base, lagBlocks: 1, lastPolledAt: null } as never, now)).toBe(true);
    expect(watcherBehind(off("BEP20") as never, now)).toBe(false);
  });
});
