import { useState } from "react";
import { Anchor, Group, Paper, Tabs, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { Locale } from "@vitrine/schema";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { MyUsdtDepositsQuery, MyUsdtWithdrawalsQuery } from "../graphql/wallet";
import { usdtRecordsUrl, usdtWithdrawalUrl } from "../urls";
import { CopyText, shortHash } from "../../../shared/ui/CopyText";
import type { DataColumn } from "../../../shared/ui/DataTable";
import type {
  MyUsdtDepositsQuery as MyUsdtDepositsData,
  MyUsdtWithdrawalsQuery as MyUsdtWithdrawalsData,
} from "../../../gql/graphql";
import { DateCell, OPEN_WITHDRAWAL, PagedTable, usePagedRecords, WithdrawalStatusCell } from "./PagedTable";
import { DepositStatusBadge } from "./StatusBadge";

type Deposit = MyUsdtDepositsData["myUsdtDeposits"]["items"][number];
type Withdrawal = MyUsdtWithdrawalsData["myUsdtWithdrawals"]["items"][number];

const DEPOSIT_COLUMNS: DataColumn<Deposit>[] = [
  { key: "date", header: "wallet.records.date", cell: (d) => <DateCell value={d.createdAt} /> },
  { key: "network", header: "wallet.network", cell: (d) => d.network },
  {
    key: "amount",
    header: "wallet.amount",
    align: "right",
    primary: true,
    cell: (d) => (
      <Text span fw={600} size="sm">
        +{formatUsdt(d.amount)}
      </Text>
    ),
  },
  {
    key: "txHash",
    header: "wallet.records.txHash",
    cell: (d) => <CopyText value={d.txHash} display={shortHash(d.txHash, 8, 6)} testId="deposit-tx" />,
  },
  {
    key: "status",
    header: "wallet.records.status",
    cell: (d) => (
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
    ),
  },
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
      rowKey={(d) => d.id}
      rowTestId="deposit-row"
    />
  );
}

function withdrawalColumns(locale: Locale): DataColumn<Withdrawal>[] {
  return [
    {
      key: "date",
      header: "wallet.records.date",
      cell: (w) => (
        <DateCell value={w.createdAt} to={usdtWithdrawalUrl(locale, w.id)} testId="withdrawal-link" />
      ),
    },
    { key: "network", header: "wallet.network", cell: (w) => w.network },
    {
      key: "address",
      header: "wallet.address",
      cell: (w) => (
        <Text ff="monospace" size="sm" title={w.address}>
          {shortHash(w.address, 8, 6)}
        </Text>
      ),
    },
    { key: "amount", header: "wallet.amount", align: "right", cell: (w) => formatUsdt(w.amount) },
    { key: "fee", header: "wallet.fee", align: "right", cell: (w) => formatUsdt(w.fee) },
    {
      key: "expected",
      header: "wallet.expected",
      align: "right",
      primary: true,
      cell: (w) => (
        <Text span fw={600} size="sm">
          {formatUsdt(w.expectedAmount)}
        </Text>
      ),
    },
    {
      key: "status",
      header: "wallet.records.status",
      cell: (w) => (
        <WithdrawalStatusCell
          status={w.status}
          txHash={w.txHash}
          failureReason={w.failureReason}
          txTestId="withdrawal-tx"
          failureTestId="withdrawal-failure"
        />
      ),
    },
  ];
}

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
      columns={withdrawalColumns(locale)}
      rowKey={(w) => w.id}
      rowTestId="withdrawal-row"
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
