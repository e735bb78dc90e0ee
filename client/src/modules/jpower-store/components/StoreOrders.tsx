import { useState } from "react";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { formatGmt8 } from "../../../shared/time/gmt8";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { PagedSection } from "../../../shared/ui/PagedSection";
import { MyStoreOrdersQuery } from "../graphql/store";
import { ORDER_STATUS_COLOR, ORDER_STATUS_LABEL } from "../messages";

/** The member's store orders, newest first: status, receiver and the shipment's carrier and tracking number. */
export function StoreOrders() {
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(MyStoreOrdersQuery, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  return (
    <PagedSection
      list={data?.myStoreOrders}
      error={error}
      loading={loading}
      onRetry={() => void refetch()}
      page={page}
      onPage={setPage}
      empty={<EmptyState title={<FormattedMessage id="store.orders.empty" />} testId="store-orders-empty" />}
    >
      {(orders) => (
        <Stack gap="sm" data-testid="store-orders">
          {orders.map((o) => (
            <Paper key={o.id} withBorder radius="md" p="md" data-testid={`store-order-${o.id}`}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>
                    {o.itemName} × {o.quantity}
                  </Text>
                  <Badge
                    color={ORDER_STATUS_COLOR[o.status]}
                    variant="light"
                    data-testid="store-order-status"
                  >
                    <FormattedMessage id={ORDER_STATUS_LABEL[o.status]} />
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="store.orders.number" values={{ id: o.id }} /> ·{" "}
                  {formatGmt8(o.createdAt)} ·{" "}
                  <FormattedMessage id="store.price" values={{ amount: formatJpoint(o.total) }} />
                </Text>
                {o.receiver ? (
                  <Text size="sm">
                    <FormattedMessage id="store.orders.shipTo" values={{ name: o.receiver.name }} /> ·{" "}
                    {o.receiver.phone} · {o.receiver.address}
                  </Text>
                ) : null}
                {o.carrier ? (
                  <Text size="sm" data-testid="store-order-tracking">
                    <FormattedMessage
                      id="store.orders.tracking"
                      values={{ carrier: o.carrier, number: o.trackingNumber ?? "" }}
                    />
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </PagedSection>
  );
}
