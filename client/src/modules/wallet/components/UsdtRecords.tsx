import { useEffect, useState } from "react";
import { Anchor, Group, Pagination, Paper, Skeleton, Stack, Table, Tabs, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../accounts/formatUsdt";
import { MyUsdtDepositsQuery, MyUsdtWithdrawalsQuery } from "../graphql/wallet";
import { usdtRecordsUrl } from "../urls";
import { CopyText, shortHash } from "./CopyText";
import { DepositStatusBadge, WithdrawalStatusBadge } from "./StatusBadge";

/** While a deposit confirms or a withdrawal moves through review and sending, the list refreshes. */
export const RECORDS_POLL_MS = 10_000;

/** Starts polling while `pending` is true and stops once nothing is in flight. */
export function usePollWhile(pending: boolean, startPolling: (ms: number) => void, stopPolling: () => void) {
  useEffect(() => {
    if (!pending) return;
    startPolling(RECORDS_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
}

function Pager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (p: number) => void;
}) {
  if (total <= pageSize) return null;
  return <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onChange} size="sm" />;
}

function Empty({ id, testId }: { id: string; testId: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg" data-testid={testId}>
      <FormattedMessage id={id} />
    </Text>
  );
}

/** USDT deposits seen on chain: confirmations counted while pending, then credited (or dropped by a reorg). */
export function DepositsTable() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyUsdtDepositsQuery, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.myUsdtDeposits;
  usePollWhile(Boolean(list?.items.some((d) => d.status === "PENDING")), startPolling, stopPolling);
  if (error && !list) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !list) return <Skeleton height={120} />;
  if (!list || list.items.length === 0)
    return <Empty id="wallet.records.noDeposits" testId="deposits-empty" />;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" data-testid="deposits-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="wallet.records.date" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.network" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.amount" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.records.txHash" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.records.status" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((d) => (
              <Table.Tr key={d.id} data-testid="deposit-row">
                <Table.Td>
                  <FormattedDate value={d.createdAt} dateStyle="medium" timeStyle="short" />
                </Table.Td>
                <Table.Td>{d.network}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  +{formatUsdt(d.amount)}
                </Table.Td>
                <Table.Td>
                  <CopyText value={d.txHash} display={shortHash(d.txHash, 8, 6)} testId="deposit-tx" />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <DepositStatusBadge status={d.status} />
                    {d.status === "PENDING" ? (
                      <Text size="xs" c="dimmed" data-testid="deposit-confirmations">
                        <FormattedMessage
                          id="wallet.records.confirmations"
                          values={{ count: d.confirmations, required: d.requiredConfirmations }}
                        />
                      </Text>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
    </Stack>
  );
}

const OPEN_WITHDRAWAL = new Set(["REVIEW", "APPROVED", "SENDING"]);

/** USDT withdrawals: under review → approved → sending → sent (with the transaction) or failed (with why). */
export function WithdrawalsTable() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyUsdtWithdrawalsQuery, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.myUsdtWithdrawals;
  usePollWhile(Boolean(list?.items.some((w) => OPEN_WITHDRAWAL.has(w.status))), startPolling, stopPolling);
  if (error && !list) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !list) return <Skeleton height={120} />;
  if (!list || list.items.length === 0) {
    return <Empty id="wallet.records.noWithdrawals" testId="withdrawals-empty" />;
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" data-testid="withdrawals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="wallet.records.date" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.network" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.address" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.amount" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.fee" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.expected" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.records.status" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((w) => (
              <Table.Tr key={w.id} data-testid="withdrawal-row">
                <Table.Td>
                  <FormattedDate value={w.createdAt} dateStyle="medium" timeStyle="short" />
                </Table.Td>
                <Table.Td>{w.network}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm" title={w.address}>
                    {shortHash(w.address, 8, 6)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatUsdt(w.amount)}</Table.Td>
                <Table.Td ta="right">{formatUsdt(w.fee)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatUsdt(w.expectedAmount)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <WithdrawalStatusBadge status={w.status} />
                    {w.status === "SENT" && w.txHash ? (
                      <CopyText value={w.txHash} display={shortHash(w.txHash, 8, 6)} testId="withdrawal-tx" />
                    ) : null}
                    {w.status === "FAILED" && w.failureReason ? (
                      <Text size="xs" c="red.4" data-testid="withdrawal-failure">
                        {w.failureReason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
    </Stack>
  );
}

/** Deposits and withdrawals in two tabs (the records page, and the wallet page's latest records). */
export function UsdtRecordTabs({ initial = "deposits" }: { initial?: "deposits" | "withdrawals" }) {
  const [tab, setTab] = useState<string | null>(initial);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="deposits" data-testid="records-tab-deposits">
          <FormattedMessage id="wallet.records.deposits" />
        </Tabs.Tab>
        <Tabs.Tab value="withdrawals" data-testid="records-tab-withdrawals">
          <FormattedMessage id="wallet.records.withdrawals" />
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="deposits">
        <DepositsTable />
      </Tabs.Panel>
      <Tabs.Panel value="withdrawals">
        <WithdrawalsTable />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The wallet page's records block, with the way to the full records page. */
export function RecentRecords() {
  const { locale } = useLocale();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="wallet-recent-records">
      <Group justify="space-between" mb="sm">
        <Text fw={700} size="lg">
          <FormattedMessage id="wallet.records.title" />
        </Text>
        <Anchor component={Link} to={usdtRecordsUrl(locale)} size="sm">
          <FormattedMessage id="wallet.records.all" />
        </Anchor>
      </Group>
      <UsdtRecordTabs />
    </Paper>
  );
}
