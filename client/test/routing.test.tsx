import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "../src/shared/test/renderApp";

const where = (router: ReturnType<typeof renderApp>["router"]) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe("language prefix", () => {
  it("adds the default language (tw) to a path without one", async () => {
    const { router } = renderApp("/faqs");
    await waitFor(() => expect(where(router)).toBe("/tw/faqs"));
    expect(await screen.findByTestId("faq-page")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("zh-TW");
  });

  it("uses the locale cookie when the URL has no language", async () => {
    document.cookie = "locale=kr; path=/";
    const { router } = renderApp("/privacy");
    await waitFor(() => expect(where(router)).toBe("/kr/privacy"));
    expect(await screen.findByRole("heading", { level: 1, name: "개인정보 처리방침" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("ko");
  });

  it("replaces an unknown two-letter code and keeps the path and the whole query", async () => {
    const { router } = renderApp("/de/faqs?type=2&referral_code=AB12");
    await waitFor(() => expect(where(router)).toBe("/tw/faqs?type=2&referral_code=AB12"));
  });

  it("sends / and an unknown bare code to the current language's home", async () => {
    document.cookie = "locale=en; path=/";
    const { router } = renderApp("/zz?type=1");
    await waitFor(() => expect(where(router)).toBe("/en?type=1"));
    expect(await screen.findByTestId("home-latest")).toBeInTheDocument();
  });

  it("keeps a valid prefix and stores it in the cookie", async () => {
    const { router } = renderApp("/jp/terms");
    expect(await screen.findByTestId("legal-page")).toBeInTheDocument();
    expect(where(router)).toBe("/jp/terms");
    expect(document.cookie).toContain("locale=jp");
  });

  it("serves /term as an alias of /terms", async () => {
    renderApp("/en/term");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
  });
});

describe("breadcrumbs", () => {
  it("show the trail on a content page and nothing on home", async () => {
    const { router } = renderApp("/en/faqs");
    const trail = await screen.findByTestId("breadcrumbs");
    expect(trail).toHaveTextContent("Home");
    expect(trail).toHaveTextContent("FAQ");
    expect(document.title).toBe("FAQ · Vitrine");
    await router.navigate("/en");
    await screen.findByTestId("home-latest");
    expect(screen.queryByTestId("breadcrumbs")).not.toBeInTheDocument();
  });
});
