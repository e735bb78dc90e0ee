import type { ReactNode } from "react";
import { Badge, Text } from "@mantine/core";
import { FormattedDate } from "react-intl";
import type { StaffOrderFieldsFragment } from "../../../../gql/graphql";
import { DataTable, type DataColumn } from "../../../../shared/ui/DataTable";

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  order: "staff.latePaid.col.order",
  product: "staff.latePaid.col.product",
  amount: "staff.latePaid.col.amount",
  paidAt: "staff.latePaid.col.paidAt",
  outcome: "staff.latePaid.col.outcome",
} as const;

type Order = StaffOrderFieldsFragment;

const COLUMNS: DataColumn<Order>[] = [
  {
    key: "order",
    header: COL_MESSAGE.order,
    primary: true,
    cell: (order) => (
      <>
        <Text size="sm" ff="monospace">
          {order.orderId}
        </Text>
        <Text size="xs" c="dimmed" fw={400}>
          {order.purchaserEmail ?? ""}
        </Text>
      </>
    ),
  },
  {
    key: "product",
    header: COL_MESSAGE.product,
    cell: (order) => (
      <>
        <Text size="sm">{order.productName ?? order.kind}</Text>
        <Text size="xs" c="dimmed">
          × {order.quantity}
        </Text>
      </>
    ),
  },
  {
    key: "amount",
    header: COL_MESSAGE.amount,
    cell: (order) => (
      <>
        <Text size="sm">
          {order.amountTwd ? `NT$ ${order.amountTwd}` : `${order.amountJpoint ?? "0"} Jpoint`}
        </Text>
        <Text size="xs" c="dimmed">
          {order.paymentWay ?? order.payWith}
        </Text>
      </>
    ),
  },
  {
    key: "paidAt",
    header: COL_MESSAGE.paidAt,
    cell: (order) =>
      order.paidAt ? <FormattedDate value={order.paidAt} dateStyle="medium" timeStyle="short" /> : "—",
  },
  {
    key: "outcome",
    header: COL_MESSAGE.outcome,
    cell: (order) => (
      <>
        <Badge variant="light" color={order.paidLate ? "orange" : "teal"}>
          {order.lateOutcome ?? order.state}
        </Badge>
        {order.refundState ? (
          <Badge ml={4} variant="light" color="grape" data-testid="staff-order-refund-state">
            {order.refundState}
          </Badge>
        ) : null}
      </>
    ),
  },
];

/** Primary orders as staff see them (late payments, refunds); `action` adds a last cell per order. */
export function OrderTable({
  orders,
  action,
  testId,
}: {
  orders: Order[];
  action?: (order: Order) => ReactNode;
  testId: string;
}) {
  const columns = action
    ? [...COLUMNS, { key: "action", actions: true, cell: (order: Order) => action(order) }]
    : COLUMNS;
  return (
    <DataTable
      testId={testId}
      minWidth={820}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderId}
      rowTestId="staff-order-row"
    />
  );
}
