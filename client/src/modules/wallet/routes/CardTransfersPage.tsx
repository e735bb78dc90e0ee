import { useState } from "react";
import { Anchor, Avatar, Badge, Group, Paper, Stack, Tabs, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { Locale } from "@vitrine/schema";
import type {
  MyCardWithdrawalsQuery as MyCardWithdrawalsData,
  MyGiftsQuery as MyGiftsData,
} from "../../../gql/graphql";
import type { DataColumn } from "../../../shared/ui/DataTable";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { collectionUrl } from "../../market";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { shortHash } from "../../../shared/ui/CopyText";
import {
  DateCell,
  OPEN_WITHDRAWAL,
  PagedTable,
  usePagedRecords,
  WithdrawalStatusCell,
} from "../components/PagedTable";
import { WalletPageHeader } from "../components/WalletPageHeader";
import { MyCardWithdrawalsQuery, MyGiftsQuery } from "../graphql/wallet";
import { cardWithdrawalUrl } from "../urls";

/** Message ids by value (explicit, so every message id can be checked). */
const WALLET_GIFTS_MESSAGE = {
  SENT: "wallet.gifts.SENT",
  RECEIVED: "wallet.gifts.RECEIVED",
} as const;

function CardCell({ name, image }: { name: string; image: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={image} radius="sm" size={40} alt="" />
      <Text size="sm" fw={600} lineClamp={2}>
        {name}
      </Text>
    </Group>
  );
}

type CardWithdrawal = MyCardWithdrawalsData["myCardWithdrawals"]["items"][number];
type Gift = MyGiftsData["myGifts"]["items"][number];

function withdrawalColumns(locale: Locale): DataColumn<CardWithdrawal>[] {
  return [
    {
      key: "date",
      header: "wallet.records.date",
      cell: (w) => (
        <DateCell value={w.createdAt} to={cardWithdrawalUrl(locale, w.id)} testId="card-withdrawal-link" />
      ),
    },
    {
      key: "card",
      header: "wallet.cards.card",
      primary: true,
      cell: (w) => <CardCell name={w.cardName} image={w.cardImage} />,
    },
    { key: "units", header: "wallet.cards.units", align: "right", cell: (w) => w.units },
    {
      key: "address",
      header: "wallet.address",
      cell: (w) => (
        <>
          <Text ff="monospace" size="sm" title={w.address}>
            {shortHash(w.address, 8, 6)}
          </Text>
          <Text size="xs" c="dimmed">
            {w.chain}
          </Text>
        </>
      ),
    },
    {
      key: "fee",
      header: "wallet.fee",
      align: "right",
      cell: (w) =>
        w.feeCurrency === "JPOINT" ? (
          <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(w.fee) }} />
        ) : (
          <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(w.fee) }} />
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
          txTestId="card-withdrawal-tx"
        />
      ),
    },
  ];
}

function CardWithdrawalsTable() {
  const { locale } = useLocale();
  const records = usePagedRecords(
    MyCardWithdrawalsQuery,
    (data) => data?.myCardWithdrawals,
    (w) => OPEN_WITHDRAWAL.has(w.status),
  );
  return (
    <PagedTable
      {...records}
      emptyId="wallet.cards.noWithdrawals"
      emptyTestId="card-withdrawals-empty"
      tableTestId="card-withdrawals-table"
      minWidth={760}
      columns={withdrawalColumns(locale)}
      rowKey={(w) => w.id}
      rowTestId="card-withdrawal-row"
    />
  );
}

const GIFT_COLUMNS: DataColumn<Gift>[] = [
  { key: "date", header: "wallet.records.date", cell: (g) => <DateCell value={g.createdAt} /> },
  {
    key: "card",
    header: "wallet.cards.card",
    primary: true,
    cell: (g) => <CardCell name={g.cardName} image={g.cardImage} />,
  },
  { key: "units", header: "wallet.cards.units", align: "right", cell: (g) => g.units },
  {
    key: "direction",
    header: "wallet.gifts.direction",
    cell: (g) => (
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={g.direction === "SENT" ? "grape" : "teal"}>
          <FormattedMessage id={WALLET_GIFTS_MESSAGE[g.direction as keyof typeof WALLET_GIFTS_MESSAGE]} />
        </Badge>
        <Text size="sm">{g.counterpartNickname}</Text>
      </Group>
    ),
  },
  {
    key: "fee",
    header: "wallet.fee",
    align: "right",
    cell: (g) =>
      g.direction === "SENT" ? (
        <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(g.fee) }} />
      ) : (
        "—"
      ),
  },
];

function GiftsTable() {
  const records = usePagedRecords(MyGiftsQuery, (data) => data?.myGifts);
  return (
    <PagedTable
      {...records}
      emptyId="wallet.gifts.empty"
      emptyTestId="gifts-empty"
      tableTestId="gifts-table"
      minWidth={640}
      columns={GIFT_COLUMNS}
      rowKey={(g) => g.id}
      rowTestId="gift-row"
    />
  );
}

/** /{lang}/users/withdraw: the member's card withdrawals to external wallets and gifts sent or received. */
export function CardTransfersPage() {
  const { locale } = useLocale();
  const [tab, setTab] = useState<string | null>("withdrawals");
  return (
    <Stack gap="lg" data-testid="card-transfers">
      <WalletPageHeader titleId="wallet.cards.title">
        <Anchor component={Link} to={collectionUrl(locale)}>
          <FormattedMessage id="accounts.menu.collection" />
        </Anchor>
      </WalletPageHeader>
      <Text c="dimmed" size="sm">
        <FormattedMessage id="wallet.cards.intro" />
      </Text>
      <Paper withBorder radius="lg" p="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="withdrawals" data-testid="transfers-tab-withdrawals">
              <FormattedMessage id="wallet.cards.withdrawals" />
            </Tabs.Tab>
            <Tabs.Tab value="gifts" data-testid="transfers-tab-gifts">
              <FormattedMessage id="wallet.gifts.title" />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="withdrawals">
            <CardWithdrawalsTable />
          </Tabs.Panel>
          <Tabs.Panel value="gifts">
            <GiftsTable />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
