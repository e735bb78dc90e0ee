import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { PERIOD_LABEL } from "./periodLabel";

type Point = { start: string; likes: number; rank: number };
type Kind = "DAY" | "WEEK" | "MONTH";

/** A celebrity's closed days, weeks or months as two lines: rank (1 at the top) and likes. */
export function CelebrityCharts({ days, weeks, months }: { days: Point[]; weeks: Point[]; months: Point[] }) {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind>("DAY");
  const points = kind === "DAY" ? days : kind === "WEEK" ? weeks : months;
  const label = (start: string) =>
    intl.formatDate(`${start}T00:00:00Z`, {
      timeZone: "UTC",
      ...(kind === "MONTH" ? { year: "2-digit", month: "short" } : { month: "numeric", day: "numeric" }),
    });
  const data = points.map((p) => ({ at: label(p.start), rank: p.rank, likes: p.likes }));
  return (
    <Stack gap="sm" data-testid="celebrity-charts">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as Kind)}
        data={(["DAY", "WEEK", "MONTH"] as const).map((k) => ({
          value: k,
          label: intl.formatMessage({ id: PERIOD_LABEL[k] }),
        }))}
      />
      {data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="celebrities.chart.none" />}
          testId="celebrity-charts-empty"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="sm">
            <Title order={3} size="h5" mb="xs">
              <FormattedMessage id="celebrities.chart.rank" />
            </Title>
            <LineChart
              h={220}
              data={data}
              dataKey="at"
              series={[
                {
                  name: "rank",
                  label: intl.formatMessage({ id: "celebrities.chart.rank" }),
                  color: "yellow.5",
                },
              ]}
              curveType="monotone"
              yAxisProps={{ reversed: true, allowDecimals: false, domain: [1, "dataMax"] }}
              tickLine="none"
              data-testid="celebrity-rank-chart"
            />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Title order={3} size="h5" mb="xs">
              <FormattedMessage id="celebrities.chart.likes" />
            </Title>
            <LineChart
              h={220}
              data={data}
              dataKey="at"
              series={[
                {
                  name: "likes",
                  label: intl.formatMessage({ id: "celebrities.chart.likes" }),
                  color: "pink.5",
                },
              ]}
              curveType="monotone"
              yAxisProps={{ allowDecimals: false }}
              tickLine="none"
              data-testid="celebrity-likes-chart"
            />
          </Paper>
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        <FormattedMessage id="celebrities.chart.note" />
      </Text>
    </Stack>
  );
}
