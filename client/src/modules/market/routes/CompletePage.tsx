import { Button, Grid, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCheck } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { buyListUrl, collectionUrl } from "../urls";
import { CardTile } from "../../catalog";
import { isPrimaryOrderId, PrimaryOrderComplete } from "../../primary";
import { TradeQuery } from "../graphql/queries";

/** /{lang}/complete/:orderId: the finished order (buyer or seller only). */
export function CompletePage() {
  const { orderId = "" } = useParams();
  const { locale } = useLocale();
  const primary = isPrimaryOrderId(orderId);
  const { data, loading, error, refetch } = useQuery(TradeQuery, { variables: { orderId }, skip: primary });

  // Primary-platform orders (VP + 16 digits) have their own page: payment state, ATM transfer details.
  if (primary) return <PrimaryOrderComplete orderId={orderId} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={300} radius="lg" data-testid="complete-loading" />;
  const trade = data!.trade;
  const rows = [
    { id: "market.complete.units", value: String(trade.units), testId: "complete-units" },
    { id: "market.complete.unitPrice", value: formatUsdt(trade.unitPrice), testId: "complete-unit-price" },
    { id: "market.complete.fee", value: formatUsdt(trade.fee), testId: "complete-fee" },
    { id: "market.complete.total", value: formatUsdt(trade.total), testId: "complete-total" },
  ];

  return (
    <Stack gap="lg" data-testid="complete-page">
      <Group gap="sm">
        <ThemeIcon color="teal" radius="xl" size="lg">
          <IconCheck size={20} />
        </ThemeIcon>
        <Title order={1}>
          <FormattedMessage id="market.complete.title" />
        </Title>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <CardTile card={trade.card} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Paper withBorder radius="lg" p="md">
            <Text size="sm" c="dimmed" mb="xs" data-testid="complete-order-id">
              <FormattedMessage id="market.complete.orderId" values={{ orderId: trade.orderId }} />
            </Text>
            <Table>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <FormattedMessage id={row.id} />
                    </Table.Td>
                    <Table.Td ta="right" fw={600} data-testid={row.testId}>
                      {row.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Group mt="md">
            <Button component={Link} to={collectionUrl(locale)} data-testid="complete-collection">
              <FormattedMessage id="accounts.menu.collection" />
            </Button>
            <Button component={Link} to={buyListUrl(locale)} variant="light" data-testid="complete-buy-list">
              <FormattedMessage id="accounts.menu.buyList" />
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
