import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../src/shared/test/server";
import { renderApp } from "../src/shared/test/renderApp";
import { AppInfoQuery } from "../src/shared/app-info/queries";
import { appInfo } from "../src/shared/test/fixtures";

function mockWidth(mobile: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: mobile && query.includes("max-width: 600px"),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe("header", () => {
  it("has the logo link, nav and a login button for visitors", async () => {
    const { user } = renderApp("/en/faqs");
    expect(await screen.findByTestId("header-logo")).toHaveAttribute("href", "/en");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/en#section-index");
    expect(within(nav).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/en/faqs");

    await user.click(screen.getByTestId("login-button"));
    const dialog = await screen.findByRole("dialog", { name: "Log in or register" });
    expect(within(dialog).getByTestId("login-email")).toBeInTheDocument();
    expect(within(dialog).getByTestId("login-password")).toBeInTheDocument();
  });

  it("opens the About overlay from the nav", async () => {
    const { user } = renderApp("/jp");
    await user.click(await screen.findByRole("button", { name: "Vitrineについて" }));
    expect(await screen.findByTestId("about-content")).toHaveTextContent("Vitrine");
  });

  it("hides nav, language menu and login in maintenance (logo and search stay)", async () => {
    server.use(
      graphql.query(AppInfoQuery, () =>
        HttpResponse.json({ data: { appInfo: { ...appInfo, maintenance: true } } }),
      ),
    );
    renderApp("/en");
    await screen.findByTestId("home-latest");
    await waitFor(() => expect(screen.queryByTestId("login-button")).not.toBeInTheDocument());
    expect(screen.queryByTestId("language-menu")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).not.toBeInTheDocument();
    expect(screen.getByTestId("header-logo")).toBeInTheDocument();
    expect(screen.getByTestId("header-search")).toBeInTheDocument();
  });

  it("collapses nav, language and login into a drawer at mobile width", async () => {
    const restore = mockWidth(true);
    try {
      const { user, router } = renderApp("/en/faqs?type=1");
      await user.click(await screen.findByTestId("header-burger"));
      expect(screen.queryByTestId("login-button")).not.toBeInTheDocument();
      expect(screen.queryByTestId("language-menu")).not.toBeInTheDocument();

      const drawer = await screen.findByRole("dialog");
      expect(within(drawer).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/en/faqs");
      expect(within(drawer).getByTestId("drawer-login-button")).toBeInTheDocument();
      await user.click(within(drawer).getByTestId("drawer-language-option-cn"));
      await waitFor(() => expect(router.state.location.pathname).toBe("/cn/faqs"));
      expect(router.state.location.search).toBe("?type=1");
    } finally {
      restore();
    }
  });
});
