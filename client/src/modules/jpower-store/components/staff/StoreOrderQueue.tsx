import { useState } from "react";
import { Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StoreOrderStatus } from "@vitrine/schema";
import { formatJpoint } from "../../../../shared/money/formatJpoint";
import { formatGmt8 } from "../../../../shared/time/gmt8";
import { EmptyState } from "../../../../shared/ui/EmptyState";
import { PagedSection } from "../../../../shared/ui/PagedSection";
import { StaffStoreOrdersQuery } from "../../graphql/staffStore";
import { ORDER_STATUS_COLOR, ORDER_STATUS_LABEL } from "../../messages";
import { OrderActions } from "./OrderActions";

const FILTERS: StoreOrderStatus[] = ["PAID", "SHIPPED", "DELIVERED", "CANCELLED"];

/** Staff (storeFulfil): store orders by status — PAID is the queue to ship — with ship, deliver and cancel. */
export function StoreOrderQueue() {
  const intl = useIntl();
  const [status, setStatus] = useState<StoreOrderStatus>("PAID");
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(StaffStoreOrdersQuery, {
    variables: { status, page },
    fetchPolicy: "cache-and-network",
  });
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-store-orders">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.store.orders" />
        </Title>
        <SegmentedControl
          fullWidth
          value={status}
          onChange={(v) => {
            setStatus(v as StoreOrderStatus);
            setPage(1);
          }}
          data={FILTERS.map((s) => ({ value: s, label: intl.formatMessage({ id: ORDER_STATUS_LABEL[s] }) }))}
          data-testid="staff-store-status"
        />
        <PagedSection
          list={data?.staffStoreOrders}
          error={error}
          loading={loading}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          empty={
            <EmptyState
              title={<FormattedMessage id="staff.store.noOrders" />}
              testId="staff-store-no-orders"
            />
          }
        >
          {(orders) => (
            <Stack gap="sm">
              {orders.map((o) => (
                <Paper key={o.id} withBorder radius="md" p="sm" data-testid={`staff-store-order-${o.id}`}>
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Text fw={600}>
                        #{o.id} · {o.itemName} × {o.quantity}
                      </Text>
                      <Badge color={ORDER_STATUS_COLOR[o.status]} variant="light">
                        <FormattedMessage id={ORDER_STATUS_LABEL[o.status]} />
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatGmt8(o.createdAt)} ·{" "}
                      <FormattedMessage id="staff.store.member" values={{ id: o.userId }} /> ·{" "}
                      <FormattedMessage id="store.price" values={{ amount: formatJpoint(o.total) }} />
                    </Text>
                    {o.receiver ? (
                      <Text size="sm" data-testid="staff-store-receiver">
                        {o.receiver.name} · {o.receiver.phone} · {o.receiver.address}
                      </Text>
                    ) : null}
                    {o.carrier ? (
                      <Text size="sm">
                        <FormattedMessage
                          id="store.orders.tracking"
                          values={{ carrier: o.carrier, number: o.trackingNumber ?? "" }}
                        />
                      </Text>
                    ) : null}
                    <OrderActions order={o} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}
