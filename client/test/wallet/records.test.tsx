import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { MyUsdtDepositsQuery, MyUsdtWithdrawalsQuery } from "../../src/modules/wallet/graphql/wallet";
import { RECORDS_POLL_MS } from "../../src/modules/wallet/components/PagedTable";
import { deposit, page, serveWallet, withdrawal } from "./fixtures";

beforeAll(async () => {
  await import("../../src/modules/wallet/routes/UsdtRecordsPage");
}, 60_000);

const SENT_TX = "0xfeedbeef00000000000000000000000000000000000000000000000000c0ffee";

describe("USDT records", { timeout: 30_000 }, () => {
  it("shows confirmations of a pending deposit and the credited one", async () => {
    serveWallet();
    const deposits = page("UsdtDepositPage", [
      deposit(),
      deposit({
        id: "6",
        status: "CREDITED",
        confirmations: 20,
        amount: "10",
        creditedAt: "2026-11-20T10:00:00.000Z",
      }),
    ]);
    server.use(
      graphql.query(MyUsdtDepositsQuery, () => HttpResponse.json({ data: { myUsdtDeposits: deposits } })),
    );
    renderApp("/en/users/usdt_Record");
    const rows = await screen.findAllByTestId("deposit-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId("deposit-status")).toHaveTextContent("Confirming");
    expect(within(rows[0]!).getByTestId("deposit-confirmations")).toHaveTextContent("4 / 20 confirmations");
    expect(within(rows[0]!).getByTestId("deposit-tx")).toHaveTextContent("0xabc123…567890");
    expect(rows[0]).toHaveTextContent("+250.00");
    expect(within(rows[1]!).getByTestId("deposit-status")).toHaveTextContent("Credited");
    expect(within(rows[1]!).queryByTestId("deposit-confirmations")).not.toBeInTheDocument();
  });

  it("shows each withdrawal's state: under review, sent with its transaction, failed with the reason", async () => {
    serveWallet();
    const withdrawals = page("UsdtWithdrawalPage", [
      withdrawal({ id: "3", status: "REVIEW" }),
      withdrawal({ id: "2", status: "SENT", txHash: SENT_TX, sentAt: "2026-11-19T10:00:00.000Z" }),
      withdrawal({ id: "1", status: "FAILED", failureReason: "Address belongs to a sanctioned list" }),
    ]);
    server.use(
      graphql.query(MyUsdtWithdrawalsQuery, () =>
        HttpResponse.json({ data: { myUsdtWithdrawals: withdrawals } }),
      ),
    );
    const { user } = renderApp("/en/users/usdt_Record");
    await user.click(await screen.findByTestId("records-tab-withdrawals"));
    const rows = await screen.findAllByTestId("withdrawal-row");
    expect(rows.map((r) => within(r).getByTestId("withdrawal-status").textContent)).toEqual([
      "Under review",
      "Sent",
      "Failed",
    ]);
    expect(rows[0]).toHaveTextContent("100.00");
    expect(rows[0]).toHaveTextContent("5.00");
    expect(within(rows[1]!).getByTestId("withdrawal-tx")).toHaveAttribute("title", SENT_TX);
    expect(within(rows[1]!).getByTestId("withdrawal-tx")).toHaveTextContent("0xfeedbe…c0ffee");
    expect(within(rows[0]!).queryByTestId("withdrawal-tx")).not.toBeInTheDocument();
    expect(within(rows[2]!).getByTestId("withdrawal-failure")).toHaveTextContent(
      "Address belongs to a sanctioned list",
    );
  });

  it("polls while a deposit is pending and shows it credited", async () => {
    serveWallet();
    let calls = 0;
    server.use(
      graphql.query(MyUsdtDepositsQuery, () => {
        calls += 1;
        const item =
          calls === 1
            ? deposit()
            : deposit({ status: "CREDITED", confirmations: 20, creditedAt: "2026-11-21T10:00:00.000Z" });
        return HttpResponse.json({ data: { myUsdtDeposits: page("UsdtDepositPage", [item]) } });
      }),
    );
    // The poll runs every RECORDS_POLL_MS: the clock is moved on instead of waited out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp("/en/users/usdt_Record");
      expect(await screen.findByTestId("deposit-confirmations")).toHaveTextContent("4 / 20");
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(RECORDS_POLL_MS);
      await waitFor(() => expect(screen.getByTestId("deposit-status")).toHaveTextContent("Credited"));
      expect(screen.queryByTestId("deposit-confirmations")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
