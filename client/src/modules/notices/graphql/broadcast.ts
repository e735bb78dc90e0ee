import { graphql } from "../../../gql";

export const BroadcastNoticeMutation = graphql(`
  mutation BroadcastNotice($input: BroadcastNoticeInput!) {
    broadcastNotice(input: $input) {
      id
      title
      segment
      locale
      recipients
      done
      createdAt
    }
  }
`);

export const StaffBroadcastsQuery = graphql(`
  query StaffBroadcasts($page: Int) {
    staffBroadcasts(page: $page) {
      items {
        id
        title
        segment
        locale
        path
        recipients
        done
        createdAt
      }
      total
      page
      pageSize
    }
  }
`);
