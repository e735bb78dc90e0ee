import { useState } from "react";
import { Badge, Pagination, Paper, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { StaffBroadcastsQuery } from "../graphql/broadcast";
import { SEGMENT_LABEL } from "../messages";

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
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="staff.broadcast.titleField" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="staff.broadcast.segment" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="staff.broadcast.recipients" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="staff.broadcast.sentAt" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {b.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <FormattedMessage id={SEGMENT_LABEL[b.segment]} />
                    {b.locale ? ` (${b.locale})` : ""}
                  </Table.Td>
                  <Table.Td>
                    {b.recipients}{" "}
                    {!b.done && (
                      <Badge size="xs" variant="light">
                        <FormattedMessage id="staff.broadcast.sending" />
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <FormattedDate value={b.createdAt} dateStyle="medium" timeStyle="short" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
      </Stack>
    </Paper>
  );
}
