import { useState } from "react";
import { Anchor, Group, Pagination, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CardDetailQuery } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { userPageUrl } from "../../accounts";
import { productUrl } from "../../market";
import { CardTradeHistoryQuery } from "../graphql/cardPage";

type Detail = CardDetailQuery["cardDetail"];

export function Empty({ id, testId }: { id: string; testId: string }) {
  return (
    <Text c="dimmed" size="sm" data-testid={testId}>
      <FormattedMessage id={id} />
    </Text>
  );
}

function Person({ user }: { user: { publicId: string; displayName: string } }) {
  const { locale } = useLocale();
  return (
    <Anchor component={Link} to={userPageUrl(locale, user.publicId)} size="sm" lineClamp={1} maw={140}>
      {user.displayName}
    </Anchor>
  );
}

/** The bid history tab: the latest bids on any auction of the card, each linking to its auction. */
export function CardBidHistory({ bids }: { bids: Detail["bids"] }) {
  const { locale } = useLocale();
  if (bids.length === 0) return <Empty id="market.bidHistory.empty" testId="card-bids-empty" />;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="card-bids">
        <Table.Tbody>
          {bids.map((bid) => (
            <Table.Tr key={bid.id} data-testid="card-bid-row">
              <Table.Td>
                <Person user={bid.bidder} />
              </Table.Td>
              <Table.Td fw={600}>
                <Anchor component={Link} to={productUrl(locale, bid.listingId)} size="sm">
                  <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(bid.amount) }} />
                </Anchor>
              </Table.Td>
              <Table.Td c="dimmed">
                <FormattedDate value={bid.createdAt} dateStyle="medium" timeStyle="short" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The trade history tab: the card's trades, newest first, 20 a page. */
export function CardTradeHistory({ cardId }: { cardId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CardTradeHistoryQuery, { variables: { cardId, page } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={120} />;
  const history = data!.cardTradeHistory;
  if (history.total === 0) return <Empty id="market.tabs.noTrades" testId="card-trades-empty" />;
  const pages = Math.ceil(history.total / history.pageSize);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={340}>
        <Table data-testid="card-trades" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="catalog.trades.buyer" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="catalog.trades.price" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="catalog.trades.date" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.items.map((trade) => (
              <Table.Tr key={trade.id} data-testid="card-trade-row">
                <Table.Td>
                  <Person user={trade.buyer} />
                  <Text size="xs" c="dimmed" lineClamp={1} maw={140}>
                    <FormattedMessage
                      id="catalog.trades.from"
                      values={{ seller: trade.seller.displayName }}
                    />
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">
                  <FormattedMessage
                    id="market.trade.summary"
                    values={{
                      units: trade.units,
                      price: formatUsdt(trade.unitPrice),
                      total: formatUsdt(trade.total),
                    }}
                  />
                </Table.Td>
                <Table.Td c="dimmed" fz="sm">
                  <FormattedDate value={trade.createdAt} dateStyle="medium" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            data-testid="card-trades-pages"
          />
        </Group>
      )}
    </Stack>
  );
}
