import { useState } from "react";
import { Anchor, Avatar, Badge, Group, Paper, Stack, Table, Tabs, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
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
    <Table.Td>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={image} radius="sm" size={40} alt="" />
        <Text size="sm" fw={600} lineClamp={2}>
          {name}
        </Text>
      </Group>
    </Table.Td>
  );
}

const WITHDRAWAL_COLUMNS = [
  { id: "wallet.records.date" },
  { id: "wallet.cards.card" },
  { id: "wallet.cards.units", right: true },
  { id: "wallet.address" },
  { id: "wallet.fee", right: true },
  { id: "wallet.records.status" },
];

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
      columns={WITHDRAWAL_COLUMNS}
      row={(w) => (
        <Table.Tr key={w.id} data-testid="card-withdrawal-row">
          <DateCell value={w.createdAt} to={cardWithdrawalUrl(locale, w.id)} testId="card-withdrawal-link" />
          <CardCell name={w.cardName} image={w.cardImage} />
          <Table.Td ta="right">{w.units}</Table.Td>
          <Table.Td>
            <Text ff="monospace" size="sm" title={w.address}>
              {shortHash(w.address, 8, 6)}
            </Text>
            <Text size="xs" c="dimmed">
              {w.chain}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            {w.feeCurrency === "JPOINT" ? (
              <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(w.fee) }} />
            ) : (
              <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(w.fee) }} />
            )}
          </Table.Td>
          <WithdrawalStatusCell
            status={w.status}
            txHash={w.txHash}
            failureReason={w.failureReason}
            txTestId="card-withdrawal-tx"
          />
        </Table.Tr>
      )}
    />
  );
}

const GIFT_COLUMNS = [
  { id: "wallet.records.date" },
  { id: "wallet.cards.card" },
  { id: "wallet.cards.units", right: true },
  { id: "wallet.gifts.direction" },
  { id: "wallet.fee", right: true },
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
      row={(g) => (
        <Table.Tr key={g.id} data-testid="gift-row">
          <DateCell value={g.createdAt} />
          <CardCell name={g.cardName} image={g.cardImage} />
          <Table.Td ta="right">{g.units}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color={g.direction === "SENT" ? "grape" : "teal"}>
                <FormattedMessage
                  id={WALLET_GIFTS_MESSAGE[g.direction as keyof typeof WALLET_GIFTS_MESSAGE]}
                />
              </Badge>
              <Text size="sm">{g.counterpartNickname}</Text>
            </Group>
          </Table.Td>
          <Table.Td ta="right">
            {g.direction === "SENT" ? (
              <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(g.fee) }} />
            ) : (
              "—"
            )}
          </Table.Td>
        </Table.Tr>
      )}
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
