import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  CardWithdrawalQueueQuery,
  SettleCardWithdrawalMutation,
  SettleUsdtWithdrawalMutation,
  UsdtWithdrawalQueueQuery,
} from "../../src/modules/staff/graphql/staff";

const HASH = "0x9f2c6a1b7e3d4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90";

const page = <T,>(typename: string, items: T[]) => ({
  __typename: typename,
  total: items.length,
  page: 1,
  pageSize: 20,
  items,
});

function usdtItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "UsdtWithdrawal" as const,
    id: "601",
    network: "ERC20" as const,
    address: "0x2222222222222222222222222222222222222222",
    amount: "10",
    fee: "2",
    totalDebited: "12",
    status: "SENDING" as const,
    txHash: null,
    failureReason: "outcome unknown, check on chain: HTTP request failed",
    createdAt: "2026-11-22T03:00:00.000Z",
    reviewedAt: "2026-11-22T03:10:00.000Z",
    sentAt: null,
    member: { __typename: "WalletMember" as const, id: "7", email: "ken@example.com", nickname: "Ken" },
    ...overrides,
  };
}

function cardItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CardWithdrawal" as const,
    id: "802",
    cardId: "12",
    cardName: "Moonlit Koi",
    cardImage: "/media/cards/12.png",
    units: 2,
    chain: "ETH",
    address: "0x1111111111111111111111111111111111111111",
    feeCurrency: "JPOINT" as const,
    fee: "150",
    status: "SENDING" as const,
    txHash: null,
    failureReason: "outcome unknown, check on chain: timeout",
    createdAt: "2026-11-22T04:00:00.000Z",
    sentAt: null,
    member: { __typename: "WalletMember" as const, id: "8", email: "aya@example.com", nickname: "Aya" },
    ...overrides,
  };
}

function signInStaff() {
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer({ role: "staff" }) } })),
  );
}

describe("settling a withdrawal stuck in SENDING", { timeout: 30_000 }, () => {
  it("sends the hash; a hash the gateway refuses is shown under the field and the dialog stays", async () => {
    signInStaff();
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.query(UsdtWithdrawalQueueQuery, ({ variables }) => {
        const settled = calls.some((c) => c.txHash === HASH);
        const items = variables.status === "SENDING" && !settled ? [usdtItem()] : [];
        return HttpResponse.json({ data: { usdtWithdrawalQueue: page("UsdtWithdrawalPage", items) } });
      }),
      graphql.mutation(SettleUsdtWithdrawalMutation, ({ variables }) => {
        calls.push(variables);
        if (variables.txHash !== HASH) {
          return HttpResponse.json({
            errors: [
              {
                message: "error.dataError",
                extensions: { code: "DATA_ERROR", errorCode: 400, data: { field: "txHash" } },
              },
            ],
          });
        }
        return HttpResponse.json({
          data: { settleUsdtWithdrawal: usdtItem({ status: "SENT", txHash: HASH, failureReason: null }) },
        });
      }),
    );
    const { user } = renderApp("/en/admin/withdrawals");
    await user.click(await screen.findByRole("radio", { name: "Sending" }));
    const row = await screen.findByTestId("staff-usdt-row");
    await user.click(within(row).getByTestId("staff-usdt-settle"));
    const dialog = await screen.findByTestId("settle-modal");

    // Empty: nothing is sent.
    await user.click(within(dialog).getByTestId("settle-sent"));
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByTestId("settle-tx-hash"), `0x${"ab".repeat(32)}`);
    await user.click(within(dialog).getByTestId("settle-sent"));
    expect(await within(dialog).findByText(/is not this withdrawal's transfer on chain/)).toBeInTheDocument();
    expect(calls).toEqual([{ id: "601", txHash: `0x${"ab".repeat(32)}` }]);

    const field = within(dialog).getByTestId("settle-tx-hash");
    await user.clear(field);
    await user.type(field, `  ${HASH} `);
    await user.click(within(dialog).getByTestId("settle-sent"));
    await waitFor(() => expect(calls[1]).toEqual({ id: "601", txHash: HASH }));
    expect(await screen.findByTestId("staff-withdrawals-empty")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("settle-modal")).not.toBeInTheDocument());
  });

  it("fails a card withdrawal as not sent only after the confirmation", async () => {
    signInStaff();
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.query(UsdtWithdrawalQueueQuery, () =>
        HttpResponse.json({ data: { usdtWithdrawalQueue: page("UsdtWithdrawalPage", []) } }),
      ),
      graphql.query(CardWithdrawalQueueQuery, ({ variables }) =>
        HttpResponse.json({
          data: {
            cardWithdrawalQueue: page(
              "CardWithdrawalPage",
              variables.status === "SENDING" && !calls.length ? [cardItem()] : [],
            ),
          },
        }),
      ),
      graphql.mutation(SettleCardWithdrawalMutation, ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({
          data: {
            settleCardWithdrawal: cardItem({ status: "FAILED", failureReason: "settled by staff: not sent" }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/withdrawals");
    await user.click(await screen.findByTestId("staff-tab-cards"));
    await user.click(await screen.findByRole("radio", { name: "Sending" }));
    const row = await screen.findByTestId("staff-card-row");
    await user.click(within(row).getByTestId("staff-card-settle"));
    const dialog = await screen.findByTestId("settle-modal");
    await user.click(within(dialog).getByTestId("settle-not-sent"));
    expect(calls).toEqual([]);
    await user.click(await within(dialog).findByTestId("settle-not-sent-confirm"));
    await waitFor(() => expect(calls).toEqual([{ id: "802", confirmNotSent: true }]));
    expect(await screen.findByTestId("staff-withdrawals-empty")).toBeInTheDocument();
  });
});
