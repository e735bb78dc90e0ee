import { graphql } from "../../../gql";

export const NoticeFieldsFragment = graphql(`
  fragment NoticeFields on Notice {
    id
    kind
    createdAt
    read
    title
    body
    path
    link {
      type
      id
    }
  }
`);

export const NoticesQuery = graphql(`
  query Notices($unreadOnly: Boolean, $page: Int) {
    notices(unreadOnly: $unreadOnly, page: $page) {
      items {
        ...NoticeFields
      }
      total
      page
      pageSize
    }
  }
`);

export const NoticeUnreadCountQuery = graphql(`
  query NoticeUnreadCount {
    noticeUnreadCount
  }
`);

export const MarkNoticeReadMutation = graphql(`
  mutation MarkNoticeRead($id: ID!) {
    markNoticeRead(id: $id) {
      ...NoticeFields
    }
  }
`);

export const MarkAllNoticesReadMutation = graphql(`
  mutation MarkAllNoticesRead {
    markAllNoticesRead
  }
`);

export const NoticePreferencesQuery = graphql(`
  query NoticePreferences {
    noticePreferences {
      kind
      email
    }
  }
`);

export const SetNoticePreferenceMutation = graphql(`
  mutation SetNoticePreference($kind: NoticeKind!, $email: Boolean!) {
    setNoticePreference(kind: $kind, email: $email) {
      kind
      email
    }
  }
`);

export const NoticeReceivedSubscription = graphql(`
  subscription NoticeReceived {
    noticeReceived {
      ...NoticeFields
    }
  }
`);
