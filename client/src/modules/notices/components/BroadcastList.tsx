import { useState } from "react";
import { Badge, Pagination, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { StaffBroadcastsQuery as StaffBroadcastsData } from "../../../gql/graphql";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { StaffBroadcastsQuery } from "../graphql/broadcast";
import { SEGMENT_LABEL } from "../messages";

type Broadcast = StaffBroadcastsData["staffBroadcasts"]["items"][number];

const COLUMNS: DataColumn<Broadcast>[] = [
  {
    key: "title",
    header: "staff.broadcast.titleField",
    primary: true,
    cell: (b) => (
      <Text size="sm" fw={600}>
        {b.title}
      </Text>
    ),
  },
  {
    key: "segment",
    header: "staff.broadcast.segment",
    cell: (b) => (
      <>
        <FormattedMessage id={SEGMENT_LABEL[b.segment]} />
        {b.locale ? ` (${b.locale})` : ""}
      </>
    ),
  },
  {
    key: "recipients",
    header: "staff.broadcast.recipients",
    cell: (b) => (
      <>
        {b.recipients}{" "}
        {!b.done && (
          <Badge size="xs" variant="light">
            <FormattedMessage id="staff.broadcast.sending" />
          </Badge>
        )}
      </>
    ),
  },
  {
    key: "sentAt",
    header: "staff.broadcast.sentAt",
    cell: (b) => <FormattedDate value={b.createdAt} dateStyle="medium" timeStyle="short" />,
  },
];

/** Broadcasts sent, newest first: title, segment, how many members have it, done or still going. */
export function BroadcastList() {
  const [page, setPage] = useState(1);
  const { data } = useQuery(StaffBroadcastsQuery, { variables: { page }, fetchPolicy: "cache-and-network" });
  const list = data?.staffBroadcasts;
  if (!list || list.items.length === 0) return null;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <Paper withBorder radius="lg" p="md" bg="dark.7" data-testid="broadcast-list">
      <Stack gap="sm">
        <DataTable
          framed={false}
          minWidth={520}
          highlightOnHover={false}
          rows={list.items}
          rowKey={(b) => b.id}
          rowTestId="broadcast-row"
          columns={COLUMNS}
        />
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
      </Stack>
    </Paper>
  );
}
