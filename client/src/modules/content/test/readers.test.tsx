import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderApp } from "../../../shared/test/renderApp";
import { ContentCategoriesQuery, ContentItemQuery, ContentItemsQuery } from "../graphql/reader";
import { makeContentItem, typed } from "./contentFixtures";

const PAGE_SIZE = 20;

describe("content readers", () => {
  it("pages the announcements and filters them by category, newest first as the gateway sends them", async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query(ContentCategoriesQuery, () =>
        HttpResponse.json({ data: { contentCategories: ["maintenance", "release"] } }),
      ),
      graphql.query(ContentItemsQuery, ({ variables }) => {
        asked.push(variables);
        const page = variables.page ?? 1;
        const total = variables.category ? 3 : 45;
        const count = Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE);
        const items = Array.from({ length: count }, (_, i) =>
          makeContentItem((page - 1) * PAGE_SIZE + i + 1, { category: variables.category ?? "maintenance" }),
        );
        return HttpResponse.json({
          data: { contentItems: typed("ContentItemPage", { total, page, pageSize: PAGE_SIZE, items }) },
        });
      }),
    );
    const { user, router } = renderApp("/en/announcement");
    await waitFor(() => expect(screen.getAllByTestId("content-card")).toHaveLength(20));
    expect(asked[0]).toMatchObject({ kind: "ANNOUNCEMENT", webType: 3, category: null, page: 1 });
    expect(screen.getAllByTestId("content-card")[0]).toHaveAttribute("href", "/en/announcement/1");

    // 45 items: three pages.
    const pager = screen.getByTestId("content-pagination");
    await user.click(within(pager).getByRole("button", { name: "2" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("content-card")[0]).toHaveTextContent("Announcement 21"),
    );
    expect(router.state.location.search).toBe("?page=2");
    expect(asked.at(-1)).toMatchObject({ page: 2 });

    // A category starts again at page 1.
    await user.click(screen.getByRole("radio", { name: "Release" }));
    await waitFor(() => expect(screen.getAllByTestId("content-card")).toHaveLength(3));
    expect(asked.at(-1)).toMatchObject({ category: "release", page: 1 });
    expect(router.state.location.search).toBe("?category=release");
    expect(screen.queryByTestId("content-pagination")).not.toBeInTheDocument();

    // The marketplace tab asks for web type 4.
    await user.click(screen.getByTestId("content-webtype-4"));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ webType: 4, category: null, page: 1 }));
    expect(router.state.location.search).toBe("?web_type=4");
  });

  it("says when there is nothing, and offers a retry when the list fails", async () => {
    let fail = true;
    server.use(
      graphql.query(ContentItemsQuery, () =>
        fail
          ? HttpResponse.json({ errors: [{ message: "down", extensions: { errorCode: 500 } }], data: null })
          : HttpResponse.json({
              data: {
                contentItems: typed("ContentItemPage", { total: 0, page: 1, pageSize: 20, items: [] }),
              },
            }),
      ),
    );
    const { user } = renderApp("/en/news");
    expect(await screen.findByTestId("error-state")).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByTestId("error-state")).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("content-empty")).toHaveTextContent("Nothing here yet");
  });

  it("marks an article shown in Traditional Chinese and gives the page its title and description", async () => {
    server.use(
      graphql.query(ContentItemQuery, ({ variables }) =>
        HttpResponse.json({
          data: {
            contentItem: makeContentItem(Number(variables.id), {
              kind: "NEWS",
              webType: null,
              language: "tw",
              fallback: true,
              title: "新卡上市",
              summary: "本週新卡",
              tags: ["launch"],
              bodyHtml: "<h2>重點</h2><p>內容</p>",
            }),
          },
        }),
      ),
    );
    renderApp("/en/news/5");
    expect(await screen.findByTestId("content-article-title")).toHaveTextContent("新卡上市");
    expect(screen.getByTestId("content-fallback")).toHaveTextContent("Shown in Traditional Chinese");
    expect(screen.getByTestId("content-article-body").querySelector("h2")).toHaveTextContent("重點");
    expect(screen.getByTestId("content-article-date")).toHaveTextContent("GMT+8");
    // 02:30 UTC is 10:30 in Taipei.
    expect(screen.getByTestId("content-article-date")).toHaveTextContent("10:30");
    expect(screen.getByTestId("content-back")).toHaveAttribute("href", "/en/news");
    await waitFor(() => expect(document.title).toBe("新卡上市 · Vitrine"));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "本週新卡");
  });

  it("shows an item of the fallback-free language without the marker", async () => {
    server.use(
      graphql.query(ContentItemQuery, () =>
        HttpResponse.json({ data: { contentItem: makeContentItem(2, { kind: "EVENT", webType: null }) } }),
      ),
    );
    renderApp("/en/event/2");
    expect(await screen.findByTestId("content-article-title")).toHaveTextContent("Announcement 2");
    expect(screen.queryByTestId("content-fallback")).not.toBeInTheDocument();
  });
});
