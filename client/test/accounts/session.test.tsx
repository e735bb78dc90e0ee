import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { LogoutMutation } from "../../src/modules/accounts/graphql/login";
import { PublicCollectionQuery } from "../../src/modules/accounts/graphql/publicUser";

const where = (router: ReturnType<typeof renderApp>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** `me` answers the viewer until logout is called (whatever logout then answers). */
function signedInUntilLogout(logoutAnswer: () => Response) {
  let signedIn = true;
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: signedIn ? makeViewer() : null } })),
    graphql.mutation(LogoutMutation, () => {
      signedIn = false;
      return logoutAnswer();
    }),
  );
}

describe("session in the header", () => {
  it("shows the avatar menu with nickname, USDT balance and the account links", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    const { user } = renderApp("/en");
    expect(await screen.findByTestId("avatar-nickname")).toHaveTextContent("Mei");
    expect(screen.queryByTestId("login-button")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("avatar-menu"));
    expect(await screen.findByTestId("avatar-usdt")).toHaveTextContent("1,234.50 USDT");
    const links = {
      "menu-user-page": "/en/users/u-mei42",
      "menu-verification": "/en/users/u-mei42/personalVerify",
      "menu-collection": "/en/collectionBook",
      "menu-sell-list": "/en/collectionBook/sellList",
      "menu-buy-list": "/en/collectionBook/buyList",
      "menu-account": "/en/account",
    };
    for (const [testId, href] of Object.entries(links)) {
      expect(screen.getByTestId(testId)).toHaveAttribute("href", href);
    }
    expect(screen.getByTestId("menu-logout")).toBeInTheDocument();
  });

  it("repeats the account links in the mobile drawer", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes("max-width: 600px"),
    })) as typeof window.matchMedia;
    try {
      server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
      const { user } = renderApp("/en");
      await user.click(await screen.findByTestId("header-burger"));
      const drawer = await screen.findByTestId("drawer-account");
      expect(drawer).toHaveTextContent("Mei");
      expect(drawer).toHaveTextContent("1,234.50 USDT");
      expect(within(drawer).getByRole("link", { name: "Account settings" })).toHaveAttribute(
        "href",
        "/en/account",
      );
      expect(screen.queryByTestId("drawer-login-button")).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it("logout ends the session, clears the user and goes home", async () => {
    signedInUntilLogout(() => HttpResponse.json({ data: { logout: true } }));
    const { user, router } = renderApp("/en/faqs");
    await user.click(await screen.findByTestId("avatar-menu"));
    await user.click(await screen.findByTestId("menu-logout"));
    expect(await screen.findByTestId("login-button")).toBeInTheDocument();
    expect(screen.queryByTestId("avatar-menu")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/en");
  });

  it("a failed logout call is ignored: the user is still signed out locally and sent home", async () => {
    signedInUntilLogout(() => HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }));
    const { user, router } = renderApp("/en/account");
    expect(await screen.findByTestId("account-page")).toBeInTheDocument();
    await user.click(screen.getByTestId("avatar-menu"));
    await user.click(await screen.findByTestId("menu-logout"));
    expect(await screen.findByTestId("login-button")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/en"));
    // Leaving the protected page did not bounce through /login, and nothing was reported.
    expect(screen.queryByTestId("login-dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();
  });
});

describe("protected routes and /login", () => {
  it("sends a visitor to /login?redirect=… and back after signing in", async () => {
    const { user, router } = renderApp("/en/account?tab=security");
    await waitFor(() => expect(where(router)).toBe("/en/login?redirect=%2Fen%2Faccount%3Ftab%3Dsecurity"));
    const dialog = await screen.findByTestId("login-dialog");
    // The home page is underneath.
    expect(await screen.findByTestId("home-latest")).toBeInTheDocument();

    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    await user.type(within(dialog).getByTestId("login-email"), "mei@example.com");
    await user.type(within(dialog).getByTestId("login-password"), "Secret#123");
    await user.click(within(dialog).getByTestId("login-submit"));
    await waitFor(() => expect(where(router)).toBe("/en/account?tab=security"));
    expect(await screen.findByTestId("account-page")).toBeInTheDocument();
  });

  it.each([
    ["/en/collectionBook", "collection-empty"],
    ["/en/collectionBook/sellList", "sell-list-empty"],
    ["/en/collectionBook/buyList", "buy-list-empty"],
    ["/en/users/u-mei42/personalVerify", "personal-verify-page"],
  ])("%s is protected, and shows its empty state to the signed-in user", async (path, testId) => {
    const visitor = renderApp(path);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe("/en/login"));
    visitor.unmount();

    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    const member = renderApp(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(member.router.state.location.pathname).toBe(path);
  });

  it("personal verification says honestly that nothing was submitted yet", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    renderApp("/en/users/someone-else/personalVerify");
    const page = await screen.findByTestId("personal-verify-page");
    expect(screen.getByTestId("kyc-status")).toHaveTextContent("Not submitted yet");
    expect(page).toHaveTextContent("5–7 business days");
  });

  it("sends a signed-in user who opens /login home", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    const { router } = renderApp("/en/login");
    await waitFor(() => expect(where(router)).toBe("/en"));
    expect(screen.queryByTestId("login-dialog")).not.toBeInTheDocument();
  });

  it("follows only same-site redirects", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    const { router } = renderApp(`/en/login?redirect=${encodeURIComponent("//evil.example/x")}`);
    await waitFor(() => expect(where(router)).toBe("/en"));
  });

  it("keeps the whole query when /login arrives without a language", async () => {
    const seen: string[] = [];
    const { router } = renderApp("/login?code=abc&state=xyz&scope=email");
    router.subscribe((state) => seen.push(`${state.location.pathname}${state.location.search}`));
    await waitFor(() => expect(seen).toContain("/tw/login?code=abc&state=xyz&scope=email"));
  });
});

describe("public user page", () => {
  // The page also lists the member's cards (see publicCollection.test.tsx).
  beforeEach(() => {
    server.use(
      graphql.query(PublicCollectionQuery, () => HttpResponse.json({ data: { publicCollection: [] } })),
    );
  });

  it("shows the display name, avatar and member-since date to anyone", async () => {
    renderApp("/en/users/u-someone");
    const page = await screen.findByTestId("public-user-page");
    expect(page).toHaveTextContent("Mei");
    expect(page).toHaveTextContent("Member since March 1, 2024");
    expect(screen.queryByTestId("public-user-settings")).not.toBeInTheDocument();
  });

  it("links to account settings on the viewer's own page", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    renderApp("/en/users/u-mei42");
    expect(await screen.findByTestId("public-user-settings")).toHaveAttribute("href", "/en/account");
  });
});
