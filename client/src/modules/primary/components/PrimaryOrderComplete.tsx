import { useEffect, type ReactNode } from "react";
import { Grid, Group, Skeleton, Stack, ThemeIcon, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCheck, IconClockHour4, IconHourglassHigh, IconX } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { ERRORS } from "@vitrine/schema";
import type { PrimaryOrderFieldsFragment, PrimaryOrderState } from "../../../gql/graphql";
import { mapError } from "../../../shared/errors/errorMapper";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { PrimaryOrderQuery } from "../graphql/queries";
import { AtmInstructions } from "./AtmInstructions";
import { OrderNextSteps } from "./OrderNextSteps";
import { ORDER_STATE_COLOR } from "./OrderStateBadge";
import { OrderStateMessage } from "./OrderStateMessage";
import { OrderSummary } from "./OrderSummary";

/** While an order awaits its payment, it is asked for again this often. */
export const ORDER_POLL_MS = 5000;

type Order = PrimaryOrderFieldsFragment;

/** The page title for each state (explicit ids, so every message id can be checked). */
const ORDER_TITLE_MESSAGE = {
  PROCESSING: "primary.complete.title.PROCESSING",
  SUCCESS: "primary.complete.title.SUCCESS",
  FAIL: "primary.complete.title.FAIL",
  TIMEOUT: "primary.complete.title.TIMEOUT",
} as const satisfies Record<PrimaryOrderState, string>;

const stateIcon: Record<PrimaryOrderState, ReactNode> = {
  PROCESSING: <IconHourglassHigh size={20} />,
  SUCCESS: <IconCheck size={20} />,
  FAIL: <IconX size={20} />,
  TIMEOUT: <IconClockHour4 size={20} />,
};

/**
 * complete/VP…: a primary order — awaiting payment (ATM transfer details), paid, failed or timed out.
 * An order number that names none of the viewer's orders answers NOT_FOUND (someone else's order
 * answers the same): the page shows its missing state.
 */
export function PrimaryOrderComplete({ orderId }: { orderId: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(PrimaryOrderQuery, {
    variables: { orderId },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const state = data?.primaryOrder?.state;
  useEffect(() => {
    if (state !== "PROCESSING") return;
    startPolling(ORDER_POLL_MS);
    return () => stopPolling();
  }, [state, startPolling, stopPolling]);

  const notFound = error !== undefined && !data && mapError(error).code === ERRORS.NOT_FOUND.code;
  if (error && !data && !notFound) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data && !notFound)
    return <Skeleton height={300} radius="lg" data-testid="complete-loading" />;
  const order = data?.primaryOrder;
  if (!order) {
    return (
      <EmptyState
        testId="primary-complete-missing"
        title={<FormattedMessage id="primary.complete.missingTitle" />}
        description={<FormattedMessage id="primary.complete.missingText" />}
      />
    );
  }
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: Order }) {
  return (
    <Stack gap="lg" data-testid="primary-complete">
      <Group gap="sm">
        <ThemeIcon color={ORDER_STATE_COLOR[order.state]} radius="xl" size="lg">
          {stateIcon[order.state]}
        </ThemeIcon>
        <Title order={1} data-testid="primary-order-state" data-state={order.state}>
          <FormattedMessage id={ORDER_TITLE_MESSAGE[order.state]} />
        </Title>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <OrderStateMessage order={order} />
            {order.state === "PROCESSING" && order.atm && (
              <AtmInstructions atm={order.atm} amountTwd={order.amountTwd} />
            )}
            <OrderNextSteps order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary order={order} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
