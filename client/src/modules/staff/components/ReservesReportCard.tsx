import type { ReactNode } from "react";
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconAlertTriangle } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, FormattedNumber } from "react-intl";
import type { StaffReservesReportQuery, UsdtNetwork } from "../../../gql/graphql";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { ReservesReportQuery } from "../graphql/reserves";

type ReportLine = NonNullable<StaffReservesReportQuery["reservesReport"]>["lines"][number];

const GAS_COIN: Record<UsdtNetwork, string> = { ERC20: "ETH", BEP20: "BNB", TRC20: "TRX" };
/** Fewer sweeps than this left in the gas wallet is a warning. */
const LOW_RUNWAY_SWEEPS = 20;

const dash = "—";
const usdt = (value: string | null | undefined) => (value != null ? `${formatUsdt(value)} USDT` : dash);

/** Six decimals of a coin balance are plenty to judge the runway. */
function coin(decimal: string): string {
  const [whole, fraction = ""] = decimal.split(".");
  const kept = fraction.slice(0, 6).replace(/0+$/, "");
  return kept ? `${whole}.${kept}` : (whole ?? decimal);
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

/** The latest daily reserves report on the staff chain page: liabilities against on-chain USDT, per network. */
export function ReservesReportCard() {
  const { data, error, refetch } = useQuery(ReservesReportQuery, { fetchPolicy: "network-only" });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton height={200} radius="lg" />;
  const report = data.reservesReport;
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7" data-testid="staff-reserves">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            <FormattedMessage id="staff.chain.reservesTitle" />
          </Title>
          {report && (
            <Text size="sm" c="dimmed" data-testid="staff-reserves-date">
              <FormattedDate value={report.createdAt} dateStyle="medium" timeStyle="short" />
            </Text>
          )}
        </Group>
        {!report ? (
          <Text size="sm" c="dimmed" data-testid="staff-reserves-none">
            <FormattedMessage id="staff.chain.reservesNone" />
          </Text>
        ) : (
          <>
            {Number(report.shortfall) > 0 && (
              <Alert
                color="red"
                variant="filled"
                icon={<IconAlertTriangle size={18} />}
                title={<FormattedMessage id="staff.chain.reservesShortfallTitle" />}
                data-testid="staff-reserves-shortfall"
              >
                <FormattedMessage
                  id="staff.chain.reservesShortfallBody"
                  values={{ shortfall: formatUsdt(report.shortfall) }}
                />
              </Alert>
            )}
            {!report.complete && (
              <Text size="sm" c="orange.4" data-testid="staff-reserves-incomplete">
                <FormattedMessage id="staff.chain.reservesIncomplete" />
              </Text>
            )}
            <Row
              label={<FormattedMessage id="staff.chain.reservesLiabilities" />}
              testId="staff-reserves-liabilities"
            >
              {usdt(report.liabilities)}
            </Row>
            <Row
              label={<FormattedMessage id="staff.chain.reservesOnChain" />}
              testId="staff-reserves-on-chain"
            >
              <Text span size="sm" fw={500} c={Number(report.shortfall) > 0 ? "red.4" : undefined}>
                {usdt(report.onChain)}
              </Text>
            </Row>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {report.lines.map((line) => (
                <ReservesLine key={line.network} line={line} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ReservesLine({ line }: { line: ReportLine }) {
  const id = `staff-reserves-${line.network.toLowerCase()}`;
  const gas = GAS_COIN[line.network];
  const low = line.gasRunwaySweeps != null && line.gasRunwaySweeps < LOW_RUNWAY_SWEEPS;
  return (
    <Paper withBorder radius="md" p="md" data-testid={id}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{line.network}</Text>
          {line.error && (
            <Badge color="red" variant="light" data-testid={`${id}-error`} title={line.error}>
              <FormattedMessage id="staff.chain.reservesReadError" />
            </Badge>
          )}
        </Group>
        <Row label={<FormattedMessage id="staff.chain.hotWalletUsdt" />} testId={`${id}-hot`}>
          {usdt(line.hotWallet)}
        </Row>
        <Row label={<FormattedMessage id="staff.chain.reservesDepositAddresses" />} testId={`${id}-deposits`}>
          {usdt(line.depositAddresses)}
        </Row>
        <Row label={<FormattedMessage id="staff.chain.reservesCold" />} testId={`${id}-cold`}>
          {usdt(line.coldStorage)}
        </Row>
        <Row
          label={<FormattedMessage id="staff.chain.reservesGasWallet" values={{ coin: gas }} />}
          testId={`${id}-gas`}
        >
          {line.gasWallet != null ? `${coin(line.gasWallet)} ${gas}` : dash}
        </Row>
        <Row label={<FormattedMessage id="staff.chain.reservesRunway" />} testId={`${id}-runway`}>
          <Text span size="sm" fw={500} c={low ? "red.4" : undefined}>
            {line.gasRunwaySweeps != null ? (
              <FormattedMessage
                id="staff.chain.reservesRunwayValue"
                values={{ sweeps: <FormattedNumber value={line.gasRunwaySweeps} /> }}
              />
            ) : (
              <FormattedMessage id="staff.chain.reservesRunwayUnknown" />
            )}
          </Text>
        </Row>
      </Stack>
    </Paper>
  );
}
