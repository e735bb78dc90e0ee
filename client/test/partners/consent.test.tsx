import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { browserLocation } from "../../src/shared/browserLocation";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  ApprovePartnerConsentMutation,
  PartnerConsentQuery,
} from "../../src/modules/partners/graphql/partners";

/** Adds the __typename Apollo's cache reads (a function's result, so the generated types do not refuse it). */
const typed = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });

const QUERY =
  "?partner=3&state=abc&return=https%3A%2F%2Fclub.example.com%2Fback&ts=1795600000&sig=" + "a".repeat(64);

function signedIn() {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
}

const consent = {
  __typename: "PartnerConsent" as const,
  partnerName: "Star Club",
  scopes: ["members:read", "balances:read"],
  alreadyBound: false,
  denyUrl: "https://club.example.com/back?error=access_denied&state=abc",
};

afterEach(() => vi.restoreAllMocks());

describe("partner consent page", () => {
  it("shows who asks and what it may do, and sends the member back with the signed result on approval", async () => {
    signedIn();
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    let sent: unknown;
    server.use(
      graphql.query(PartnerConsentQuery, ({ variables }) => {
        sent = variables.request;
        return HttpResponse.json({ data: { partnerConsent: consent } });
      }),
      graphql.mutation(ApprovePartnerConsentMutation, () =>
        HttpResponse.json({
          data: {
            approvePartnerConsent: typed("PartnerConsentResult", {
              redirectUrl: "https://club.example.com/back?binding=1&member=m_x&state=abc&ts=1&sig=b",
              memberId: "m_x",
            }),
          },
        }),
      ),
    );
    const { user } = renderApp(`/en/partners/consent${QUERY}`);
    expect(await screen.findByTestId("partner-consent-ask")).toHaveTextContent(
      "Star Club wants to bind your Vitrine account.",
    );
    expect(sent).toEqual({
      partnerId: "3",
      state: "abc",
      returnUrl: "https://club.example.com/back",
      ts: 1795600000,
      sig: "a".repeat(64),
    });
    const scopes = screen.getAllByTestId("partner-scope").map((s) => s.textContent);
    expect(scopes).toEqual([
      "See that your account is bound, and your nickname",
      "See your USDT, Jpoint and Jpower balances",
    ]);
    await user.click(screen.getByTestId("partner-consent-approve"));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        "https://club.example.com/back?binding=1&member=m_x&state=abc&ts=1&sig=b",
      ),
    );
  });

  it("declining goes back to the partner with access_denied", async () => {
    signedIn();
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    server.use(
      graphql.query(PartnerConsentQuery, () => HttpResponse.json({ data: { partnerConsent: consent } })),
    );
    const { user } = renderApp(`/en/partners/consent${QUERY}`);
    await user.click(await screen.findByTestId("partner-consent-deny"));
    expect(assign).toHaveBeenCalledWith(consent.denyUrl);
  });

  it("explains an invalid or expired request (2186)", async () => {
    signedIn();
    server.use(graphql.query(PartnerConsentQuery, () => graphqlError(2186)));
    renderApp(`/en/partners/consent${QUERY}`);
    expect(await screen.findByTestId("error-state")).toHaveTextContent(
      "This binding link is not valid or has expired; start again from the partner platform.",
    );
  });

  it("an incomplete link asks nothing of the gateway", async () => {
    signedIn();
    renderApp("/en/partners/consent?partner=3");
    expect(await screen.findByTestId("partner-consent-invalid")).toHaveTextContent(
      "This binding link is incomplete",
    );
  });
});
