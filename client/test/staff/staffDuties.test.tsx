import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  AdminCreditRequestsQuery,
  AdminCreditUsdtMutation,
  ApproveAdminCreditMutation,
  AuditLogQuery,
} from "../../src/modules/staff/graphql/duties";

function signIn(overrides: Record<string, unknown>) {
  server.use(
    graphql.query(MeQuery, () =>
      HttpResponse.json({
        data: { me: makeViewer({ role: "staff", twoFactorEnabled: true, ...overrides }) },
      }),
    ),
  );
}

function auditEntry(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "AuditLogEntry" as const,
    id: String(id),
    createdAt: "2026-11-24T10:00:00.000Z",
    actor: { __typename: "AuditActor" as const, id: "5", nickname: "Fiona", email: "fiona@example.com" },
    actorRoles: ["finance"],
    operation: "approveUsdtWithdrawal",
    kind: "mutation",
    targetType: "usdt_withdrawal",
    targetId: "77",
    outcome: "OK",
    args: JSON.stringify({ id: "77" }),
    before: JSON.stringify({ status: "REVIEW" }),
    after: JSON.stringify({ status: "APPROVED" }),
    requestId: `req-${id}`,
    ...overrides,
  };
}

const person = (id: string, nickname: string) => ({ __typename: "StaffPerson" as const, id, nickname });

function creditRequest(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "AdminCreditRequest" as const,
    id: "9",
    status: "PENDING" as const,
    amount: "2500",
    reason: "Goodwill for the outage",
    createdAt: "2026-11-24T09:00:00.000Z",
    decidedAt: null,
    decisionNote: null,
    transactionId: null,
    target: { __typename: "AdminCreditTarget" as const, id: "7", email: "ken@example.com", nickname: "Ken" },
    requestedBy: person("5", "Fiona"),
    decidedBy: null,
    ...overrides,
  };
}

const creditPage = (items: ReturnType<typeof creditRequest>[]) => ({
  __typename: "AdminCreditRequestPage" as const,
  total: items.length,
  page: 1,
  pageSize: 20,
  fourEyesThreshold: "1000",
  items,
});

describe("staff audit log page", { timeout: 30_000 }, () => {
  it("lists entries 20 a page, filters by actor, operation and dates, and shows before/after", async () => {
    signIn({ staffRoles: ["admin"] });
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query(AuditLogQuery, ({ variables }) => {
        const filter = (variables.filter ?? {}) as Record<string, unknown>;
        asked.push(filter);
        const page = Number(filter.page ?? 1);
        const items = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) =>
          auditEntry((page - 1) * 20 + i + 1),
        );
        return HttpResponse.json({
          data: { staffAuditLog: { total: 25, page, pageSize: 20, items } },
        });
      }),
    );
    const { user } = renderApp("/en/admin/audit");
    expect(await screen.findAllByTestId("staff-audit-row")).toHaveLength(20);
    expect(screen.getByTestId("staff-audit-total")).toHaveTextContent("25 in total");
    // The nav shows only what an admin-only staff member may open.
    const nav = screen.getByTestId("staff-nav");
    expect(nav).toHaveTextContent("Audit");
    expect(nav).not.toHaveTextContent("KYC");
    expect(nav).not.toHaveTextContent("Credits");

    await user.click(within(screen.getByTestId("staff-audit-pages")).getByRole("button", { name: "2" }));
    await waitFor(() => expect(screen.getAllByTestId("staff-audit-row")).toHaveLength(5));
    expect(asked.at(-1)).toEqual({ page: 2 });

    await user.type(screen.getByTestId("staff-audit-actor"), "fiona@example.com");
    await user.type(screen.getByTestId("staff-audit-operation"), "approveUsdtWithdrawal");
    await user.type(screen.getByTestId("staff-audit-from"), "2026-11-01");
    await user.type(screen.getByTestId("staff-audit-to"), "2026-11-24");
    await user.click(screen.getByTestId("staff-audit-apply"));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        actor: "fiona@example.com",
        operation: "approveUsdtWithdrawal",
        from: "2026-11-01",
        to: "2026-11-24",
        page: 1,
      }),
    );

    await user.click((await screen.findAllByTestId("staff-audit-row"))[0]!);
    expect(await screen.findByTestId("staff-audit-before-json")).toHaveTextContent('"status": "REVIEW"');
    expect(screen.getByTestId("staff-audit-after-json")).toHaveTextContent('"status": "APPROVED"');
  });

  it("tells staff without 2FA to turn it on, with a link to the account page", async () => {
    signIn({ staffRoles: ["admin"], twoFactorEnabled: false });
    server.use(
      graphql.query(AuditLogQuery, () =>
        HttpResponse.json({
          errors: [
            {
              message: "error.STAFF_TWO_FACTOR_REQUIRED",
              extensions: {
                code: "STAFF_TWO_FACTOR_REQUIRED",
                errorCode: 2055,
                messageKey: "error.STAFF_TWO_FACTOR_REQUIRED",
              },
            },
          ],
          data: null,
        }),
      ),
    );
    renderApp("/en/admin/audit");
    const alert = await screen.findByTestId("staff-two-factor-required");
    expect(alert).toHaveTextContent("cannot run any staff operation");
    expect(within(alert).getByTestId("staff-two-factor-link")).toHaveAttribute("href", "/en/account");
  });
});

