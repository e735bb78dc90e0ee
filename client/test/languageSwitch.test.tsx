import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "../src/shared/test/renderApp";
import { server } from "../src/shared/test/server";

describe("language menu", () => {
  it("lists the five languages in the spec's order", async () => {
    const { user } = renderApp("/en/faqs");
    await user.click(await screen.findByTestId("language-menu"));
    const options = await screen.findAllByTestId(/^language-option-/);
    expect(options.map((o) => o.getAttribute("data-testid"))).toEqual([
      "language-option-tw",
      "language-option-en",
      "language-option-cn",
      "language-option-jp",
      "language-option-kr",
    ]);
    expect(options.map((o) => o.textContent)).toEqual([
      "繁體中文",
      "English",
      "简体中文",
      "日本語",
      "한국어",
    ]);
  });

  it("rewrites the route (same path and query), sets the cookie and translates the page", async () => {
    const { user, router } = renderApp("/en/faqs?type=3&referral_code=XY");
    expect(await screen.findByRole("button", { name: "Log in / Register" })).toBeInTheDocument();

    await user.click(screen.getByTestId("language-menu"));
    await user.click(await screen.findByTestId("language-option-jp"));

    await waitFor(() => expect(router.state.location.pathname).toBe("/jp/faqs"));
    expect(router.state.location.search).toBe("?type=3&referral_code=XY");
    expect(document.cookie).toMatch(/(^|; )locale=jp(;|$)/);
    await waitFor(() => expect(screen.getByTestId("login-button")).toHaveTextContent("ログイン / 新規登録"));
    // <html lang> is set in an effect after the render that translated the header.
    await waitFor(() => expect(document.documentElement.lang).toBe("ja"));
    expect(screen.getByTestId("language-menu")).toHaveTextContent("日本語");
  });

  it("works from the footer's menu too", async () => {
    const { user, router } = renderApp("/tw");
    await user.click(await screen.findByTestId("footer-language-menu"));
    await user.click(await screen.findByTestId("footer-language-option-kr"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/kr"));
    expect(document.cookie).toMatch(/(^|; )locale=kr(;|$)/);
  });
});

describe("the language of GraphQL operations", () => {
  it("names the page's language in each operation, and asks again after a switch", async () => {
    const langs: { operation: string; lang: unknown }[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method !== "POST") return;
      void request
        .clone()
        .json()
        .then((body: { operationName?: string; extensions?: { lang?: unknown } }) => {
          if (body.operationName === "Me") langs.push({ operation: "Me", lang: body.extensions?.lang });
        });
    });
    const { user, router } = renderApp("/en/faqs");
    await waitFor(() => expect(langs).toContainEqual({ operation: "Me", lang: "en" }));
    await user.click(await screen.findByTestId("language-menu"));
    await user.click(await screen.findByTestId("language-option-jp"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/jp/faqs"));
    await waitFor(() => expect(langs).toContainEqual({ operation: "Me", lang: "jp" }));
    server.events.removeAllListeners();
  });
});
