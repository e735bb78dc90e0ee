import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { BuyJpointForm } from "../../primary";
import { ConversionHistory } from "../components/ConversionHistory";
import { ConvertSection } from "../components/ConvertSection";
import { RefundSection } from "../components/RefundSection";
import { ServiceStatusBanner } from "../components/ServiceStatusBanner";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { JpointWalletQuery } from "../graphql/jpoint";

/**
 * /{lang}/users/jpoint: the Jpoint wallet — balance, service status (ended / paused), conversion to
 * USDT with its history, and after the end of the service the refund request.
 */
export function JpointWalletPage() {
  const { data, loading, error, refetch } = useQuery(JpointWalletQuery);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={300} radius="lg" data-testid="jpoint-loading" />;
  const me = data?.me;
  const status = data!.jpointServiceStatus;
  const balance = me?.jpointBalance ?? "0";

  return (
    <Stack gap="lg" data-testid="jpoint-wallet">
      <Title order={1}>
        <FormattedMessage id="jpoint.title" />
      </Title>
      <ServiceStatusBanner status={status} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="jpoint.balance" />
          </Text>
          <Group gap={6} align="baseline">
            <Text fz={32} fw={700} data-testid="jpoint-balance">
              {formatJpoint(balance)}
            </Text>
            <Text c="dimmed">
              <FormattedMessage id="jpoint.unit" />
            </Text>
          </Group>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="accounts.menu.usdtBalance" />
          </Text>
          <Text fz={32} fw={700} data-testid="jpoint-usdt-balance">
            <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(me?.usdtBalance ?? "0") }} />
          </Text>
        </Paper>
      </SimpleGrid>
      {/* Another module renders the "Buy Jpoint" form here. */}
      <div data-testid="jpoint-buy-slot">
        <BuyJpointForm />
      </div>
      {status.ended ? <RefundSection balance={balance} /> : null}
      <ConvertSection balance={balance} disabled={status.ended || status.pausedNow.use} />
      <ConversionHistory />
    </Stack>
  );
}
