import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Box } from "@mantine/core";
import { useIntl } from "react-intl";

/**
 * A price history chart (the card page's and the product page's price tab): trade unit prices over
 * time (oldest left) as a @mantine/charts line with a dot per trade, a tooltip and the price axis in
 * USDT. The box carries the chart's summary (lowest and highest price) for screen readers, and the
 * number of points for tests: recharts draws nothing until its container has a size, which jsdom
 * never gives it.
 */
export function PriceLineChart({
  points,
  testId = "price-chart",
}: {
  points: readonly { at: string; unitPrice: string }[];
  testId?: string;
}) {
  const intl = useIntl();
  const values = points.map((p) => Number(p.unitPrice));
  const fmt = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 6 });
  const data = points.map((p) => ({
    at: intl.formatDate(p.at, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }),
    price: Number(p.unitPrice),
  }));
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage(
        { id: "market.tabs.priceChart" },
        { min: fmt(Math.min(...values)), max: fmt(Math.max(...values)) },
      )}
      data-testid={testId}
      data-points={points.length}
    >
      <LineChart
        h={240}
        data={data}
        dataKey="at"
        series={[{ name: "price", label: "USDT", color: "teal.5" }]}
        curveType="linear"
        withDots
        dotProps={{ r: 3.5 }}
        yAxisProps={{ domain: ["auto", "auto"], width: 64 }}
        valueFormatter={(v) => `${fmt(v)} USDT`}
        gridAxis="y"
        tickLine="none"
      />
    </Box>
  );
}
