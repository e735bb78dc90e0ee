import { useState } from "react";
import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { PagedSection } from "../../../shared/ui/PagedSection";
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
        <PagedSection
          list={history}
          error={error}
          loading={loading}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          skeletonHeight={80}
          empty={
            <Text c="dimmed" data-testid="jpoint-history-empty">
              <FormattedMessage id="jpoint.history.empty" />
            </Text>
          }
        >
          {(items) => (
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
                  {items.map((item) => (
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
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}
