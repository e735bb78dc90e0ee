import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  MyPartnerBindingsQuery,
  RevokePartnerBindingMutation,
} from "../../src/modules/partners/graphql/partners";

const binding = (id: string, state: "ACTIVE" | "REVOKED") => ({
  __typename: "MyPartnerBinding" as const,
  id,
  partnerName: id === "1" ? "Star Club" : "Art Hub",
  scopes: ["holdings:read"],
  method: "FAST",
  state,
  boundAt: "2026-11-20T02:00:00.000Z",
  revokedAt: state === "REVOKED" ? "2026-11-21T02:00:00.000Z" : null,
});

describe("partner bindings in account settings", () => {
  it("account settings link to the bindings page", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    renderApp("/en/account");
    const link = await screen.findByTestId("partner-bindings-link");
    expect(within(link).getByRole("link", { name: "Manage bindings" })).toHaveAttribute(
      "href",
      "/en/users/bindings",
    );
  });

  it("lists bindings and revokes one after a confirmation", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    let revoked = false;
    let revokedId: unknown;
    server.use(
      graphql.query(MyPartnerBindingsQuery, () =>
        HttpResponse.json({
          data: {
            myPartnerBindings: [binding("1", revoked ? "REVOKED" : "ACTIVE"), binding("2", "REVOKED")],
          },
        }),
      ),
      graphql.mutation(RevokePartnerBindingMutation, ({ variables }) => {
        revoked = true;
        revokedId = variables.id;
        return HttpResponse.json({
          data: { revokePartnerBinding: [binding("1", "REVOKED"), binding("2", "REVOKED")] },
        });
      }),
    );
    const { user } = renderApp("/en/users/bindings");
    const rows = await screen.findAllByTestId("partner-binding");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Star Club");
    expect(rows[0]).toHaveTextContent("Active");
    expect(rows[0]).toHaveTextContent("See the cards you hold");
    expect(within(rows[1]!).queryByTestId("partner-binding-revoke")).toBeNull();

    await user.click(within(rows[0]!).getByTestId("partner-binding-revoke"));
    expect(screen.getByTestId("partner-binding-confirm")).toHaveTextContent(
      "Revoke the binding with Star Club?",
    );
    await user.click(screen.getByTestId("partner-binding-revoke-confirm"));
    await waitFor(() => expect(revokedId).toBe("1"));
    await waitFor(() => expect(screen.getAllByTestId("partner-binding")[0]).toHaveTextContent("Revoked"));
  });

  it("says so when nothing is bound", async () => {
    server.use(
      graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
      graphql.query(MyPartnerBindingsQuery, () => HttpResponse.json({ data: { myPartnerBindings: [] } })),
    );
    renderApp("/en/users/bindings");
    expect(await screen.findByTestId("partner-bindings-empty")).toHaveTextContent(
      "No partner platform is bound to your account.",
    );
  });
});
