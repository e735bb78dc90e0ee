import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCircleCheck } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { MyStoreOrderQuery } from "../graphql/store";
import { jpowerStoreOrdersUrl, jpowerStoreUrl } from "../urls";

/** /{lang}/jpowerStore/buy/success?order=…: the order just placed, and where it goes from here. */
export function BuySuccessPage() {
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const orderId = params.get("order") ?? "";
  const { data, error, refetch } = useQuery(MyStoreOrderQuery, {
    variables: { id: orderId },
    skip: !/^\d{1,19}$/.test(orderId),
  });
  const order = data?.myStoreOrder;
  return (
    <Stack gap="md" maw={560} mx="auto" align="stretch" data-testid="store-success">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1} size="h2">
            <FormattedMessage id="store.success.title" />
          </Title>
          {error && !order ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
          {order ? (
            <>
              <Text fw={600} data-testid="store-success-item">
                {order.itemName} × {order.quantity}
              </Text>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="store.orders.number" values={{ id: order.id }} /> ·{" "}
                <FormattedMessage id="store.price" values={{ amount: formatJpoint(order.total) }} />
              </Text>
              <Text size="sm">
                <FormattedMessage
                  id={order.itemKind === "DIGITAL" ? "store.success.digital" : "store.success.physical"}
                  values={{ name: order.receiver?.name ?? "" }}
                />
              </Text>
            </>
          ) : null}
          <Group justify="center" mt="sm">
            <Button
              component={Link}
              to={jpowerStoreOrdersUrl(locale)}
              variant="light"
              data-testid="store-success-orders"
            >
              <FormattedMessage id="store.success.orders" />
            </Button>
            <Button component={Link} to={jpowerStoreUrl(locale)} color="grape">
              <FormattedMessage id="store.success.more" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
