import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  PartnerDeliveriesQuery,
  RedeliverPartnerEventMutation,
  RegisterPartnerMutation,
  RotatePartnerKeyMutation,
  StaffPartnersQuery,
} from "../../src/modules/partners/graphql/staffPartners";

/** Adds the __typename Apollo's cache reads (a function's result, so the generated types do not refuse it). */
const typed = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });

function signIn(roles: string[]) {
  server.use(
    graphql.query(MeQuery, () =>
      HttpResponse.json({
        data: { me: makeViewer({ role: "staff", twoFactorEnabled: true, staffRoles: roles }) },
      }),
    ),
  );
}

const partner = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Partner" as const,
  id: "4",
  name: "Star Club",
  scopes: ["members:read", "holdings:read"],
  callbackUrl: "https://club.example.com/hooks",
  keyPrefix: "vpk_AbCdEfGh",
  previousKeyUntil: null,
  publisherId: null,
  active: true,
  version: 1,
  createdAt: "2026-11-20T02:00:00.000Z",
  ...overrides,
});

describe("staff partner page", () => {
  it("registers a partner and shows its key and secret once", async () => {
    signIn(["admin"]);
    let input: unknown;
    server.use(
      graphql.query(StaffPartnersQuery, () => HttpResponse.json({ data: { staffPartners: [] } })),
      graphql.mutation(RegisterPartnerMutation, ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({
          data: {
            registerPartner: typed("PartnerSecrets", {
              apiKey: "vpk_secretkeyvalue",
              webhookSecret: "whsec_secretvalue",
              partner: partner({ name: "Art Hub" }),
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/partners");
    await screen.findByTestId("staff-partner-form");
    await user.click(screen.getByTestId("staff-partner-save"));
    // Name and an https URL are required.
    expect(await screen.findByText("Enter an https URL")).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.type(screen.getByTestId("staff-partner-name"), "Art Hub");
    await user.type(screen.getByTestId("staff-partner-url"), "https://arthub.example.com/vitrine");
    await user.click(screen.getByTestId("staff-partner-scope-balances:read"));
    await user.click(screen.getByTestId("staff-partner-save"));
    await waitFor(() =>
      expect(input).toEqual({
        name: "Art Hub",
        scopes: ["members:read", "balances:read"],
        callbackUrl: "https://arthub.example.com/vitrine",
        publisherId: null,
      }),
    );
    const secrets = await screen.findByTestId("staff-partner-secrets");
    expect(within(secrets).getByTestId("staff-partner-api-key")).toHaveTextContent("vpk_secretkeyvalue");
    expect(within(secrets).getByTestId("staff-partner-webhook-secret")).toHaveTextContent(
      "whsec_secretvalue",
    );
    await user.click(screen.getByTestId("staff-partner-secrets-done"));
    expect(screen.queryByTestId("staff-partner-secrets")).toBeNull();
  });

  it("puts the gateway's refusal of an internal callback URL under the field", async () => {
    signIn(["admin"]);
    let calls = 0;
    server.use(
      graphql.query(StaffPartnersQuery, () => HttpResponse.json({ data: { staffPartners: [] } })),
      graphql.mutation(RegisterPartnerMutation, () => {
        calls++;
        return graphqlError(400, { field: "callbackUrl", reason: "partners.form.urlPrivate" });
      }),
    );
    const { user } = renderApp("/en/admin/partners");
    await screen.findByTestId("staff-partner-form");
    await user.type(screen.getByTestId("staff-partner-name"), "Art Hub");
    await user.type(screen.getByTestId("staff-partner-url"), "https://169.254.169.254/latest");
    await user.click(screen.getByTestId("staff-partner-save"));
    expect(
      await screen.findByText("The URL must point to a public internet address, not an internal one"),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.queryByTestId("staff-partner-secrets")).toBeNull();
  });

  it("rotates a key with an overlap and shows the new key", async () => {
    signIn(["admin"]);
    let rotation: unknown;
    server.use(
      graphql.query(StaffPartnersQuery, () => HttpResponse.json({ data: { staffPartners: [partner()] } })),
      graphql.mutation(RotatePartnerKeyMutation, ({ variables }) => {
        rotation = variables;
        return HttpResponse.json({
          data: {
            rotatePartnerKey: typed("PartnerSecrets", {
              apiKey: "vpk_newkeyvalue",
              partner: partner({ version: 2, previousKeyUntil: "2026-11-21T02:00:00.000Z" }),
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/partners");
    await screen.findByTestId("staff-partner-row");
    await user.click(screen.getByTestId("staff-partner-rotate"));
    await user.click(await screen.findByTestId("staff-partner-rotate-3600"));
    await waitFor(() => expect(rotation).toEqual({ id: "4", version: 1, overlapSeconds: 3600 }));
    expect(await screen.findByTestId("staff-partner-api-key")).toHaveTextContent("vpk_newkeyvalue");
  });

  it("shows the delivery log with each attempt and redelivers an event", async () => {
    signIn(["admin"]);
    let redelivered: unknown;
    server.use(
      graphql.query(StaffPartnersQuery, () => HttpResponse.json({ data: { staffPartners: [partner()] } })),
      graphql.query(PartnerDeliveriesQuery, () =>
        HttpResponse.json({
          data: {
            partnerDeliveries: [
              typed("PartnerEvent", {
                id: "31",
                eventId: "0b6f7d1e-8f0a-4a53-9a55-3f3c2b1a0d11",
                type: "card.received",
                state: "DELIVERED",
                attempts: 3,
                lastStatus: 200,
                createdAt: "2026-11-24T02:00:00.000Z",
                deliveredAt: "2026-11-24T02:00:04.000Z",
                deliveries: [503, 503, 200].map((statusCode, i) =>
                  typed("PartnerDeliveryAttempt", {
                    attempt: i + 1,
                    statusCode,
                    ok: statusCode === 200,
                    error: null,
                    durationMs: 12,
                    at: "2026-11-24T02:00:01.000Z",
                  }),
                ),
              }),
            ],
          },
        }),
      ),
      graphql.mutation(RedeliverPartnerEventMutation, ({ variables }) => {
        redelivered = variables.id;
        return HttpResponse.json({
          data: { redeliverPartnerEvent: typed("PartnerEvent", { id: "31", state: "PENDING" }) },
        });
      }),
    );
    const { user } = renderApp("/en/admin/partners");
    await user.click(await screen.findByTestId("staff-partner-deliveries"));
    const event = await screen.findByTestId("staff-partner-event");
    expect(event).toHaveTextContent("card.received");
    expect(event).toHaveTextContent("Delivered");
    expect(event).toHaveTextContent("503503200");
    await user.click(within(event).getByTestId("staff-partner-redeliver"));
    await waitFor(() => expect(redelivered).toBe("31"));
  });

  it("is not listed for staff without the admin role, and the gateway refuses them (2017)", async () => {
    signIn(["content"]);
    server.use(graphql.query(StaffPartnersQuery, () => graphqlError(2017)));
    renderApp("/en/admin/partners");
    expect(await screen.findByTestId("error-state")).toBeInTheDocument();
    expect(screen.queryByTestId("staff-nav-partners")).toBeNull();
  });

  it("is listed in the console navigation for admins", async () => {
    signIn(["admin"]);
    server.use(graphql.query(StaffPartnersQuery, () => HttpResponse.json({ data: { staffPartners: [] } })));
    renderApp("/en/admin/partners");
    expect(await screen.findByTestId("staff-nav-partners")).toHaveAttribute("href", "/en/admin/partners");
  });
});
