import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeSignedIn, makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import {
  LoginMutation,
  LoginWithTwoFactorResetKeyMutation,
  VerifyLoginTwoFactorMutation,
} from "../../src/modules/accounts/graphql/login";

const challengeAnswer = {
  __typename: "LoginResult",
  viewer: null,
  twoFactorRequired: true,
  challenge: "ch-1",
};

async function openLogin(path = "/en") {
  const view = renderApp(path);
  await view.user.click(await screen.findByTestId("login-button"));
  const dialog = await screen.findByTestId("login-dialog");
  return { ...view, dialog };
}

async function submitCredentials(
  user: ReturnType<typeof renderApp>["user"],
  email = "Mei@Example.COM",
  password = "Secret#123",
) {
  await user.type(screen.getByTestId("login-email"), email);
  await user.type(screen.getByTestId("login-password"), password);
  await user.click(screen.getByTestId("login-submit"));
}

describe("login dialog", () => {
  it("signs in: lower-cases the e-mail, sends site 1, greets, closes and shows the avatar menu", async () => {
    let received: unknown;
    server.use(
      graphql.mutation(LoginMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({ data: { login: makeSignedIn() } });
      }),
    );
    const { user } = await openLogin();
    await user.type(screen.getByTestId("login-email"), "Mei@Example.COM");
    expect(screen.getByTestId("login-email")).toHaveValue("mei@example.com");

    // The password can be shown and hidden again.
    const password = screen.getByTestId("login-password");
    await user.type(password, "Secret#123");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show or hide the password" }));
    expect(password).toHaveAttribute("type", "text");

    await user.click(screen.getByTestId("login-submit"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Login successful. Welcome, Mei!");
    expect(received).toEqual({
      email: "mei@example.com",
      password: "Secret#123",
      site: 1,
      siteKey: "PORTAL",
    });
    await waitFor(() => expect(screen.queryByTestId("login-dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("avatar-nickname")).toHaveTextContent("Mei");
    expect(screen.queryByTestId("login-button")).not.toBeInTheDocument();
  });

  it("validates before calling: required fields and the e-mail format", async () => {
    let calls = 0;
    server.use(
      graphql.mutation(LoginMutation, () => {
        calls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user, dialog } = await openLogin();
    await user.click(screen.getByTestId("login-submit"));
    expect(dialog).toHaveTextContent("Please enter information");
    await user.type(screen.getByTestId("login-email"), "not-an-email");
    await user.click(screen.getByTestId("login-submit"));
    expect(dialog).toHaveTextContent("Incorrect e-mail format");
    expect(calls).toBe(0);
  });

  it("asks for the 6-digit code when 2FA is on and completes with the challenge", async () => {
    let verified: unknown;
    server.use(
      graphql.mutation(LoginMutation, () => HttpResponse.json({ data: { login: challengeAnswer } })),
      graphql.mutation(VerifyLoginTwoFactorMutation, ({ variables }) => {
        verified = variables;
        return HttpResponse.json({ data: { verifyLoginTwoFactor: makeViewer({ twoFactorEnabled: true }) } });
      }),
    );
    const { user, dialog } = await openLogin();
    await submitCredentials(user);
    const code = await screen.findByTestId("login-totp");
    expect(dialog).toHaveTextContent("authenticator app");

    await user.type(code, "12a");
    await user.click(screen.getByTestId("login-totp-submit"));
    expect(dialog).toHaveTextContent("Please enter the 6-digit code");

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByTestId("login-totp-submit"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Welcome, Mei!");
    expect(verified).toEqual({ challenge: "ch-1", code: "123456" });
    await waitFor(() => expect(screen.queryByTestId("login-dialog")).not.toBeInTheDocument());
  });

  it("shows 623 as a wrong code and keeps the 2FA step", async () => {
    server.use(
      graphql.mutation(LoginMutation, () => HttpResponse.json({ data: { login: challengeAnswer } })),
      graphql.mutation(VerifyLoginTwoFactorMutation, () => graphqlError(623)),
    );
    const { user } = await openLogin();
    await submitCredentials(user);
    await user.type(await screen.findByTestId("login-totp"), "000000");
    await user.click(screen.getByTestId("login-totp-submit"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Wrong verification code.");
    expect(screen.getByTestId("login-totp")).toBeInTheDocument();
  });

  it("goes back to the password step when the challenge expired (2013)", async () => {
    server.use(
      graphql.mutation(LoginMutation, () => HttpResponse.json({ data: { login: challengeAnswer } })),
      graphql.mutation(VerifyLoginTwoFactorMutation, () => graphqlError(2013)),
    );
    const { user } = await openLogin();
    await submitCredentials(user);
    await user.type(await screen.findByTestId("login-totp"), "123456");
    await user.click(screen.getByTestId("login-totp-submit"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("The verification timed out.");
    expect(await screen.findByTestId("login-password")).toBeInTheDocument();
    // The e-mail typed before is still there.
    expect(screen.getByTestId("login-email")).toHaveValue("mei@example.com");
  });

  it("logs in with the reset key instead of a code", async () => {
    let received: unknown;
    server.use(
      graphql.mutation(LoginMutation, () => HttpResponse.json({ data: { login: challengeAnswer } })),
      graphql.mutation(LoginWithTwoFactorResetKeyMutation, ({ variables }) => {
        received = variables;
        return HttpResponse.json({ data: { loginWithTwoFactorResetKey: makeViewer() } });
      }),
    );
    const { user } = await openLogin();
    await submitCredentials(user);
    await user.click(await screen.findByTestId("login-use-reset-key"));
    await user.type(screen.getByTestId("login-reset-key"), " RK-1234 ");
    await user.click(screen.getByTestId("login-totp-submit"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Welcome, Mei!");
    expect(received).toEqual({ challenge: "ch-1", resetKey: "RK-1234" });
  });

  it("shows a wrong password (1009) and stays open", async () => {
    server.use(graphql.mutation(LoginMutation, () => graphqlError(1009)));
    const { user } = await openLogin();
    await submitCredentials(user);
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Wrong password.");
    expect(screen.getByTestId("login-dialog")).toBeInTheDocument();
  });

  it("registered with Google (1038): message, login open, back to the home page", async () => {
    server.use(graphql.mutation(LoginMutation, () => graphqlError(1038)));
    const { user, router } = await openLogin("/en/faqs");
    await submitCredentials(user);
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("registered with Google");
    await waitFor(() => expect(router.state.location.pathname).toBe("/en"));
    expect(screen.getByTestId("login-dialog")).toBeInTheDocument();
  });

  it("too many attempts (2019): the submit button counts down the lockout", async () => {
    server.use(graphql.mutation(LoginMutation, () => graphqlError(2019, { remainingTime: 30 })));
    const { user } = await openLogin();
    await submitCredentials(user);
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Too many attempts.");
    const submit = screen.getByTestId("login-submit");
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveTextContent(/Try again in (30|29) s/);
  });

  it("links to register and forgot password, and offers the social providers", async () => {
    const { user } = await openLogin();
    expect(await screen.findByTestId("social-google")).toHaveTextContent("Continue with Google");
    expect(screen.getByTestId("social-facebook")).toHaveTextContent("Continue with Facebook");

    await user.type(screen.getByTestId("login-email"), "mei@example.com");
    await user.click(screen.getByTestId("login-to-forgot"));
    const forgot = await screen.findByTestId("forgot-dialog");
    expect(within(forgot).getByTestId("forgot-email")).toHaveValue("mei@example.com");
    await user.click(within(forgot).getByRole("button", { name: "Back to login" }));

    await user.click(await screen.findByTestId("login-to-register"));
    expect(await screen.findByTestId("register-dialog")).toBeInTheDocument();
    expect(screen.getByTestId("register-email")).toHaveValue("mei@example.com");
  });
});
