import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { delay, graphql, HttpResponse } from "msw";
import { server } from "../src/shared/test/server";
import { renderApp } from "../src/shared/test/renderApp";
import { LatestCardsQuery } from "../src/modules/home/graphql/queries";

describe("home page", () => {
  it("shows the hero, the latest releases and the explore-by-chain section", async () => {
    renderApp("/en");
    expect(await screen.findByRole("heading", { level: 1, name: "Vitrine" })).toBeInTheDocument();
    const latest = screen.getByTestId("home-latest");
    expect(within(latest).getByRole("heading", { name: "Latest releases" })).toBeInTheDocument();
    expect(await within(latest).findAllByTestId("card-tile")).toHaveLength(8);

    const first = within(latest).getAllByTestId("card-tile")[0]!;
    expect(within(first).getByRole("img", { name: "Aurora #1" })).toHaveAttribute(
      "src",
      "/media/cards/1.png",
    );
    expect(first).toHaveTextContent("by Artist 1");
    expect(first).toHaveTextContent("Publisher 1");
    expect(first).toHaveTextContent("BNB Smart Chain");
    expect(within(first).getByLabelText("7 likes")).toBeInTheDocument();

    const explore = document.getElementById("section-index")!;
    expect(within(explore).getByRole("heading", { name: "Explore by chain" })).toBeInTheDocument();
    expect(await within(explore).findAllByTestId("card-tile")).toHaveLength(8);
    expect(explore).toHaveTextContent("Ethereum");
  });

  it("shows skeletons while loading", async () => {
    server.use(
      graphql.query(LatestCardsQuery, async () => {
        await delay("infinite");
        return HttpResponse.json({ data: { latestCards: [] } });
      }),
    );
    renderApp("/en");
    const latest = await screen.findByTestId("home-latest");
    expect(within(latest).getAllByTestId("card-tile-skeleton")).toHaveLength(8);
    expect(within(latest).queryByTestId("card-tile")).not.toBeInTheDocument();
  });

  it("shows an error state with a retry when a list fails", async () => {
    let calls = 0;
    server.use(
      graphql.query(LatestCardsQuery, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: "x", extensions: { errorCode: 9503 } }] })
          : HttpResponse.json({ data: { latestCards: [] } });
      }),
    );
    const { user } = renderApp("/en");
    const latest = await screen.findByTestId("home-latest");
    const error = await within(latest).findByTestId("error-state");
    expect(error).toHaveTextContent("The service is temporarily unavailable.");
    await user.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await within(latest).findByText("No releases yet. Check back soon.")).toBeInTheDocument();
  });

  it("shows search results with a heading and an empty state", async () => {
    const { router } = renderApp("/en?search=Aurora");
    expect(await screen.findByRole("heading", { name: "Results for “Aurora”" })).toBeInTheDocument();
    expect(await screen.findAllByTestId("card-tile")).toHaveLength(8);
    expect(screen.getByText("8 cards")).toBeInTheDocument();
    expect(screen.queryByTestId("home-latest")).not.toBeInTheDocument();

    await router.navigate("/en?search=nothing-like-this");
    expect(await screen.findByTestId("search-empty")).toHaveTextContent(
      "No cards match “nothing-like-this”.",
    );
  });
});
