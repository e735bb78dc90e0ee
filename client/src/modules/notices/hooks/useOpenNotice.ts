import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import type { NoticeFieldsFragment } from "../../../gql/graphql";
import { MarkNoticeReadMutation, NoticeUnreadCountQuery } from "../graphql/notices";
import { noticeTargetUrl } from "../urls";

/** Opening a notice: marked read (the count follows) and, when it is about something, that page. */
export function useOpenNotice(): (notice: NoticeFieldsFragment) => void {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { locale } = useLocale();
  const [markRead] = useMutation(MarkNoticeReadMutation);
  return (notice) => {
    if (!notice.read) {
      void markRead({ variables: { id: notice.id } })
        .then(() => client.refetchQueries({ include: [NoticeUnreadCountQuery] }))
        .catch(() => undefined);
    }
    if (notice.path) void navigate(noticeTargetUrl(locale, notice.path));
  };
}
