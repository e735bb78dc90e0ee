import { graphql } from "../../../gql";

export const StaffContentItemFieldsFragment = graphql(`
  fragment StaffContentItemFields on StaffContentItem {
    id
    kind
    webType
    category
    tags
    state
    coverUrl
    translations {
      language
      slug
      title
      summary
      bodyMarkdown
    }
    publishAt
    publishedAt
    revision
    updatedAt
    updatedByName
  }
`);

export const StaffContentItemsQuery = graphql(`
  query StaffContentItems($kind: ContentKind, $state: ContentState, $search: String, $page: Int) {
    staffContentItems(kind: $kind, state: $state, search: $search, page: $page) {
      total
      page
      pageSize
      items {
        ...StaffContentItemFields
      }
    }
  }
`);

export const StaffContentItemQuery = graphql(`
  query StaffContentItem($id: ID!) {
    staffContentItem(id: $id) {
      ...StaffContentItemFields
    }
  }
`);

export const ContentRevisionsQuery = graphql(`
  query ContentRevisions($itemId: ID!, $page: Int) {
    contentRevisions(itemId: $itemId, page: $page) {
      total
      page
      pageSize
      items {
        revision
        action
        changedFields
        editorName
        createdAt
      }
    }
  }
`);

export const ContentPreviewQuery = graphql(`
  query ContentPreview($markdown: String!) {
    contentPreview(markdown: $markdown)
  }
`);

export const SaveContentItemMutation = graphql(`
  mutation SaveContentItem($input: ContentItemInput!) {
    saveContentItem(input: $input) {
      ...StaffContentItemFields
    }
  }
`);

export const ScheduleContentItemMutation = graphql(`
  mutation ScheduleContentItem($id: ID!, $publishAt: DateTimeISO!, $expectedRevision: Int!) {
    scheduleContentItem(id: $id, publishAt: $publishAt, expectedRevision: $expectedRevision) {
      ...StaffContentItemFields
    }
  }
`);

export const PublishContentItemMutation = graphql(`
  mutation PublishContentItem($id: ID!, $expectedRevision: Int!) {
    publishContentItem(id: $id, expectedRevision: $expectedRevision) {
      ...StaffContentItemFields
    }
  }
`);

export const UnscheduleContentItemMutation = graphql(`
  mutation UnscheduleContentItem($id: ID!, $expectedRevision: Int!) {
    unscheduleContentItem(id: $id, expectedRevision: $expectedRevision) {
      ...StaffContentItemFields
    }
  }
`);

export const ArchiveContentItemMutation = graphql(`
  mutation ArchiveContentItem($id: ID!, $expectedRevision: Int!) {
    archiveContentItem(id: $id, expectedRevision: $expectedRevision) {
      ...StaffContentItemFields
    }
  }
`);

export const RestoreContentItemMutation = graphql(`
  mutation RestoreContentItem($id: ID!, $expectedRevision: Int!) {
    restoreContentItem(id: $id, expectedRevision: $expectedRevision) {
      ...StaffContentItemFields
    }
  }
`);
