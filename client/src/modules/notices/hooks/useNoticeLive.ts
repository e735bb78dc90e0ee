import { useEffect } from "react";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { LIVE_CONNECTED_EVENT } from "../../../app/liveEvents";
import { NoticeReceivedSubscription, NoticesQuery, NoticeUnreadCountQuery } from "../graphql/notices";

/**
 * The signed-in member's live notices: each one raises the unread count in the cache at once and
 * refreshes any notice list on screen; when the socket (re)connects — it may have missed some —
 * the count and the lists are read again.
 */
export function useNoticeLive(enabled: boolean): void {
  const client = useApolloClient();
  useSubscription(NoticeReceivedSubscription, {
    // Client tests answer over HTTP only (msw): there is no socket to subscribe on.
    skip: !enabled || import.meta.env.MODE === "test",
    onData: ({ data }) => {
      const notice = data.data?.noticeReceived;
      if (!notice) return;
      client.cache.updateQuery({ query: NoticeUnreadCountQuery }, (current) =>
        current ? { noticeUnreadCount: current.noticeUnreadCount + (notice.read ? 0 : 1) } : current,
      );
      void client.refetchQueries({ include: [NoticesQuery] });
    },
  });
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void client.refetchQueries({ include: [NoticeUnreadCountQuery, NoticesQuery] });
    window.addEventListener(LIVE_CONNECTED_EVENT, refresh);
    return () => window.removeEventListener(LIVE_CONNECTED_EVENT, refresh);
  }, [client, enabled]);
}
