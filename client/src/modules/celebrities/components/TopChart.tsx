import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Paper } from "@mantine/core";
import { useIntl } from "react-intl";

/** The period's top ten as bars of likes (the board's chart; past periods too). */
export function TopChart({ entries }: { entries: { likes: number; celebrity: { name: string } }[] }) {
  const intl = useIntl();
  const data = entries
    .filter((e) => e.likes > 0)
    .slice(0, 10)
    .map((e) => ({ name: e.celebrity.name, likes: e.likes }));
  if (data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="celebrity-top-chart">
      <BarChart
        h={Math.max(120, data.length * 30)}
        data={data}
        dataKey="name"
        orientation="vertical"
        series={[
          { name: "likes", label: intl.formatMessage({ id: "celebrities.chart.likes" }), color: "pink.5" },
        ]}
        tickLine="none"
        gridAxis="x"
        yAxisProps={{ width: 96, interval: 0 }}
      />
    </Paper>
  );
}
