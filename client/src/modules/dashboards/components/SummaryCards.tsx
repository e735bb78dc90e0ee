import { Paper, SimpleGrid, Text } from "@mantine/core";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { total, usdt, type Point } from "./pivot";

/** The range's headline totals. */
export function SummaryCards({ points }: { points: Point[] }) {
  const cards: { id: string; value: number; digits?: number }[] = [
    { id: "dashboards.total.salesTwd", value: total(points, "primary_sales", "a") },
    { id: "dashboards.total.salesJpoint", value: total(points, "primary_sales", "b") },
    { id: "dashboards.total.volume", value: usdt(total(points, "market_trades", "a")), digits: 2 },
    { id: "dashboards.total.fees", value: usdt(total(points, "market_trades", "b")), digits: 2 },
    { id: "dashboards.total.deposits", value: usdt(total(points, "deposits", "a")), digits: 2 },
    { id: "dashboards.total.withdrawals", value: usdt(total(points, "withdrawals", "a")), digits: 2 },
    { id: "dashboards.total.newMembers", value: total(points, "new_members", "count") },
    { id: "dashboards.total.kycApproved", value: total(points, "kyc", "count", "APPROVED") },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="dashboard-totals">
      {cards.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="sm" data-testid={c.id}>
          <Text size="xs" c="dimmed">
            <FormattedMessage id={c.id} />
          </Text>
          <Text fw={700} size="lg">
            <FormattedNumber value={c.value} maximumFractionDigits={c.digits ?? 0} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
