import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { renderApp } from "../../src/shared/test/renderApp";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  CancelCardWithdrawalMutation,
  CancelUsdtWithdrawalMutation,
  MyCardWithdrawalQuery,
  MyCardWithdrawalsQuery,
  MyUsdtWithdrawalQuery,
  MyUsdtWithdrawalsQuery,
} from "../../src/modules/wallet/graphql/wallet";
import { EVM_ADDRESS, page, serveWallet, withdrawal } from "./fixtures";

beforeAll(async () => {
  await import("../../src/modules/wallet/routes/UsdtWithdrawalPage");
  await import("../../src/modules/wallet/routes/CardWithdrawalPage");
  await import("../../src/modules/wallet/routes/UsdtRecordsPage");
}, 60_000);

const SENT_TX = "0xfeedbeef00000000000000000000000000000000000000000000000000c0ffee";

/** A USDT withdrawal as its page reads it (the list's fields and when it was cancelled). */
const usdtDetail = (overrides: Record<string, unknown> = {}) => ({
  ...withdrawal(),
  cancelledAt: null as string | null,
  ...overrides,
});

function cardDetail(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CardWithdrawal" as const,
    id: "8",
    cardId: "1",
    cardName: "Aurora #1",
    cardImage: "/media/cards/1.png",
    units: 2,
    chain: "BSC",
    address: EVM_ADDRESS,
    feeCurrency: "JPOINT" as const,
    fee: "150",
    status: "REVIEW" as const,
    txHash: null as string | null,
    failureReason: null as string | null,
    createdAt: "2026-11-22T10:00:00.000Z",
    reviewedAt: null as string | null,
    sentAt: null as string | null,
    cancelledAt: null as string | null,
    ...overrides,
  };
}

/** Counts the header's session query, which a cancel refetches for the new balance. */
function countMe(balances: string[]) {
  let calls = 0;
  server.use(
    graphql.query(MeQuery, () => {
      const usdtBalance = balances[Math.min(calls, balances.length - 1)]!;
      calls += 1;
      return HttpResponse.json({ data: { me: makeViewer({ usdtBalance }) } });
    }),
  );
  return () => calls;
}

