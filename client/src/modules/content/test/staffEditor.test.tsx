import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderApp } from "../../../shared/test/renderApp";
import { makeViewer } from "../../../shared/test/fixtures";
import { graphqlError } from "../../../shared/test/graphqlErrors";
import { ContentRevisionsQuery, SaveContentItemMutation, StaffContentItemQuery } from "../graphql/staff";
import { makeStaffItem, typed } from "./contentFixtures";

const CONTENT_CHANGED = 2070;

function staffHandlers(item: () => ReturnType<typeof makeStaffItem>) {
  return [
    // The session query ("Me", accounts module), by name: modules reach accounts only through its index.
    graphql.query("Me", () =>
      HttpResponse.json({
        data: { me: makeViewer({ role: "staff", staffRoles: ["content"], twoFactorEnabled: true }) },
      }),
    ),
    graphql.query(StaffContentItemQuery, () => HttpResponse.json({ data: { staffContentItem: item() } })),
    graphql.query(ContentRevisionsQuery, () =>
      HttpResponse.json({
        data: {
          contentRevisions: typed("ContentRevisionPage", {
            total: 1,
            page: 1,
            pageSize: 20,
            items: [
              typed("ContentRevision", {
                revision: 3,
                action: "EDITED",
                changedFields: ["tw.title"],
                editorName: "editor",
                createdAt: "2026-11-24T04:00:00.000Z",
              }),
            ],
          }),
        },
      }),
    ),
  ];
}

describe("staff content editor", () => {
  it("saves with the revision it loaded, and tells the editor when someone else saved first", async () => {
    let current = makeStaffItem();
    const inputs: Record<string, unknown>[] = [];
    let conflict = false;
    server.use(
      ...staffHandlers(() => current),
      graphql.mutation(SaveContentItemMutation, ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        if (conflict) return graphqlError(CONTENT_CHANGED);
        current = makeStaffItem({
          revision: current.revision + 1,
          translations: [
            {
              ...current.translations[0]!,
              title: String((variables.input.translations[0] as { title: string }).title),
            },
          ],
        });
        return HttpResponse.json({ data: { saveContentItem: current } });
      }),
    );
    const { user } = renderApp("/en/admin/content/7");
    const title = await screen.findByTestId("staff-content-title-tw");
    expect(title).toHaveValue("上線週");
    expect(screen.getByTestId("staff-nav")).toHaveTextContent("Content");
    expect(await screen.findByTestId("staff-content-revision")).toHaveTextContent("Edited");

    await user.clear(title);
    await user.type(title, "上線週公告");
    await user.click(screen.getByTestId("staff-content-save"));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({
      id: "7",
      expectedRevision: 3,
      kind: "NEWS",
      webType: null,
      category: "release",
      translations: [{ language: "tw", slug: "launch-week", title: "上線週公告", bodyMarkdown: "# 你好" }],
    });
    await waitFor(() => expect(screen.getByTestId("staff-content-updated")).toHaveTextContent("revision 4"));

    // Someone else saves revision 5 meanwhile: this editor still holds revision 4.
    conflict = true;
    await user.type(title, "!");
    await user.click(screen.getByTestId("staff-content-save"));
    await waitFor(() => expect(inputs).toHaveLength(2));
    expect(inputs[1]).toMatchObject({ id: "7", expectedRevision: 4 });
    const alert = await screen.findByTestId("staff-content-conflict");
    expect(alert).toHaveTextContent("Someone else saved this item");

    // Reload brings their version.
    current = makeStaffItem({
      revision: 5,
      translations: [{ ...current.translations[0]!, title: "他人的標題" }],
    });
    await user.click(within(alert).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getByTestId("staff-content-title-tw")).toHaveValue("他人的標題"));
    expect(screen.queryByTestId("staff-content-conflict")).not.toBeInTheDocument();
  });

  it("does not send an item without a tw title", async () => {
    const inputs: unknown[] = [];
    server.use(
      ...staffHandlers(() => makeStaffItem()),
      graphql.mutation(SaveContentItemMutation, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { saveContentItem: makeStaffItem() } });
      }),
    );
    const { user } = renderApp("/en/admin/content/new");
    await user.click(await screen.findByTestId("staff-content-save"));
    await waitFor(() =>
      expect(screen.getByTestId("staff-content-title-tw")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getAllByText("Please enter information").length).toBeGreaterThan(0);
    expect(inputs).toHaveLength(0);
  });
});
