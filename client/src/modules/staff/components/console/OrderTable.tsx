import type { ReactNode } from "react";
import { Badge, Table, Text } from "@mantine/core";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { StaffOrderFieldsFragment } from "../../../../gql/graphql";
import { ConsoleTable } from "./ConsoleParts";

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  order: "staff.latePaid.col.order",
  product: "staff.latePaid.col.product",
  amount: "staff.latePaid.col.amount",
  paidAt: "staff.latePaid.col.paidAt",
  outcome: "staff.latePaid.col.outcome",
} as const;

/** Primary orders as staff see them (late payments, refunds); `action` adds a last cell per order. */
export function OrderTable({
  orders,
  action,
  testId,
}: {
  orders: StaffOrderFieldsFragment[];
  action?: (order: StaffOrderFieldsFragment) => ReactNode;
  testId: string;
}) {
  return (
    <ConsoleTable
      testId={testId}
      minWidth={820}
      head={[
        ...(Object.keys(COL_MESSAGE) as (keyof typeof COL_MESSAGE)[]).map((col) => (
          <FormattedMessage key={col} id={COL_MESSAGE[col]} />
        )),
        ...(action ? [""] : []),
      ]}
    >
      {orders.map((order) => (
        <Table.Tr key={order.orderId} data-testid="staff-order-row">
          <Table.Td>
            <Text size="sm" ff="monospace">
              {order.orderId}
            </Text>
            <Text size="xs" c="dimmed">
              {order.purchaserEmail ?? ""}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{order.productName ?? order.kind}</Text>
            <Text size="xs" c="dimmed">
              × {order.quantity}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {order.amountTwd ? `NT$ ${order.amountTwd}` : `${order.amountJpoint ?? "0"} Jpoint`}
            </Text>
            <Text size="xs" c="dimmed">
              {order.paymentWay ?? order.payWith}
            </Text>
          </Table.Td>
          <Table.Td>
            {order.paidAt ? <FormattedDate value={order.paidAt} dateStyle="medium" timeStyle="short" /> : "—"}
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={order.paidLate ? "orange" : "teal"}>
              {order.lateOutcome ?? order.state}
            </Badge>
            {order.refundState ? (
              <Badge ml={4} variant="light" color="grape" data-testid="staff-order-refund-state">
                {order.refundState}
              </Badge>
            ) : null}
          </Table.Td>
          {action ? <Table.Td>{action(order)}</Table.Td> : null}
        </Table.Tr>
      ))}
    </ConsoleTable>
  );
}