describe("a USDT withdrawal's page", { timeout: 30_000 }, () => {
  it("opens from its row in the records and shows network, address, amounts, status and times", async () => {
    serveWallet();
    server.use(
      graphql.query(MyUsdtWithdrawalsQuery, () =>
        HttpResponse.json({
          data: { myUsdtWithdrawals: page("UsdtWithdrawalPage", [withdrawal({ id: "31" })]) },
        }),
      ),
      graphql.query(MyUsdtWithdrawalQuery, ({ variables }) =>
        HttpResponse.json({ data: { myUsdtWithdrawal: usdtDetail({ id: variables.id }) } }),
      ),
    );
    const { user, router } = renderApp("/en/users/usdt_Record?tab=withdrawals");
    const row = await screen.findByTestId("withdrawal-row");
    await user.click(within(row).getByTestId("withdrawal-link"));
    const detail = await screen.findByTestId("usdt-withdrawal");
    expect(router.state.location.pathname).toBe("/en/users/withdraw/usdt/31");
    expect(await within(detail).findByTestId("detail-network")).toHaveTextContent("ERC20");
    expect(within(detail).getByTestId("detail-address-text")).toHaveTextContent(EVM_ADDRESS);
    expect(within(detail).getByTestId("detail-amount")).toHaveTextContent("100.00 USDT");
    expect(within(detail).getByTestId("detail-fee")).toHaveTextContent("5.00 USDT");
    expect(within(detail).getByTestId("detail-expectedAmount")).toHaveTextContent("100.00 USDT");
    expect(within(detail).getByTestId("detail-status")).toHaveTextContent("Under review");
    expect(within(detail).getByTestId("detail-createdAt")).toHaveTextContent("2026");
    expect(within(detail).queryByTestId("detail-txHash")).not.toBeInTheDocument();
    expect(within(detail).getByTestId("cancel-withdrawal")).toBeInTheDocument();
  });

  it("a sent one shows its transaction and sent time, and cannot be cancelled", async () => {
    serveWallet();
    server.use(
      graphql.query(MyUsdtWithdrawalQuery, () =>
        HttpResponse.json({
          data: {
            myUsdtWithdrawal: usdtDetail({
              status: "SENT",
              txHash: SENT_TX,
              reviewedAt: "2026-11-20T10:00:00.000Z",
              sentAt: "2026-11-20T11:00:00.000Z",
            }),
          },
        }),
      ),
    );
    renderApp("/en/users/withdraw/usdt/31");
    const detail = await screen.findByTestId("usdt-withdrawal");
    expect(await within(detail).findByTestId("detail-tx")).toHaveTextContent(SENT_TX);
    expect(within(detail).getByTestId("detail-status")).toHaveTextContent("Sent");
    expect(within(detail).getByTestId("detail-reviewedAt")).toBeInTheDocument();
    expect(within(detail).getByTestId("detail-sentAt")).toBeInTheDocument();
    expect(within(detail).queryByTestId("cancel-withdrawal")).not.toBeInTheDocument();
  });

  it("cancel asks first, then shows it cancelled and refreshes the balance", async () => {
    serveWallet();
    const meCalls = countMe(["1234.5", "1339.5"]);
    const cancelled: unknown[] = [];
    server.use(
      graphql.query(MyUsdtWithdrawalQuery, () =>
        HttpResponse.json({ data: { myUsdtWithdrawal: usdtDetail() } }),
      ),
      graphql.mutation(CancelUsdtWithdrawalMutation, ({ variables }) => {
        cancelled.push(variables);
        return HttpResponse.json({
          data: {
            cancelUsdtWithdrawal: usdtDetail({
              status: "CANCELLED",
              cancelledAt: "2026-11-20T09:30:00.000Z",
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/users/withdraw/usdt/31");
    const detail = await screen.findByTestId("usdt-withdrawal");
    await user.click(await within(detail).findByTestId("cancel-withdrawal"));
    const confirm = await screen.findByTestId("cancel-withdrawal-confirm");
    expect(confirm).toHaveTextContent("105.00 USDT (amount and fee) returns to your available balance");
    expect(cancelled).toEqual([]);
    const before = meCalls();
    await user.click(within(confirm).getByTestId("cancel-withdrawal-confirm-button"));

    expect(await screen.findByText("Withdrawal cancelled")).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: "31" }]);
    await waitFor(() => expect(within(detail).getByTestId("detail-status")).toHaveTextContent("Cancelled"));
    expect(within(detail).getByTestId("detail-cancelledAt")).toBeInTheDocument();
    expect(within(detail).queryByTestId("cancel-withdrawal")).not.toBeInTheDocument();
    await waitFor(() => expect(meCalls()).toBeGreaterThan(before));
  });

  it("keeping it closes the dialog and changes nothing", async () => {
    serveWallet();
    let mutations = 0;
    server.use(
      graphql.query(MyUsdtWithdrawalQuery, () =>
        HttpResponse.json({ data: { myUsdtWithdrawal: usdtDetail() } }),
      ),
      graphql.mutation(CancelUsdtWithdrawalMutation, () => {
        mutations += 1;
        return graphqlError(9500);
      }),
    );
    const { user } = renderApp("/en/users/withdraw/usdt/31");
    await user.click(await screen.findByTestId("cancel-withdrawal"));
    const confirm = await screen.findByTestId("cancel-withdrawal-confirm");
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByTestId("cancel-withdrawal-confirm")).not.toBeInTheDocument());
    expect(mutations).toBe(0);
    expect(screen.getByTestId("detail-status")).toHaveTextContent("Under review");
  });

  it("approved meanwhile: the refusal is shown and the page shows it as it is now", async () => {
    serveWallet();
    let reads = 0;
    server.use(
      graphql.query(MyUsdtWithdrawalQuery, () => {
        reads += 1;
        const status = reads === 1 ? "REVIEW" : "APPROVED";
        return HttpResponse.json({ data: { myUsdtWithdrawal: usdtDetail({ status }) } });
      }),
      graphql.mutation(CancelUsdtWithdrawalMutation, () => graphqlError(2033, { status: "APPROVED" })),
    );
    const { user } = renderApp("/en/users/withdraw/usdt/31");
    await user.click(await screen.findByTestId("cancel-withdrawal"));
    await user.click(await screen.findByTestId("cancel-withdrawal-confirm-button"));
    expect(
      await screen.findByText(
        "This withdrawal can no longer be cancelled: it is already being processed or has ended.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("detail-status")).toHaveTextContent("Approved"));
    expect(screen.queryByTestId("cancel-withdrawal")).not.toBeInTheDocument();
  });

  it("someone else's or an unknown id shows the not-found message", async () => {
    serveWallet();
    server.use(graphql.query(MyUsdtWithdrawalQuery, () => graphqlError(404)));
    renderApp("/en/users/withdraw/usdt/999");
    expect(await screen.findByTestId("error-state")).toBeInTheDocument();
    expect(screen.queryByTestId("cancel-withdrawal")).not.toBeInTheDocument();
  });
});

describe("a card withdrawal's page", { timeout: 30_000 }, () => {
  it("opens from its row and shows the card, units, chain, address, fee and status", async () => {
    serveWallet();
    server.use(
      graphql.query(MyCardWithdrawalsQuery, () =>
        HttpResponse.json({
          data: {
            myCardWithdrawals: page("CardWithdrawalPage", [
              (({ reviewedAt: _r, cancelledAt: _c, ...listed }) => listed)(cardDetail()),
            ]),
          },
        }),
      ),
      graphql.query(MyCardWithdrawalQuery, () =>
        HttpResponse.json({ data: { myCardWithdrawal: cardDetail() } }),
      ),
    );
    const { user, router } = renderApp("/en/users/withdraw");
    const row = await screen.findByTestId("card-withdrawal-row");
    await user.click(within(row).getByTestId("card-withdrawal-link"));
    const detail = await screen.findByTestId("card-withdrawal");
    expect(router.state.location.pathname).toBe("/en/users/withdraw/card/8");
    expect(await within(detail).findByTestId("detail-card")).toHaveTextContent("Aurora #1");
    expect(within(detail).getByTestId("detail-units")).toHaveTextContent("2");
    expect(within(detail).getByTestId("detail-chain")).toHaveTextContent("BSC");
    expect(within(detail).getByTestId("detail-address-text")).toHaveTextContent(EVM_ADDRESS);
    expect(within(detail).getByTestId("detail-fee")).toHaveTextContent("150 Jpoint");
    expect(within(detail).getByTestId("detail-status")).toHaveTextContent("Under review");
  });

  it("cancel returns the units and refunds the fee: asks first, then shows it cancelled", async () => {
    serveWallet();
    const meCalls = countMe(["1234.5"]);
    const cancelled: unknown[] = [];
    server.use(
      graphql.query(MyCardWithdrawalQuery, () =>
        HttpResponse.json({ data: { myCardWithdrawal: cardDetail() } }),
      ),
      graphql.mutation(CancelCardWithdrawalMutation, ({ variables }) => {
        cancelled.push(variables);
        return HttpResponse.json({
          data: {
            cancelCardWithdrawal: cardDetail({
              status: "CANCELLED",
              cancelledAt: "2026-11-22T11:00:00.000Z",
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/users/withdraw/card/8");
    const detail = await screen.findByTestId("card-withdrawal");
    await user.click(await within(detail).findByTestId("cancel-withdrawal"));
    const confirm = await screen.findByTestId("cancel-withdrawal-confirm");
    expect(confirm).toHaveTextContent(
      "2 units of “Aurora #1” return to your collection and the 150 Jpoint fee is refunded.",
    );
    const before = meCalls();
    await user.click(within(confirm).getByTestId("cancel-withdrawal-confirm-button"));
    expect(await screen.findByText("Withdrawal cancelled")).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: "8" }]);
    await waitFor(() => expect(within(detail).getByTestId("detail-status")).toHaveTextContent("Cancelled"));
    expect(within(detail).queryByTestId("cancel-withdrawal")).not.toBeInTheDocument();
    await waitFor(() => expect(meCalls()).toBeGreaterThan(before));
  });
});
