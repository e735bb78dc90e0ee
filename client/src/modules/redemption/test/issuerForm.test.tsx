import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderInShell } from "../../../shared/test/renderApp";
import { graphqlError } from "../../../shared/test/graphqlErrors";
import { GrantIssuerMutation, RedeemPublishersQuery } from "../graphql/staff";
import { IssuerForm } from "../components/staff/IssuerForm";

describe("staff issuer form", () => {
  it("checks the e-mail as the gateway does, grants, and keeps the publisher for the next one", async () => {
    const sent: unknown[] = [];
    let answer: "ok" | "bad" = "ok";
    server.use(
      graphql.query(RedeemPublishersQuery, () =>
        HttpResponse.json({
          data: { publishers: [{ __typename: "Publisher", id: "3", name: "Aurora" }] } as never,
        }),
      ),
      graphql.mutation(GrantIssuerMutation, ({ variables }) => {
        sent.push(variables);
        if (answer === "bad") return graphqlError(400, { field: "email", reason: "validation.email" });
        return HttpResponse.json({ data: { grantIssuer: true } });
      }),
    );
    const { user } = renderInShell(<IssuerForm />);
    const button = await screen.findByRole("button", { name: "Grant" });
    const email = screen.getByRole("textbox", { name: "Member e-mail" });
    expect(button).toBeDisabled();
    await user.type(email, "not-an-address");
    await user.click(screen.getByTestId("staff-issuer-publisher"));
    await user.click(await screen.findByRole("option", { name: "Aurora" }));
    await user.click(button);
    expect(await screen.findByText("Incorrect e-mail format")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, " Fan@Example.com ");
    await user.click(button);
    await waitFor(() => expect(sent).toEqual([{ email: "Fan@Example.com", publisherId: "3" }]));
    await waitFor(() => expect(email).toHaveValue(""));
    expect(screen.getByTestId("staff-issuer-publisher")).toHaveValue("Aurora");

    answer = "bad";
    await user.type(email, "x@y.io");
    await user.click(button);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveValue("x@y.io");
  });
});
