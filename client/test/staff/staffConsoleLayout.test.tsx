import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { AuditLogQuery } from "../../src/modules/staff/graphql/duties";

function signIn(overrides: Record<string, unknown>) {
  server.use(
    graphql.query(MeQuery, () =>
      HttpResponse.json({
        data: { me: makeViewer({ role: "staff", twoFactorEnabled: true, ...overrides }) },
      }),
    ),
  );
}

function emptyAudit() {
  server.use(
    graphql.query(AuditLogQuery, () =>
      HttpResponse.json({ data: { staffAuditLog: { total: 0, page: 1, pageSize: 20, items: [] } } }),
    ),
  );
}

describe("staff console layout", { timeout: 30_000 }, () => {
  it("frames staff pages in its own layout with a sidebar of the pages the roles open", async () => {
    signIn({ staffRoles: ["admin"] });
    emptyAudit();
    renderApp("/en/admin/audit");
    expect(await screen.findByTestId("staff-audit-empty")).toBeInTheDocument();
    expect(screen.getByTestId("staff-layout")).toBeInTheDocument();
    expect(screen.getByTestId("staff-console-title")).toHaveTextContent("Staff console");
    // Not the site's header and footer.
    expect(screen.queryByTestId("header-logo")).not.toBeInTheDocument();
    const nav = screen.getByTestId("staff-nav");
    expect(within(nav).getByTestId("staff-nav-audit")).toHaveAttribute("data-active", "true");
    expect(nav).not.toHaveTextContent("KYC");
    expect(nav).not.toHaveTextContent("Withdrawals");
  });

  it("opens the first page the roles allow and navigates from the phone drawer", async () => {
    signIn({ staffRoles: ["admin", "compliance"] });
    emptyAudit();
    server.use(
      graphql.query("KycQueue", () =>
        HttpResponse.json({ data: { kycQueue: { total: 0, page: 1, pageSize: 20, items: [] } } }),
      ),
    );
    const { user, router } = renderApp("/en/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/admin/kyc"));
    await user.click(await screen.findByTestId("staff-burger"));
    const drawerNav = await screen.findByTestId("staff-drawer-nav");
    expect(drawerNav).toHaveTextContent("KYC");
    await user.click(within(drawerNav).getByTestId("staff-nav-audit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/admin/audit"));
    expect(await screen.findByTestId("staff-audit-empty")).toBeInTheDocument();
  });

  it("tells a member who is not staff that the console is not for them, without a sidebar", async () => {
    signIn({ role: "member" });
    renderApp("/en/admin/audit");
    expect(await screen.findByTestId("staff-not-allowed")).toBeInTheDocument();
    expect(screen.queryByTestId("staff-nav")).not.toBeInTheDocument();
  });
});
