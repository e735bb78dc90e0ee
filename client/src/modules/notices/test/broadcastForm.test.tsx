import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { LOCALES } from "@vitrine/schema";
import { server } from "../../../shared/test/server";
import { renderInShell } from "../../../shared/test/renderApp";
import { BroadcastNoticeMutation, StaffBroadcastsQuery } from "../graphql/broadcast";
import { BroadcastForm } from "../components/BroadcastForm";

describe("staff broadcast form", () => {
  it("marks the languages still missing a text, sends nothing, then sends every language", async () => {
    const inputs: unknown[] = [];
    server.use(
      graphql.query(StaffBroadcastsQuery, () =>
        HttpResponse.json({
          data: { staffBroadcasts: { items: [], total: 0, page: 1, pageSize: 20 } } as never,
        }),
      ),
      graphql.mutation(BroadcastNoticeMutation, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            broadcastNotice: {
              __typename: "NoticeBroadcast",
              id: "5",
              title: "t",
              segment: "ALL",
              locale: null,
              recipients: 0,
              done: false,
              createdAt: "2026-11-25T00:00:00.000Z",
            },
          } as never,
        });
      }),
    );
    const { user } = renderInShell(<BroadcastForm />);
    await user.type(await screen.findByTestId("broadcast-title-tw"), "標題");
    await user.type(screen.getByTestId("broadcast-body-tw"), "內文");
    await user.click(screen.getByTestId("broadcast-send"));

    const tabs = screen.getAllByRole("tab");
    await waitFor(() => expect(tabs.filter((t) => t.hasAttribute("data-invalid"))).toHaveLength(4));
    expect(tabs[0]).not.toHaveAttribute("data-invalid");
    expect(within(tabs[2]!).getByRole("img", { name: "This language has fields to correct" })).toBeVisible();
    expect(inputs).toEqual([]);

    for (const [i, l] of LOCALES.entries()) {
      if (l === "tw") continue;
      await user.click(tabs[i]!);
      await user.type(screen.getByTestId(`broadcast-title-${l}`), `title ${l}`);
      await user.type(screen.getByTestId(`broadcast-body-${l}`), `body ${l}`);
    }
    await user.click(screen.getByTestId("broadcast-send"));
    expect(await screen.findByTestId("broadcast-sent")).toBeInTheDocument();
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({
      segment: "ALL",
      locale: null,
      path: null,
      texts: { tw: { title: "標題", body: "內文" }, kr: { title: "title kr", body: "body kr" } },
    });
    expect(screen.getAllByRole("tab").filter((t) => t.hasAttribute("data-invalid"))).toHaveLength(0);
  });
});