describe("staff credit queue (four eyes)", { timeout: 30_000 }, () => {
  it("requests a large credit: it waits, and the requester sees no approve button on it", async () => {
    signIn({ id: "5", staffRoles: ["finance"] });
    let pending: ReturnType<typeof creditRequest>[] = [];
    let sent: Record<string, unknown> | undefined;
    server.use(
      graphql.query(AdminCreditRequestsQuery, () =>
        HttpResponse.json({ data: { adminCreditRequests: creditPage(pending) } }),
      ),
      graphql.mutation(AdminCreditUsdtMutation, ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        pending = [creditRequest()];
        return HttpResponse.json({
          data: {
            adminCreditUsdt: {
              transactionId: null,
              replayed: false,
              pendingRequest: pending[0] ?? null,
            },
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/credits");
    expect(await screen.findByTestId("staff-credit-threshold")).toHaveTextContent("1000 USDT or more");
    expect(await screen.findByTestId("staff-credits-empty")).toBeInTheDocument();
    await user.type(screen.getByTestId("staff-credit-userId"), "7");
    await user.type(screen.getByTestId("staff-credit-amount"), "2500");
    await user.type(screen.getByTestId("staff-credit-reason"), "Goodwill for the outage");
    await user.click(screen.getByTestId("staff-credit-submit"));
    expect(
      await screen.findByText("Requested: waiting for another finance staff member"),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({ userId: "7", amount: "2500", reason: "Goodwill for the outage" });
    expect(String(sent!.idempotencyKey)).toMatch(/^staff-credit-/);
    const card = await screen.findByTestId("staff-credit-request");
    expect(within(card).getByTestId("staff-credit-waiting")).toBeInTheDocument();
    expect(within(card).queryByTestId("staff-credit-approve")).not.toBeInTheDocument();
  });

  it("a second finance member approves someone else's request", async () => {
    signIn({ id: "6", staffRoles: ["finance"] });
    let items = [creditRequest()];
    const approved: string[] = [];
    server.use(
      graphql.query(AdminCreditRequestsQuery, () =>
        HttpResponse.json({ data: { adminCreditRequests: creditPage(items) } }),
      ),
      graphql.mutation(ApproveAdminCreditMutation, ({ variables }) => {
        approved.push(String(variables.id));
        const done = creditRequest({
          status: "APPROVED",
          decidedBy: person("6", "Gao"),
          transactionId: "501",
        });
        items = [];
        return HttpResponse.json({ data: { approveAdminCredit: done } });
      }),
    );
    const { user } = renderApp("/en/admin/credits");
    const card = await screen.findByTestId("staff-credit-request");
    expect(card).toHaveTextContent("2500 USDT");
    expect(card).toHaveTextContent("Requested by Fiona");
    await user.click(within(card).getByTestId("staff-credit-approve"));
    expect(await screen.findByText("Approved and posted")).toBeInTheDocument();
    expect(approved).toEqual(["9"]);
    expect(await screen.findByTestId("staff-credits-empty")).toBeInTheDocument();
  });
});
