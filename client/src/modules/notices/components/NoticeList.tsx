import { useState } from "react";
import { Button, Group, Pagination, Paper, SegmentedControl, Stack } from "@mantine/core";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { MarkAllNoticesReadMutation, NoticesQuery, NoticeUnreadCountQuery } from "../graphql/notices";
import { useOpenNotice } from "../hooks/useOpenNotice";
import { NoticeItem } from "./NoticeItem";

/** The notice centre's list: all or unread only, mark all read, 20 a page, newest first. */
export function NoticeList() {
  const intl = useIntl();
  const client = useApolloClient();
  const [filter, setFilter] = useState<"all" | "unread">("all");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(NoticesQuery, {
    variables: { unreadOnly: filter === "unread", page },
    fetchPolicy: "cache-and-network",
  });
  const count = useQuery(NoticeUnreadCountQuery, { fetchPolicy: "cache-first" });
  const [markAll, markingAll] = useMutation(MarkAllNoticesReadMutation);
  const openNotice = useOpenNotice();
  const notices = data?.notices;
  const pages = notices ? Math.max(1, Math.ceil(notices.total / notices.pageSize)) : 1;

  const readAll = async () => {
    await markAll();
    await client.refetchQueries({ include: [NoticeUnreadCountQuery, NoticesQuery] });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value as "all" | "unread");
            setPage(1);
          }}
          data={[
            { value: "all", label: intl.formatMessage({ id: "notices.filter.all" }) },
            {
              value: "unread",
              label: intl.formatMessage(
                { id: "notices.filter.unread" },
                { count: count.data?.noticeUnreadCount ?? 0 },
              ),
            },
          ]}
          data-testid="notice-filter"
        />
        <Button
          variant="light"
          onClick={() => void readAll()}
          loading={markingAll.loading}
          disabled={(count.data?.noticeUnreadCount ?? 0) === 0}
          data-testid="notice-mark-all"
        >
          <FormattedMessage id="notices.markAllRead" />
        </Button>
      </Group>
      {error && !notices ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : notices && notices.items.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={filter === "unread" ? "notices.emptyUnread" : "notices.empty"} />}
          testId="notice-empty"
        />
      ) : (
        <Paper withBorder radius="lg" p="xs" bg="dark.7" data-testid="notice-list" aria-busy={loading}>
          <Stack gap={4}>
            {notices?.items.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={openNotice} />
            ))}
          </Stack>
        </Paper>
      )}
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
    </Stack>
  );
}
