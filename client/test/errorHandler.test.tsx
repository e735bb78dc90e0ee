import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useLocation } from "react-router";
import { renderInShell } from "../src/shared/test/renderApp";
import { useErrorHandler } from "../src/shared/errors/useErrorHandler";

const gqlError = (errorCode: number, data?: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: "x", extensions: { errorCode, data } }] });

function Thrower({ error }: { error: unknown }) {
  const handle = useErrorHandler();
  const location = useLocation();
  return (
    <>
      <button onClick={() => handle(error)}>fail</button>
      <span data-testid="path">{location.pathname}</span>
    </>
  );
}

describe("useErrorHandler", () => {
  it("snackbar: shows the localized message", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(1009)} />, "/en");
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Wrong password.");
    expect(screen.queryByTestId("login-dialog")).not.toBeInTheDocument();
  });

  it("snackbar: in the route's language", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(1016)} />, "/kr");
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("품절되었습니다.");
  });

  it("countdown: adds the seconds left from data.remainingTime", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(1006, { remainingTime: 87 })} />, "/en");
    await user.click(screen.getByRole("button", { name: "fail" }));
    const snackbar = await screen.findByTestId("snackbar");
    expect(snackbar).toHaveTextContent("The previous code has not expired yet.");
    expect(snackbar).toHaveTextContent("(Time left: 87 s)");
  });

  it("snackbar: adds the seconds left when the gateway sends them (rate limit)", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(9429, { remainingTime: 30 })} />, "/en");
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent(
      "Too many requests. Please try again later. (Time left: 30 s)",
    );
  });

  it("login: shows the message and opens the login dialog", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(1011)} />, "/en/somewhere");
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Your session has timed out.");
    expect(await screen.findByTestId("login-dialog")).toBeInTheDocument();
    expect(screen.getByTestId("login-email")).toBeInTheDocument();
    expect(screen.getByTestId("path")).toHaveTextContent("/en/somewhere");
  });

  it("loginHome: shows the message, opens login and goes to the locale home", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(1038)} />, "/en/somewhere");
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("registered with Google");
    expect(await screen.findByTestId("login-dialog")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("path")).toHaveTextContent(/^\/en$/));
  });

  it("silent: shows nothing", async () => {
    const { user } = renderInShell(<Thrower error={gqlError(1047)} />, "/en");
    await user.click(screen.getByRole("button", { name: "fail" }));
    // Give a wrongly shown snackbar the chance to appear.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();
    expect(screen.queryByTestId("login-dialog")).not.toBeInTheDocument();
  });
});
