import "@mantine/charts/styles.css";
import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import { Paper, SimpleGrid, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { byDimension, series, usdt, type Point } from "./pivot";

const COLORS = ["indigo.6", "teal.6", "orange.6", "grape.6", "cyan.6", "pink.6", "lime.6", "yellow.6"];

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Title order={2} size="h5" mb="xs">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Paper>
  );
}

const dimSeries = (dims: string[]) => dims.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }));

/** The dashboard's charts over the chosen periods (GMT+8 days or weeks). */
export function DashboardCharts({ points, periods }: { points: Point[]; periods: string[] }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const sales = byDimension(points, periods, "primary_sales", "a");
  const salesJpoint = byDimension(points, periods, "primary_sales", "b");
  const deposits = byDimension(points, periods, "deposits", "a", usdt);
  const withdrawals = byDimension(points, periods, "withdrawals", "a", usdt);
  const market = series(points, periods, {
    volume: { metric: "market_trades", field: "a", scale: usdt },
    fees: { metric: "market_trades", field: "b", scale: usdt },
  });
  const trades = series(points, periods, { trades: { metric: "market_trades", field: "count" } });
  const jpoint = series(points, periods, {
    bought: { metric: "jpoint_bought", field: "b" },
    converted: { metric: "jpoint_converted", field: "a" },
  });
  const members = series(points, periods, {
    members: { metric: "new_members", field: "count" },
    submitted: { metric: "kyc", field: "count", dim: "SUBMITTED" },
    approved: { metric: "kyc", field: "count", dim: "APPROVED" },
    rejected: { metric: "kyc", field: "count", dim: "FAILED" },
  });
  const common = { h: 240, dataKey: "period", tickLine: "none" as const, withLegend: true };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title="dashboards.chart.salesTwd" testId="chart-sales-twd">
        <BarChart {...common} type="stacked" data={sales.rows} series={dimSeries(sales.dims)} />
      </ChartCard>
      <ChartCard title="dashboards.chart.salesJpoint" testId="chart-sales-jpoint">
        <BarChart {...common} type="stacked" data={salesJpoint.rows} series={dimSeries(salesJpoint.dims)} />
      </ChartCard>
      <ChartCard title="dashboards.chart.marketVolume" testId="chart-market-volume">
        <AreaChart
          {...common}
          data={market}
          curveType="monotone"
          series={[
            { name: "volume", label: label("dashboards.series.volume"), color: "indigo.6" },
            { name: "fees", label: label("dashboards.series.fees"), color: "orange.6" },
          ]}
        />
      </ChartCard>
      <ChartCard title="dashboards.chart.trades" testId="chart-trades">
        <LineChart
          {...common}
          data={trades}
          curveType="monotone"
          series={[{ name: "trades", label: label("dashboards.series.trades"), color: "teal.6" }]}
        />
      </ChartCard>
      <ChartCard title="dashboards.chart.jpoint" testId="chart-jpoint">
        <BarChart
          {...common}
          data={jpoint}
          series={[
            { name: "bought", label: label("dashboards.series.jpointBought"), color: "yellow.6" },
            { name: "converted", label: label("dashboards.series.jpointConverted"), color: "grape.6" },
          ]}
        />
      </ChartCard>
      <ChartCard title="dashboards.chart.deposits" testId="chart-deposits">
        <BarChart {...common} type="stacked" data={deposits.rows} series={dimSeries(deposits.dims)} />
      </ChartCard>
      <ChartCard title="dashboards.chart.withdrawals" testId="chart-withdrawals">
        <BarChart {...common} type="stacked" data={withdrawals.rows} series={dimSeries(withdrawals.dims)} />
      </ChartCard>
      <ChartCard title="dashboards.chart.members" testId="chart-members">
        <LineChart
          {...common}
          data={members}
          curveType="monotone"
          series={[
            { name: "members", label: label("dashboards.series.newMembers"), color: "indigo.6" },
            { name: "submitted", label: label("dashboards.series.kycSubmitted"), color: "cyan.6" },
            { name: "approved", label: label("dashboards.series.kycApproved"), color: "teal.6" },
            { name: "rejected", label: label("dashboards.series.kycRejected"), color: "red.6" },
          ]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
