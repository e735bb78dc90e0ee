import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../src/shared/test/server";
import { renderApp } from "../src/shared/test/renderApp";
import { SendContactMessageMutation } from "../src/modules/content/graphql/contact";

describe("contact dialog", () => {
  it("validates, sends the message and shows a snackbar", async () => {
    let received: unknown;
    server.use(
      graphql.mutation(SendContactMessageMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({ data: { sendContactMessage: true } });
      }),
    );
    const { user } = renderApp("/en");
    await user.click(await screen.findByTestId("footer-email"));
    const dialog = await screen.findByRole("dialog", { name: "Contact us" });

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(dialog).toHaveTextContent("Please enter information");
    expect(dialog).toHaveTextContent("Please write at least 10 characters");

    await user.type(screen.getByLabelText(/Name/), "Mei");
    await user.type(screen.getByLabelText(/E-mail/), "not-an-email");
    await user.type(screen.getByLabelText(/Message/), "Hello there, when is the next drop?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(dialog).toHaveTextContent("Incorrect e-mail format");
    expect(received).toBeUndefined();

    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), "Mei@Example.COM");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByTestId("snackbar")).toHaveTextContent("your message has been sent");
    expect(received).toEqual({
      name: "Mei",
      email: "mei@example.com",
      message: "Hello there, when is the next drop?",
      locale: "en",
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Contact us" })).not.toBeInTheDocument());
  });

  it("maps a GraphQL error code to its message and keeps the dialog open", async () => {
    server.use(
      graphql.mutation(SendContactMessageMutation, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: "slow down", extensions: { code: "RATE_LIMITED", errorCode: 9429 } }],
        }),
      ),
    );
    const { user } = renderApp("/en");
    await user.click(await screen.findByTestId("footer-email"));
    await screen.findByRole("dialog", { name: "Contact us" });
    await user.type(screen.getByLabelText(/Name/), "Mei");
    await user.type(screen.getByLabelText(/E-mail/), "mei@example.com");
    await user.type(screen.getByLabelText(/Message/), "Hello there, when is the next drop?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent(
      "Too many requests. Please try again later.",
    );
    expect(screen.getByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
  });
});
