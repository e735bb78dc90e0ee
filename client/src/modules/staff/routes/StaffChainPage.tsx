import type { ReactNode } from "react";
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconAlertTriangle, IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, FormattedNumber } from "react-intl";
import type { ChainStatusQuery as ChainStatusData, UsdtNetwork } from "../../../gql/graphql";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { CopyText, shortHash } from "../../../shared/ui/CopyText";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { ChainStatusQuery } from "../graphql/staff";
import { ReservesReportCard } from "../components/ReservesReportCard";
import { SweepIssuesCard } from "../components/SweepIssuesCard";

type NetworkStatus = ChainStatusData["chainStatus"][number];

/** The coin each network's fees are paid in. */
const GAS_COIN: Record<UsdtNetwork, string> = { ERC20: "ETH", BEP20: "BNB", TRC20: "TRX" };
/** Older than this, the deposit watcher's last poll is a warning (it polls every few seconds). */
const STALE_POLL_MS = 2 * 60_000;
/** Refreshed while open: staff keep it beside the withdrawal queue. */
const REFRESH_MS = 30_000;

/**
 * The watcher is behind when it lags more than twice the confirmations a deposit needs, or has not
 * polled for two minutes (or never).
 */
/** Gas balances come with up to 18 decimals: six are plenty to judge whether the hot wallet can pay fees. */
function gasFigure(decimal: string): string {
  const [whole, fraction = ""] = decimal.split(".");
  const kept = fraction.slice(0, 6).replace(/0+$/, "");
  return kept ? `${whole}.${kept}` : (whole ?? decimal);
}

export function watcherBehind(status: NetworkStatus, now = Date.now()): boolean {
  if (!status.available) return false;
  const lagging =
    status.lagBlocks != null && status.confirmations != null && status.lagBlocks > 2 * status.confirmations;
  const stale = !status.lastPolledAt || now - new Date(status.lastPolledAt).getTime() > STALE_POLL_MS;
  return lagging || stale;
}

/** /{lang}/admin/chain — can the hot wallet pay, and does the deposit watcher keep up, per USDT network. */
export function StaffChainPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-chain">
        <StaffNav current="chain" />
        <ChainStatusCards />
        <ReservesReportCard />
        <SweepIssuesCard />
      </Stack>
    </RequireStaff>
  );
}

function ChainStatusCards() {
  const { data, loading, error, refetch } = useQuery(ChainStatusQuery, {
    pollInterval: REFRESH_MS,
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton height={320} radius="lg" />;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={loading}
          onClick={() => void refetch()}
          data-testid="staff-chain-refresh"
        >
          <FormattedMessage id="staff.chain.refresh" />
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {data.chainStatus.map((status) => (
          <NetworkCard key={status.network} status={status} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" fw={500} ta="right" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

const dash = "—";

function NetworkCard({ status }: { status: NetworkStatus }) {
  const id = status.network.toLowerCase();
  const behind = watcherBehind(status);
  const warn = behind ? "orange.4" : undefined;
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7" data-testid={`staff-chain-${id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {status.network}
          </Title>
          <Badge variant="light" color={status.available ? "teal" : "gray"}>
            <FormattedMessage
              id={status.available ? "staff.chain.configured" : "staff.chain.notConfigured"}
            />
          </Badge>
        </Group>

        {!status.available ? (
          <Text size="sm" c="dimmed" data-testid={`staff-chain-${id}-off`}>
            <FormattedMessage id="staff.chain.notConfiguredBody" />
          </Text>
        ) : (
          <>
            {status.shortfall && (
              <Alert
                color="red"
                variant="filled"
                icon={<IconAlertTriangle size={18} />}
                title={<FormattedMessage id="staff.chain.shortfallTitle" />}
                data-testid={`staff-chain-${id}-shortfall`}
              >
                <FormattedMessage
                  id="staff.chain.shortfallBody"
                  values={{
                    balance: formatUsdt(status.hotWalletUsdt ?? "0"),
                    open: formatUsdt(status.openWithdrawals ?? "0"),
                  }}
                />
              </Alert>
            )}
            {status.error && (
              <Alert
                color="red"
                variant="light"
                icon={<IconPlugConnectedX size={18} />}
                title={<FormattedMessage id="staff.chain.nodeError" />}
                data-testid={`staff-chain-${id}-error`}
              >
                <Text size="xs" ff="monospace" style={{ wordBreak: "break-word" }}>
                  {status.error}
                </Text>
              </Alert>
            )}
            {behind && (
              <Text size="sm" c="orange.4" data-testid={`staff-chain-${id}-behind`}>
                <FormattedMessage id="staff.chain.watcherBehind" />
              </Text>
            )}

            <Row label={<FormattedMessage id="staff.chain.head" />} testId={`staff-chain-${id}-head`}>
              {status.headBlock != null ? <FormattedNumber value={status.headBlock} /> : dash}
            </Row>
            <Row label={<FormattedMessage id="staff.chain.cursor" />}>
              {status.cursorBlock != null ? <FormattedNumber value={status.cursorBlock} /> : dash}
            </Row>
            <Row label={<FormattedMessage id="staff.chain.lag" />} testId={`staff-chain-${id}-lag`}>
              <Text span size="sm" fw={500} c={warn}>
                {status.lagBlocks != null ? (
                  <FormattedMessage id="staff.chain.lagValue" values={{ blocks: status.lagBlocks }} />
                ) : (
                  dash
                )}
              </Text>
            </Row>
            <Row label={<FormattedMessage id="staff.chain.lastPolled" />}>
              <Text span size="sm" fw={500} c={warn}>
                {status.lastPolledAt ? (
                  <FormattedDate value={status.lastPolledAt} dateStyle="short" timeStyle="medium" />
                ) : (
                  <FormattedMessage id="staff.chain.neverPolled" />
                )}
              </Text>
            </Row>
            <Row
              label={<FormattedMessage id="staff.chain.pendingDeposits" />}
              testId={`staff-chain-${id}-pending`}
            >
              {status.pendingDeposits ?? dash}
            </Row>
            <Row label={<FormattedMessage id="staff.chain.hotWallet" />}>
              {status.hotWallet ? (
                <CopyText
                  value={status.hotWallet}
                  display={shortHash(status.hotWallet, 8, 6)}
                  size="xs"
                  testId={`staff-chain-${id}-hot-wallet`}
                />
              ) : (
                dash
              )}
            </Row>
            <Row
              label={<FormattedMessage id="staff.chain.hotWalletUsdt" />}
              testId={`staff-chain-${id}-usdt`}
            >
              <Text span size="sm" fw={500} c={status.shortfall ? "red.4" : undefined}>
                {status.hotWalletUsdt != null ? `${formatUsdt(status.hotWalletUsdt)} USDT` : dash}
              </Text>
            </Row>
            <Row
              label={
                <FormattedMessage id="staff.chain.hotWalletGas" values={{ coin: GAS_COIN[status.network] }} />
              }
              testId={`staff-chain-${id}-gas`}
            >
              {status.hotWalletGas != null
                ? `${gasFigure(status.hotWalletGas)} ${GAS_COIN[status.network]}`
                : dash}
            </Row>
            <Row
              label={<FormattedMessage id="staff.chain.openWithdrawals" />}
              testId={`staff-chain-${id}-open`}
            >
              {status.openWithdrawals != null ? `${formatUsdt(status.openWithdrawals)} USDT` : dash}
            </Row>
          </>
        )}
      </Stack>
    </Paper>
  );
}
