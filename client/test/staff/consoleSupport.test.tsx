import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import {
  AccountsPendingDeletionQuery,
  LatePaidOrdersQuery,
  RefundPaymentOrderMutation,
  RestoreAccountMutation,
} from "../../src/modules/staff/graphql/support";
import { ResetMemberTwoFactorMutation } from "../../src/modules/staff/graphql/moderation";
import { signInStaff, typename } from "./consoleHelpers";

const order = (overrides: Record<string, unknown> = {}) => ({
  ...typename("PrimaryOrder"),
  orderId: "VT20261124001",
  kind: "PRODUCT" as const,
  state: "SUCCESS" as const,
  productName: "Moonrise",
  quantity: 2,
  payWith: "CHANNEL",
  paymentWay: "linepay",
  amountTwd: "600",
  amountJpoint: null,
  paidLate: true,
  lateOutcome: "JPOINT",
  refundState: null,
  purchaserEmail: "mei@example.com",
  paidAt: "2026-11-24T10:00:00.000Z",
  createdAt: "2026-11-24T08:00:00.000Z",
  ...overrides,
});

describe("staff console: support and finance tools", { timeout: 40_000 }, () => {
  it("lists late-paid orders", async () => {
    signInStaff(["support"]);
    server.use(
      graphql.query(LatePaidOrdersQuery, () => HttpResponse.json({ data: { latePaidOrders: [order()] } })),
    );
    renderApp("/en/admin/late-paid");
    expect(await screen.findByTestId("staff-order-row")).toHaveTextContent("VT20261124001");
    expect(screen.getByTestId("staff-order-row")).toHaveTextContent("JPOINT");
  });

  it("restores an account pending deletion after a confirmation", async () => {
    signInStaff(["support"]);
    const restored: unknown[] = [];
    server.use(
      graphql.query(AccountsPendingDeletionQuery, () =>
        HttpResponse.json({
          data: {
            accountsPendingDeletion: restored.length
              ? []
              : [
                  {
                    ...typename("PendingDeletion"),
                    userId: "77",
                    publicId: "u-ken77",
                    email: "ken@example.com",
                    nickname: "Ken",
                    deletionDueAt: "2026-12-24T00:00:00.000Z",
                  },
                ],
          },
        }),
      ),
      graphql.mutation(RestoreAccountMutation, ({ variables }) => {
        restored.push(variables);
        return HttpResponse.json({ data: { restoreAccount: true } });
      }),
    );
    const { user } = renderApp("/en/admin/restore");
    await user.click(await screen.findByTestId("staff-restore-button"));
    await user.click(await screen.findByTestId("staff-confirm-ok"));
    await waitFor(() => expect(restored).toEqual([{ userId: "77" }]));
    expect(await screen.findByTestId("staff-restore-empty")).toBeInTheDocument();
  });

  it("resets a member's 2FA only with identity-check notes", async () => {
    signInStaff(["support"]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation(ResetMemberTwoFactorMutation, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { resetMemberTwoFactor: true } });
      }),
    );
    const { user } = renderApp("/en/admin/two-factor-reset");
    await user.type(await screen.findByTestId("staff-2fa-user"), "77");
    await user.type(screen.getByTestId("staff-2fa-notes"), "too short");
    await user.click(screen.getByTestId("staff-2fa-submit"));
    expect(await screen.findByText("Write at least 20 characters of notes.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByTestId("staff-2fa-notes"), ": KYC name, birthday and last order matched");
    await user.click(screen.getByTestId("staff-2fa-submit"));
    await user.click(await screen.findByTestId("staff-confirm-ok"));
    await waitFor(() =>
      expect(sent).toEqual([
        { userId: "77", identityCheckNotes: "too short: KYC name, birthday and last order matched" },
      ]),
    );
  });

  it("refunds a payment order by number after a confirmation and shows its refund state", async () => {
    signInStaff(["finance"]);
    server.use(
      graphql.mutation(RefundPaymentOrderMutation, ({ variables }) =>
        HttpResponse.json({
          data: {
            refundPaymentOrder: order({
              orderId: variables.orderNo,
              refundState: "PENDING",
              paidLate: false,
            }),
          },
        }),
      ),
    );
    const { user } = renderApp("/en/admin/payment-refunds");
    await user.type(await screen.findByTestId("staff-refund-order"), "VT20261124009");
    await user.click(screen.getByTestId("staff-refund-submit"));
    await user.click(await screen.findByTestId("staff-confirm-ok"));
    expect(await screen.findByTestId("staff-order-refund-state")).toHaveTextContent("PENDING");
    expect(screen.getByTestId("staff-order-row")).toHaveTextContent("VT20261124009");
  });
});
