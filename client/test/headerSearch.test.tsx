import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../src/shared/test/server";
import { renderApp } from "../src/shared/test/renderApp";
import { HeaderSearchQuery } from "../src/modules/catalog/graphql/search";

describe("header search", () => {
  it("shows artwork and publisher suggestions from the search query", async () => {
    const requests: { text: string; limit: number }[] = [];
    server.events.on("request:start", ({ request }) => {
      void request
        .clone()
        .json()
        .then((body: { operationName?: string; variables?: { text: string; limit: number } }) => {
          if (body.operationName === "HeaderSearch" && body.variables) requests.push(body.variables);
        });
    });
    const { user } = renderApp("/en");
    await user.type(await screen.findByTestId("header-search"), "aurora");

    const suggestions = await screen.findAllByTestId("search-suggestion");
    expect(suggestions.map((s) => s.textContent)).toEqual([
      "Aurora Borealis",
      "Aurora Dawn",
      "Aurora Studio",
    ]);
    expect(screen.getByText("Artworks")).toBeInTheDocument();
    expect(screen.getByText("Publishers")).toBeInTheDocument();
    expect(suggestions[2]!.querySelector("img")).toHaveAttribute("src", "/media/publishers/1.png");
    // Debounced: one request for the whole word, not one per keystroke.
    expect(requests).toEqual([{ text: "aurora", limit: 8 }]);
    server.events.removeAllListeners();
  });

  it("goes to /{lang}?search=<text> on Enter and shows the results", async () => {
    const { user, router } = renderApp("/en/faqs");
    await user.type(await screen.findByTestId("header-search"), "Aurora #3{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/en"));
    expect(new URLSearchParams(router.state.location.search).get("search")).toBe("Aurora #3");
    expect(await screen.findByRole("heading", { name: "Results for “Aurora #3”" })).toBeInTheDocument();
    expect(await screen.findAllByTestId("card-tile")).toHaveLength(1);
  });

  it("opens a chosen suggestion's page: a publisher's, or an artwork's card page", async () => {
    const { user, router } = renderApp("/tw");
    await user.type(await screen.findByTestId("header-search"), "studio");
    const [studio] = await screen.findAllByTestId("search-suggestion");
    await user.click(studio!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/tw/publisher/1"));
    expect(screen.getByTestId("header-search")).toHaveValue("");

    await user.type(screen.getByTestId("header-search"), "aurora");
    // The previous word's suggestions stay on screen until the debounced query answers: wait for the new ones.
    await waitFor(() =>
      expect(screen.getAllByTestId("search-suggestion")[0]).toHaveTextContent("Aurora Borealis"),
    );
    await user.click(screen.getAllByTestId("search-suggestion")[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/tw/card/1"));
  });

  it("shows nothing to choose when the search finds nothing", async () => {
    server.use(graphql.query(HeaderSearchQuery, () => HttpResponse.json({ data: { search: [] } })));
    const { user } = renderApp("/en");
    await user.type(await screen.findByTestId("header-search"), "zzz");
    expect(await screen.findByText("No matches")).toBeInTheDocument();
    expect(screen.queryAllByTestId("search-suggestion")).toHaveLength(0);
  });
});
