import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconCoins,
  IconHistory,
  IconPackageExport,
} from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { jpointWalletUrl } from "../../jpoint";
import { DigitalWalletQuery } from "../graphql/wallet";
import { cardWithdrawalsUrl, usdtDepositUrl, usdtRecordsUrl, usdtWithdrawUrl } from "../urls";
import { RecentRecords } from "../components/UsdtRecords";

/** One USDT figure (available, or frozen and dimmed with what freezes it). */
function UsdtBalance({
  labelId,
  amount,
  testId,
  dimmed = false,
  hintId,
}: {
  labelId: string;
  amount: string | undefined;
  testId: string;
  dimmed?: boolean;
  hintId?: string;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      <Group gap={6} align="baseline">
        <Text fz={36} fw={700} c={dimmed ? "dimmed" : undefined} data-testid={testId}>
          {formatUsdt(amount ?? "0")}
        </Text>
        <Text c="dimmed">USDT</Text>
      </Group>
      {hintId ? (
        <Text size="xs" c="dimmed">
          <FormattedMessage id={hintId} />
        </Text>
      ) : null}
    </div>
  );
}

/**
 * /{lang}/users/digitalWallet: the member's USDT (available and frozen by bids and pending
 * withdrawals), deposit and withdraw, the latest records and the Jpoint wallet.
 */
export function DigitalWalletPage() {
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(DigitalWalletQuery, {
    fetchPolicy: "cache-and-network",
  });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={240} radius="lg" data-testid="wallet-loading" />;
  const me = data?.me;

  return (
    <Stack gap="lg" data-testid="digital-wallet">
      <Title order={1}>
        <FormattedMessage id="wallet.title" />
      </Title>
      <Paper
        withBorder
        radius="lg"
        p="lg"
        style={{
          background: "linear-gradient(135deg, var(--mantine-color-dark-6), var(--mantine-color-dark-8))",
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UsdtBalance labelId="wallet.available" amount={me?.usdtBalance} testId="wallet-usdt-available" />
            <UsdtBalance
              labelId="wallet.frozen"
              amount={me?.usdtFrozen}
              testId="wallet-usdt-frozen"
              dimmed
              hintId="wallet.frozenHint"
            />
          </SimpleGrid>
          <Group>
            <Button
              component={Link}
              to={usdtDepositUrl(locale)}
              leftSection={<IconArrowDownLeft size={18} />}
              data-testid="wallet-deposit"
            >
              <FormattedMessage id="wallet.deposit" />
            </Button>
            <Button
              component={Link}
              to={usdtWithdrawUrl(locale)}
              variant="light"
              leftSection={<IconArrowUpRight size={18} />}
              data-testid="wallet-withdraw"
            >
              <FormattedMessage id="wallet.withdraw" />
            </Button>
            <Button
              component={Link}
              to={usdtRecordsUrl(locale)}
              variant="subtle"
              leftSection={<IconHistory size={18} />}
              data-testid="wallet-records"
            >
              <FormattedMessage id="wallet.records.title" />
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="jpoint.balance" />
              </Text>
              <Text fz={24} fw={700} data-testid="wallet-jpoint">
                {formatJpoint(me?.jpointBalance ?? "0")}
              </Text>
            </div>
            <Button
              component={Link}
              to={jpointWalletUrl(locale)}
              variant="light"
              leftSection={<IconCoins size={18} />}
              data-testid="wallet-jpoint-link"
            >
              <FormattedMessage id="wallet.jpointWallet" />
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="wallet.cards.hint" />
            </Text>
            <Anchor
              component={Link}
              to={cardWithdrawalsUrl(locale)}
              data-testid="wallet-card-withdrawals-link"
            >
              <Group gap={4} wrap="nowrap">
                <IconPackageExport size={18} />
                <FormattedMessage id="wallet.cards.title" />
              </Group>
            </Anchor>
          </Group>
        </Paper>
      </SimpleGrid>
      <RecentRecords />
    </Stack>
  );
}
