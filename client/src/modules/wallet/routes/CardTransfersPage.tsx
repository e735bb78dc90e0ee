import { useState } from "react";
import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { collectionUrl } from "../../accounts/urls";
import { formatUsdt } from "../../accounts/formatUsdt";
import { formatJpoint } from "../../jpoint/conversionForm";
import { CopyText, shortHash } from "../components/CopyText";
import { WithdrawalStatusBadge } from "../components/StatusBadge";
import { usePollWhile } from "../components/UsdtRecords";
import { MyCardWithdrawalsQuery, MyGiftsQuery } from "../graphql/wallet";
import { digitalWalletUrl } from "../urls";

const OPEN = new Set(["REVIEW", "APPROVED", "SENDING"]);

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

function CardWithdrawalsTable() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyCardWithdrawalsQuery, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.myCardWithdrawals;
  usePollWhile(Boolean(list?.items.some((w) => OPEN.has(w.status))), startPolling, stopPolling);
  if (error && !list) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !list) return <Skeleton height={120} />;
  if (!list || list.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="card-withdrawals-empty">
        <FormattedMessage id="wallet.cards.noWithdrawals" />
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" data-testid="card-withdrawals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="wallet.records.date" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.cards.card" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.cards.units" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.address" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.fee" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.records.status" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((w) => (
              <Table.Tr key={w.id} data-testid="card-withdrawal-row">
                <Table.Td>
                  <FormattedDate value={w.createdAt} dateStyle="medium" timeStyle="short" />
                </Table.Td>
                <Table.Td>
                  <CardCell name={w.cardName} image={w.cardImage} />
                </Table.Td>
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
                <Table.Td>
                  <Stack gap={4}>
                    <WithdrawalStatusBadge status={w.status} />
                    {w.status === "SENT" && w.txHash ? (
                      <CopyText
                        value={w.txHash}
                        display={shortHash(w.txHash, 8, 6)}
                        testId="card-withdrawal-tx"
                      />
                    ) : null}
                    {w.status === "FAILED" && w.failureReason ? (
                      <Text size="xs" c="red.4">
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
      {list.total > list.pageSize ? (
        <Pagination total={Math.ceil(list.total / list.pageSize)} value={page} onChange={setPage} size="sm" />
      ) : null}
    </Stack>
  );
}

function GiftsTable() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(MyGiftsQuery, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.myGifts;
  if (error && !list) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !list) return <Skeleton height={120} />;
  if (!list || list.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="gifts-empty">
        <FormattedMessage id="wallet.gifts.empty" />
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" data-testid="gifts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="wallet.records.date" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.cards.card" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.cards.units" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="wallet.gifts.direction" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="wallet.fee" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((g) => (
              <Table.Tr key={g.id} data-testid="gift-row">
                <Table.Td>
                  <FormattedDate value={g.createdAt} dateStyle="medium" timeStyle="short" />
                </Table.Td>
                <Table.Td>
                  <CardCell name={g.cardName} image={g.cardImage} />
                </Table.Td>
                <Table.Td ta="right">{g.units}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color={g.direction === "SENT" ? "grape" : "teal"}>
                      <FormattedMessage id={`wallet.gifts.${g.direction}`} />
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
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.total > list.pageSize ? (
        <Pagination total={Math.ceil(list.total / list.pageSize)} value={page} onChange={setPage} size="sm" />
      ) : null}
    </Stack>
  );
}

/** /{lang}/users/withdraw: the member's card withdrawals to external wallets and gifts sent or received. */
export function CardTransfersPage() {
  const { locale } = useLocale();
  const [tab, setTab] = useState<string | null>("withdrawals");
  return (
    <Stack gap="lg" data-testid="card-transfers">
      <Group justify="space-between">
        <Title order={1}>
          <FormattedMessage id="wallet.cards.title" />
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={collectionUrl(locale)}>
            <FormattedMessage id="accounts.menu.collection" />
          </Anchor>
          <Anchor component={Link} to={digitalWalletUrl(locale)}>
            <Group gap={4}>
              <IconArrowLeft size={16} />
              <FormattedMessage id="wallet.back" />
            </Group>
          </Anchor>
        </Group>
      </Group>
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
