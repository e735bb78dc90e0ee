import { useEffect, type ReactNode } from "react";
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCheck, IconClockHour4, IconExternalLink, IconHourglassHigh, IconX } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { PrimaryOrderFieldsFragment, PrimaryOrderState } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { collectionUrl } from "../../market";
import { PaymentWaysQuery, PrimaryOrderQuery } from "../graphql/queries";
import { useFormatWhole } from "../../../shared/money/whole";
import { jpointWalletUrl } from "../../jpoint";
import { packagesUrl } from "../../packages";
import { primaryProductUrl, purchaseHistoryUrl, releasesUrl } from "../urls";
import { AtmInstructions } from "./AtmInstructions";
import { ORDER_STATE_COLOR } from "./OrderStateBadge";
import { MethodName, PaymentWayLabel } from "./PaymentFields";

/** While an order awaits its payment, it is asked for again this often. */
export const ORDER_POLL_MS = 5000;

type Order = PrimaryOrderFieldsFragment;

const stateIcon: Record<PrimaryOrderState, ReactNode> = {
  PROCESSING: <IconHourglassHigh size={20} />,
  SUCCESS: <IconCheck size={20} />,
  FAIL: <IconX size={20} />,
  TIMEOUT: <IconClockHour4 size={20} />,
};

/** complete/VP…: a primary order — awaiting payment (ATM transfer details), paid, failed or timed out. */
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

  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={300} radius="lg" data-testid="complete-loading" />;
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
  const { locale } = useLocale();
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
    <Stack gap="lg" data-testid="primary-complete">
      <Group gap="sm">
        <ThemeIcon color={ORDER_STATE_COLOR[order.state]} radius="xl" size="lg">
          {stateIcon[order.state]}
        </ThemeIcon>
        <Title order={1} data-testid="primary-order-state" data-state={order.state}>
          <FormattedMessage id={`primary.complete.title.${order.state}`} />
        </Title>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <StateMessage order={order} />
            {order.state === "PROCESSING" && order.atm && (
              <AtmInstructions atm={order.atm} amountTwd={order.amountTwd} />
            )}
            <Group>
              {order.state === "PROCESSING" && !order.atm && order.paymentUrl && (
                <Button
                  component="a"
                  href={order.paymentUrl}
                  rightSection={<IconExternalLink size={16} />}
                  data-testid="continue-payment"
                >
                  <FormattedMessage id="primary.complete.continuePayment" />
                </Button>
              )}
              {order.state === "SUCCESS" && !isJpointOrder && (
                <Button
                  component={Link}
                  to={order.productKind === "PACKAGE" ? packagesUrl(locale) : collectionUrl(locale)}
                  data-testid="complete-collection"
                >
                  <FormattedMessage
                    id={
                      order.productKind === "PACKAGE"
                        ? "primary.complete.toPackages"
                        : "primary.complete.toCollection"
                    }
                  />
                </Button>
              )}
              {(order.state === "FAIL" || order.state === "TIMEOUT") && (
                <Button
                  component={Link}
                  to={
                    isJpointOrder
                      ? jpointWalletUrl(locale)
                      : order.productId
                        ? primaryProductUrl(locale, order.productId)
                        : releasesUrl(locale)
                  }
                  data-testid="complete-try-again"
                >
                  <FormattedMessage id="primary.complete.tryAgain" />
                </Button>
              )}
              <Button
                component={Link}
                to={jpointWalletUrl(locale)}
                variant={order.state === "SUCCESS" && isJpointOrder ? "filled" : "light"}
                data-testid="complete-wallet"
              >
                <FormattedMessage id="primary.complete.toWallet" />
              </Button>
              <Button
                component={Link}
                to={purchaseHistoryUrl(locale)}
                variant="subtle"
                data-testid="complete-history"
              >
                <FormattedMessage id="primary.history.title" />
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
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
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The state's explanation: what happens next, or what was received. */
function StateMessage({ order }: { order: Order }) {
  const fmt = useFormatWhole();
  switch (order.state) {
    case "PROCESSING":
      return (
        <Alert variant="light" color="blue" data-testid="primary-processing">
          <FormattedMessage id="primary.complete.processing" />
        </Alert>
      );
    case "SUCCESS":
      return (
        <Stack gap="sm">
          <Alert variant="light" color="teal" data-testid="primary-success">
            {order.kind === "JPOINT" ? (
              <FormattedMessage
                id="primary.complete.jpointCredited"
                values={{ amount: fmt(order.jpointCredit) }}
              />
            ) : (
              <FormattedMessage
                id={
                  order.productKind === "PACKAGE"
                    ? "primary.complete.packagesBought"
                    : "primary.complete.releaseBought"
                }
                values={{ name: order.productName ?? "", quantity: order.quantity }}
              />
            )}
          </Alert>
          {order.paidLate && (
            <Alert
              variant="light"
              color="yellow"
              data-testid="primary-paid-late"
              data-outcome={order.lateOutcome}
            >
              <FormattedMessage
                id={
                  order.lateOutcome === "JPOINT" ? "primary.complete.lateJpoint" : "primary.complete.lateItem"
                }
                values={{ amount: fmt(order.jpointCredit ?? order.amountTwd) }}
              />
            </Alert>
          )}
        </Stack>
      );
    case "FAIL":
      return (
        <Alert variant="light" color="red" data-testid="primary-failed">
          <FormattedMessage id="primary.complete.failed" />
        </Alert>
      );
    case "TIMEOUT": {
      const deadline = order.atm?.deadline ?? order.expiresAt;
      return (
        <Alert variant="light" color="orange" data-testid="primary-timeout">
          <Stack gap={4}>
            <FormattedMessage id="primary.complete.failed" />
            {deadline && (
              <Text size="sm" data-testid="primary-timeout-deadline">
                <FormattedMessage
                  id="primary.complete.deadlinePassed"
                  values={{ date: <FormattedDate value={deadline} dateStyle="medium" timeStyle="short" /> }}
                />
              </Text>
            )}
          </Stack>
        </Alert>
      );
    }
  }
}
