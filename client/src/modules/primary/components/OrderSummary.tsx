import type { ReactNode } from "react";
import { Paper, Table } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { PrimaryOrderFieldsFragment } from "../../../gql/graphql";
import { useFormatWhole } from "../../../shared/money/whole";
import { PaymentWaysQuery } from "../graphql/queries";
import { MethodName, PaymentWayLabel } from "./PaymentFields";

type Order = PrimaryOrderFieldsFragment;

/** The order's facts: number, item, amount, how it was paid, when, and the invoice. */
export function OrderSummary({ order }: { order: Order }) {
  const fmt = useFormatWhole();
  const ways = useQuery(PaymentWaysQuery, { skip: order.payWith !== "CHANNEL" });
  const way = ways.data?.paymentWays.find((w) => w.id === order.paymentWay);
  const isJpointOrder = order.kind === "JPOINT";

  const what = isJpointOrder ? (
    <FormattedMessage id="primary.order.jpointDeposit" values={{ amount: fmt(order.jpointCredit) }} />
  ) : (
    <FormattedMessage
      id="primary.order.product"
      values={{ name: order.productName ?? "", quantity: order.quantity }}
    />
  );
  const paid =
    order.payWith === "JPOINT" ? (
      <FormattedMessage id="primary.price.jpoint" values={{ amount: fmt(order.amountJpoint) }} />
    ) : (
      <FormattedMessage id="primary.price.twd" values={{ amount: fmt(order.amountTwd) }} />
    );
  const rows: { id: string; value: ReactNode; testId: string }[] = [
    { id: "primary.complete.orderId", value: order.orderId, testId: "primary-order-id" },
    { id: "primary.complete.item", value: what, testId: "primary-order-item" },
    { id: "primary.complete.amount", value: paid, testId: "primary-order-amount" },
    {
      id: "primary.complete.payWith",
      value:
        order.payWith === "JPOINT" ? (
          <FormattedMessage id="primary.pay.jpoint" />
        ) : way ? (
          <PaymentWayLabel way={way} />
        ) : order.atm ? (
          <MethodName method="ATM" />
        ) : (
          (order.paymentWay ?? "–")
        ),
      testId: "primary-order-pay-with",
    },
    {
      id: "primary.complete.createdAt",
      value: <FormattedDate value={order.createdAt} dateStyle="medium" timeStyle="short" />,
      testId: "primary-order-created",
    },
  ];
  if (order.paidAt) {
    rows.push({
      id: "primary.complete.paidAt",
      value: <FormattedDate value={order.paidAt} dateStyle="medium" timeStyle="short" />,
      testId: "primary-order-paid",
    });
  }
  if (order.invoiceType) {
    rows.push({
      id: "primary.confirm.invoice",
      value:
        order.invoiceType === "CARRIER" ? (
          <>
            <FormattedMessage id="primary.invoice.CARRIER" /> {order.carrierCode}
          </>
        ) : (
          <FormattedMessage id="primary.invoice.ELECTRONIC" />
        ),
      testId: "primary-order-invoice",
    });
  }

  return (
    <Paper withBorder radius="lg" p="md">
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td c="dimmed">
                <FormattedMessage id={row.id} />
              </Table.Td>
              <Table.Td ta="right" fw={500} data-testid={row.testId}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
