import { useState } from "react";
import { Anchor, Group, Paper, Table, Tabs, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { MyUsdtDepositsQuery, MyUsdtWithdrawalsQuery } from "../graphql/wallet";
import { usdtRecordsUrl, usdtWithdrawalUrl } from "../urls";
import { CopyText, shortHash } from "../../../shared/ui/CopyText";
import { DateCell, OPEN_WITHDRAWAL, PagedTable, usePagedRecords, WithdrawalStatusCell } from "./PagedTable";
import { DepositStatusBadge } from "./StatusBadge";

const DEPOSIT_COLUMNS = [
  { id: "wallet.records.date" },
  { id: "wallet.network" },
  { id: "wallet.amount", right: true },
  { id: "wallet.records.txHash" },
  { id: "wallet.records.status" },
];

/** USDT deposits seen on chain: confirmations counted while pending, then credited (or dropped by a reorg). */
export function DepositsTable() {
  const records = usePagedRecords(
    MyUsdtDepositsQuery,
    (data) => data?.myUsdtDeposits,
    (d) => d.status === "PENDING",
  );
  return (
    <PagedTable
      {...records}
      emptyId="wallet.records.noDeposits"
      emptyTestId="deposits-empty"
      tableTestId="deposits-table"
      minWidth={640}
      columns={DEPOSIT_COLUMNS}
      row={(d) => (
        <Table.Tr key={d.id} data-testid="deposit-row">
          <DateCell value={d.createdAt} />
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
      )}
    />
  );
}

const WITHDRAWAL_COLUMNS = [
  { id: "wallet.records.date" },
  { id: "wallet.network" },
  { id: "wallet.address" },
  { id: "wallet.amount", right: true },
  { id: "wallet.fee", right: true },
  { id: "wallet.expected", right: true },
  { id: "wallet.records.status" },
];

/**
 * USDT withdrawals: under review → approved → sending → sent (with the transaction) or failed (with
 * why), or cancelled; each row opens the withdrawal's page.
 */
export function WithdrawalsTable() {
  const { locale } = useLocale();
  const records = usePagedRecords(
    MyUsdtWithdrawalsQuery,
    (data) => data?.myUsdtWithdrawals,
    (w) => OPEN_WITHDRAWAL.has(w.status),
  );
  return (
    <PagedTable
      {...records}
      emptyId="wallet.records.noWithdrawals"
      emptyTestId="withdrawals-empty"
      tableTestId="withdrawals-table"
      minWidth={820}
      columns={WITHDRAWAL_COLUMNS}
      row={(w) => (
        <Table.Tr key={w.id} data-testid="withdrawal-row">
          <DateCell value={w.createdAt} to={usdtWithdrawalUrl(locale, w.id)} testId="withdrawal-link" />
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
          <WithdrawalStatusCell
            status={w.status}
            txHash={w.txHash}
            failureReason={w.failureReason}
            txTestId="withdrawal-tx"
            failureTestId="withdrawal-failure"
          />
        </Table.Tr>
      )}
    />
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
