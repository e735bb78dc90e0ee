import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";

function application(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "BusinessApplication",
    id: "a1",
    state: "SUBMITTED",
    companyName: "Formosa Prints Ltd.",
    registrationNumber: null,
    contactName: "Lin Mei",
    contactEmail: "lin@example.com",
    phone: "+886 2 2345 6789",
    website: null,
    category: "ART",
    description: "Woodblock prints",
    expectedVolume: "UP_TO_10K",
    publisher: null,
    rejectReason: null,
    createdAt: "2026-11-25T06:00:00.000Z",
    decidedAt: null,
    attachments: [],
    ...overrides,
  };
}

const signedIn = () =>
  graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer({ email: "lin@example.com" }) } }));

describe("business page", () => {
  it("shows the business-services text staff published, and asks visitors to sign in instead of the form", async () => {
    server.use(
      graphql.query("BusinessServices", () =>
        HttpResponse.json({
          data: {
            contentItems: {
              __typename: "ContentItemPage",
              items: [
                {
                  __typename: "ContentItem",
                  id: "c1",
                  title: "Issue with Vitrine",
                  summary: "For brands and publishers",
                  bodyHtml: "<p>We help you <strong>issue</strong>.</p>",
                  fallback: false,
                },
              ],
            },
          },
        }),
      ),
    );
    renderApp("/en/business");
    expect(await screen.findByTestId("business-services")).toHaveTextContent("Issue with Vitrine");
    expect(screen.getByText("issue").tagName).toBe("STRONG");
    expect(await screen.findByTestId("business-sign-in")).toHaveTextContent("Sign in to apply as an issuer");
    expect(screen.queryByTestId("business-form")).toBeNull();
  });

  it("checks the form with the shared rule before sending, then sends the application", async () => {
    const inputs: Record<string, unknown>[] = [];
    server.use(
      signedIn(),
      graphql.query("MyBusinessApplication", () =>
        HttpResponse.json({ data: { myBusinessApplication: null } }),
      ),
      graphql.mutation("SubmitBusinessApplication", ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { submitBusinessApplication: application() } });
      }),
    );
    const { user } = renderApp("/en/business");
    await screen.findByTestId("business-form");
    // The contact e-mail starts as the account's.
    expect(screen.getByTestId("business-email")).toHaveValue("lin@example.com");

    await user.click(screen.getByTestId("business-submit"));
    expect(await screen.findAllByText("Please enter information")).not.toHaveLength(0);
    expect(screen.getAllByText("Please choose one")).toHaveLength(2);
    expect(screen.getByText("Please agree before sending")).toBeInTheDocument();

    await user.type(screen.getByTestId("business-company"), "Formosa Prints Ltd.");
    await user.type(screen.getByTestId("business-contact"), "Lin Mei");
    await user.type(screen.getByTestId("business-phone"), "call me");
    fireEvent.change(screen.getByTestId("business-description"), { target: { value: "x".repeat(2001) } });
    await user.selectOptions(screen.getByTestId("business-category"), "ART");
    await user.selectOptions(screen.getByTestId("business-volume"), "UP_TO_10K");
    await user.click(screen.getByTestId("business-consent"));
    await user.click(screen.getByTestId("business-submit"));
    expect(await screen.findByText("Incorrect phone format")).toBeInTheDocument();
    expect(screen.getByText("This is too long")).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.clear(screen.getByTestId("business-phone"));
    await user.type(screen.getByTestId("business-phone"), "+886 2 2345 6789");
    fireEvent.change(screen.getByTestId("business-description"), { target: { value: "Woodblock prints" } });
    await user.click(screen.getByTestId("business-submit"));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({
      companyName: "Formosa Prints Ltd.",
      contactEmail: "lin@example.com",
      category: "ART",
      expectedVolume: "UP_TO_10K",
      attachmentKeys: [],
      consent: true,
    });
    expect(await screen.findByTestId("business-state")).toHaveTextContent("Under review");
  });

  it("shows a decided application with the publisher or the reason, and lets the member apply again", async () => {
    server.use(
      signedIn(),
      graphql.query("MyBusinessApplication", () =>
        HttpResponse.json({
          data: {
            myBusinessApplication: application({ state: "REJECTED", rejectReason: "Attach your licence." }),
          },
        }),
      ),
    );
    const { user } = renderApp("/en/business");
    expect(await screen.findByTestId("business-rejected")).toHaveTextContent("Reason: Attach your licence.");
    // The time is stated in GMT+8.
    expect(screen.getByTestId("business-status")).toHaveTextContent("2:00 PM GMT+8");
    await user.click(screen.getByTestId("business-apply-again"));
    expect(await screen.findByTestId("business-form")).toBeInTheDocument();
  });
});
