import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { VerifyLoginTwoFactorMutation } from "../../src/modules/accounts/graphql/login";
import {
  CompleteSocialLoginMutation,
  StartSocialLoginMutation,
} from "../../src/modules/accounts/graphql/social";
import { browserLocation } from "../../src/shared/browserLocation";
import {
  SOCIAL_LOGIN_STORAGE_KEY,
  savePendingSocialLogin,
} from "../../src/modules/accounts/hooks/socialLoginStorage";

const where = (router: ReturnType<typeof renderApp>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("social login: leaving for the provider", () => {
  it("stores state, provider and return path, then goes to the authorize URL", async () => {
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    let received: unknown;
    server.use(
      graphql.mutation(StartSocialLoginMutation, ({ variables }) => {
        received = variables.input;
        const startSocialLogin = {
          __typename: "SocialLoginStart",
          authorizeUrl: "https://accounts.example/authorize?state=S1",
          state: "S1",
        };
        return HttpResponse.json({ data: { startSocialLogin } });
      }),
    );
    const { user } = renderApp("/en/faqs?type=2");
    await user.click(await screen.findByTestId("login-button"));
    await user.click(await screen.findByTestId("social-google"));

    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.example/authorize?state=S1"));
    expect(received).toEqual({ provider: "google", returnPath: "/en/faqs?type=2" });
    expect(JSON.parse(window.sessionStorage.getItem(SOCIAL_LOGIN_STORAGE_KEY) ?? "null")).toEqual({
      state: "S1",
      provider: "google",
      returnPath: "/en/faqs?type=2",
    });
  });

  it("on /login returns to the pending redirect", async () => {
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    let received: unknown;
    server.use(
      graphql.mutation(StartSocialLoginMutation, ({ variables }) => {
        received = variables.input;
        const startSocialLogin = {
          __typename: "SocialLoginStart",
          authorizeUrl: "https://fb.example/x",
          state: "S2",
        };
        return HttpResponse.json({ data: { startSocialLogin } });
      }),
    );
    const { user } = renderApp("/en/account");
    await user.click(await screen.findByTestId("social-facebook"));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(received).toEqual({ provider: "facebook", returnPath: "/en/account" });
  });
});

describe("social login: the callback on /login", () => {
  it("refuses a state that differs from the stored one, without calling the gateway", async () => {
    let calls = 0;
    server.use(
      graphql.mutation(CompleteSocialLoginMutation, () => {
        calls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    savePendingSocialLogin({ state: "S1", provider: "google", returnPath: "/en/account" });
    const { router } = renderApp("/en/login?code=C1&state=FORGED");
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Social login failed.");
    await waitFor(() => expect(where(router)).toBe("/en"));
    expect(calls).toBe(0);
    // The stored state is single-use.
    expect(window.sessionStorage.getItem(SOCIAL_LOGIN_STORAGE_KEY)).toBeNull();
  });

  it("refuses a callback when no login was started in this tab", async () => {
    let calls = 0;
    server.use(
      graphql.mutation(CompleteSocialLoginMutation, () => {
        calls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp("/en/login?code=C1&state=S1");
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Social login failed.");
    expect(calls).toBe(0);
  });

  it("completes a matching callback and goes to the stored return path", async () => {
    let received: unknown;
    let signedIn = false;
    server.use(
      graphql.query(MeQuery, () => HttpResponse.json({ data: { me: signedIn ? makeViewer() : null } })),
      graphql.mutation(CompleteSocialLoginMutation, ({ variables }) => {
        received = variables.input;
        signedIn = true;
        const completeSocialLogin = {
          __typename: "LoginResult",
          viewer: makeViewer({ signUpMethod: "GOOGLE", hasPassword: false }),
          twoFactorRequired: false,
          challenge: null,
        };
        return HttpResponse.json({ data: { completeSocialLogin } });
      }),
    );
    savePendingSocialLogin({ state: "S1", provider: "google", returnPath: "/en/account" });
    const { router } = renderApp("/en/login?code=C1&state=S1");
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Welcome, Mei!");
    expect(received).toEqual({ code: "C1", state: "S1", site: 1, siteKey: "PORTAL" });
    await waitFor(() => expect(where(router)).toBe("/en/account"));
    expect(await screen.findByTestId("account-page")).toBeInTheDocument();
    // A Google account has no password: the section offers to set one instead.
    expect(await screen.findByTestId("password-set")).toBeInTheDocument();
  });

  it("asks for the 2FA code when the account has it on, then returns", async () => {
    let signedIn = false;
    server.use(
      graphql.query(MeQuery, () => HttpResponse.json({ data: { me: signedIn ? makeViewer() : null } })),
      graphql.mutation(CompleteSocialLoginMutation, () => {
        const completeSocialLogin = {
          __typename: "LoginResult",
          viewer: null,
          twoFactorRequired: true,
          challenge: "ch-9",
        };
        return HttpResponse.json({ data: { completeSocialLogin } });
      }),
      graphql.mutation(VerifyLoginTwoFactorMutation, ({ variables }) => {
        signedIn = variables.challenge === "ch-9";
        return HttpResponse.json({ data: { verifyLoginTwoFactor: makeViewer() } });
      }),
    );
    savePendingSocialLogin({ state: "S1", provider: "google", returnPath: "/en/faqs" });
    const { user, router } = renderApp("/en/login?code=C1&state=S1");
    await user.type(await screen.findByTestId("login-totp"), "123456");
    await user.click(screen.getByTestId("login-totp-submit"));
    await waitFor(() => expect(where(router)).toBe("/en/faqs"));
  });

  it("shows the failure when the provider answered with an error", async () => {
    savePendingSocialLogin({ state: "S1", provider: "google" });
    renderApp("/en/login?error=access_denied&state=S1");
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Social login failed.");
    expect(await screen.findByTestId("login-dialog")).toBeInTheDocument();
  });

  it("shows a gateway refusal (registered with e-mail, 1039)", async () => {
    server.use(graphql.mutation(CompleteSocialLoginMutation, () => graphqlError(1039)));
    savePendingSocialLogin({ state: "S1", provider: "google" });
    renderApp("/en/login?code=C1&state=S1");
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("registered with e-mail");
  });
});
