import type { ContentItemFieldsFragment, StaffContentItemFieldsFragment } from "../../../gql/graphql";

/** A published item as readers get it (test data). */
export function makeContentItem(
  n: number,
  overrides: Partial<ContentItemFieldsFragment & { bodyHtml: string }> = {},
): ContentItemFieldsFragment & { bodyHtml: string } {
  return {
    __typename: "ContentItem",
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
  };
}

/** A staff view of an item (test data). */
export function makeStaffItem(
  overrides: Partial<StaffContentItemFieldsFragment> = {},
): StaffContentItemFieldsFragment {
  return {
    __typename: "StaffContentItem",
    id: "7",
    kind: "NEWS",
    webType: null,
    category: "release",
    tags: [],
    state: "DRAFT",
    coverUrl: null,
    translations: [
      {
        __typename: "ContentTranslation",
        language: "tw",
        slug: "launch-week",
        title: "上線週",
        summary: "",
        bodyMarkdown: "# 你好",
      },
    ],
    publishAt: null,
    publishedAt: null,
    revision: 3,
    updatedAt: "2026-11-24T04:00:00.000Z",
    updatedByName: "editor",
    ...overrides,
  };
}
