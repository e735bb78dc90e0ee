import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { render } from "@testing-library/react";
import { renderApp, TEST_GRAPHQL_URL } from "../src/shared/test/renderApp";
import { AppProviders } from "../src/app/AppProviders";
import { createApolloClient } from "../src/app/apollo";
import { LocaleShell } from "../src/app/LocaleShell";
import { RouteErrorPage } from "../src/app/errors/RouteErrorPage";

describe("404 page", () => {
  it("shows 'Not Found' with a link home for an unknown path", async () => {
    renderApp("/en/no/such/page");
    const page = await screen.findByTestId("not-found");
    expect(page).toHaveTextContent("404 Not Found");
    expect(page).toHaveTextContent("This page could not be found");
    expect(within(page).getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  });

  it("is localized", async () => {
    renderApp("/tw/nope");
    const page = await screen.findByTestId("not-found");
    expect(page).toHaveTextContent("404 找不到頁面");
    expect(within(page).getByRole("link", { name: "回到首頁" })).toHaveAttribute("href", "/tw");
  });
});

describe("route error boundary", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  function renderFailing(loader: () => never) {
    const router = createMemoryRouter(
      [
        {
          path: ":lang",
          element: <LocaleShell />,
          hydrateFallbackElement: <p>loading</p>,
          children: [
            { errorElement: <RouteErrorPage />, children: [{ index: true, loader, element: <p>ok</p> }] },
          ],
        },
      ],
      { initialEntries: ["/en"] },
    );
    render(
      <AppProviders client={createApolloClient(TEST_GRAPHQL_URL)} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it("shows 'An error occurred' with the status code", async () => {
    renderFailing(() => {
      throw new Response("down", { status: 503 });
    });
    const page = await screen.findByTestId("route-error");
    expect(page).toHaveTextContent("An error occurred");
    expect(page).toHaveTextContent("Status code 503");
    expect(within(page).getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  });

  it("defaults to 500 for a thrown error", async () => {
    renderFailing(() => {
      throw new Error("boom");
    });
    expect(await screen.findByTestId("route-error")).toHaveTextContent("Status code 500");
  });
});
