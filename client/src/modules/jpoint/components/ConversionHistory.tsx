import { useState } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { PagedSection } from "../../../shared/ui/PagedSection";
import { DataTable } from "../../../shared/ui/DataTable";
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
            <DataTable
              framed={false}
              highlightOnHover={false}
              rows={items}
              rowKey={(item) => item.id}
              rowTestId="jpoint-history-row"
              columns={[
                {
                  key: "date",
                  header: "jpoint.history.date",
                  primary: true,
                  cell: (item) =>
                    item.confirmedAt ? (
                      <FormattedDate value={item.confirmedAt} dateStyle="medium" timeStyle="short" />
                    ) : null,
                },
                {
                  key: "jpoint",
                  header: "jpoint.history.jpoint",
                  align: "right",
                  cell: (item) => `−${formatJpoint(item.jpoint)}`,
                },
                {
                  key: "usdt",
                  header: "jpoint.history.usdt",
                  align: "right",
                  cell: (item) => `+${formatUsdt(item.usdt)}`,
                },
                { key: "rate", header: "jpoint.convert.rate", align: "right", cell: (item) => item.rate },
              ]}
            />
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}
