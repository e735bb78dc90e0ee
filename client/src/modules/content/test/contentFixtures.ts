import type { ContentItemFieldsFragment, StaffContentItemFieldsFragment } from "../../../gql/graphql";

/**
 * Adds the __typename Apollo's cache reads; a function's result, so the generated types (which leave
 * __typename out) do not refuse it as an unknown property.
 */
export const typed = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });

/** A published item as readers get it (test data). */
export function makeContentItem(
  n: number,
  overrides: Partial<ContentItemFieldsFragment & { bodyHtml: string }> = {},
): ContentItemFieldsFragment & { bodyHtml: string } {
  return typed("ContentItem", {
    id: String(n),
    kind: "ANNOUNCEMENT",
    webType: 3,
    category: "maintenance",
    tags: ["server"],
    language: "en",
    fallback: false,
    slug: `item-${n}`,
    title: `Announcement ${n}`,
    summary: `Summary ${n}`,
    coverUrl: null,
    publishedAt: "2026-11-20T02:30:00.000Z",
    bodyHtml: `<p>Body ${n}</p>`,
    ...overrides,
  });
}

/** A staff view of an item (test data). */
export function makeStaffItem(
  overrides: Partial<StaffContentItemFieldsFragment> = {},
): StaffContentItemFieldsFragment {
  return typed("StaffContentItem", {
    id: "7",
    kind: "NEWS",
    webType: null,
    category: "release",
    tags: [],
    state: "DRAFT",
    coverUrl: null,
    translations: [
      typed("ContentTranslation", {
        language: "tw",
        slug: "launch-week",
        title: "上線週",
        summary: "",
        bodyMarkdown: "# 你好",
      }),
    ],
    publishAt: null,
    publishedAt: null,
    revision: 3,
    updatedAt: "2026-11-24T04:00:00.000Z",
    updatedByName: "editor",
    ...overrides,
  });
}
