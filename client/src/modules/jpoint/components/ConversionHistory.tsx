import { useState } from "react";
import { Pagination, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { JpointConversionHistoryQuery } from "../graphql/jpoint";

/** The viewer's conversions, newest first, 20 a page. */
export function ConversionHistory() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(JpointConversionHistoryQuery, { variables: { page } });
  const history = data?.jpointConversionHistory;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="jpoint-history">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="jpoint.history.title" />
        </Title>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : loading && !history ? (
          <Skeleton height={80} />
        ) : !history || history.items.length === 0 ? (
          <Text c="dimmed" data-testid="jpoint-history-empty">
            <FormattedMessage id="jpoint.history.empty" />
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="jpoint.history.date" />
                    </Table.Th>
                    <Table.Th ta="right">
                      <FormattedMessage id="jpoint.history.jpoint" />
                    </Table.Th>
                    <Table.Th ta="right">
                      <FormattedMessage id="jpoint.history.usdt" />
                    </Table.Th>
                    <Table.Th ta="right">
                      <FormattedMessage id="jpoint.convert.rate" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.items.map((item) => (
                    <Table.Tr key={item.id} data-testid="jpoint-history-row">
                      <Table.Td>
                        {item.confirmedAt ? (
                          <FormattedDate value={item.confirmedAt} dateStyle="medium" timeStyle="short" />
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">−{formatJpoint(item.jpoint)}</Table.Td>
                      <Table.Td ta="right">+{formatUsdt(item.usdt)}</Table.Td>
                      <Table.Td ta="right">{item.rate}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {history.total > history.pageSize ? (
              <Pagination
                total={Math.ceil(history.total / history.pageSize)}
                value={page}
                onChange={setPage}
                size="sm"
              />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
