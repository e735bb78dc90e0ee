import type { ReactNode } from "react";
import { Skeleton, Table, Tabs, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { CardIntroQuery, CardTradesQuery, PriceHistoryQuery } from "../graphql/cardDetail";
import { BidHistoryList } from "./BidHistoryList";
import { PriceLineChart } from "../../../shared/ui/PriceLineChart";

function Empty({ id, testId }: { id: string; testId: string }) {
  return (
    <Text c="dimmed" size="sm" data-testid={testId}>
      <FormattedMessage id={id} />
    </Text>
  );
}

function Introduction({ listing }: { listing: ListingFieldsFragment }) {
  const { data, loading, error, refetch } = useQuery(CardIntroQuery, {
    variables: { listingId: listing.id },
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={120} />;
  const card = data!.listing.card;
  const rows: [string, ReactNode][] = [
    ["market.intro.artist", listing.card.artist.name],
    ["market.intro.publisher", listing.card.publisher.name],
    ["market.intro.series", card.series?.name],
    ["market.intro.edition", card.edition],
    ["market.intro.year", card.creationYear],
    ["market.intro.size", card.size],
    ["market.intro.workNumber", card.workNumber],
    ["market.intro.totalIssued", card.totalIssued],
    ["market.intro.chain", listing.card.chain.name],
    ["market.intro.contract", card.contractAddress],
    ["market.intro.tokenId", card.tokenId],
    ["market.intro.release", <FormattedDate key="r" value={card.releaseAt} dateStyle="medium" />],
  ];
  return (
    <Table data-testid="card-intro">
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([id, value]) => (
            <Table.Tr key={id}>
              <Table.Td c="dimmed" w="40%">
                <FormattedMessage id={id} />
              </Table.Td>
              <Table.Td style={{ wordBreak: "break-all" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

function PriceHistory({ cardId }: { cardId: string }) {
  const { data, loading, error, refetch } = useQuery(PriceHistoryQuery, { variables: { cardId } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={200} />;
  const points = data?.priceHistory ?? [];
  if (points.length === 0) return <Empty id="market.tabs.noPrices" testId="price-history-empty" />;
  return <PriceLineChart points={points} />;
}

function TradeHistory({ cardId }: { cardId: string }) {
  const { data, loading, error, refetch } = useQuery(CardTradesQuery, { variables: { cardId } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={120} />;
  const trades = data?.cardTrades ?? [];
  if (trades.length === 0) return <Empty id="market.tabs.noTrades" testId="trade-history-empty" />;
  return (
    <Table data-testid="trade-history">
      <Table.Tbody>
        {trades.map((trade) => (
          <Table.Tr key={trade.id} data-testid="card-trade-row">
            <Table.Td>{trade.buyer.displayName}</Table.Td>
            <Table.Td>
              <FormattedMessage
                id="market.trade.summary"
                values={{
                  units: trade.units,
                  price: formatUsdt(trade.unitPrice),
                  total: formatUsdt(trade.total),
                }}
              />
            </Table.Td>
            <Table.Td c="dimmed">
              <FormattedDate value={trade.createdAt} dateStyle="medium" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The card detail tabs (spec §2): introduction, bid history, price history, trade history. This is the
 * product page's only bid history: on an auction its tab opens first, since the bids are what a bidder
 * watches there; on a direct listing the introduction does.
 */
export function CardDetailTabs({ listing }: { listing: ListingFieldsFragment }) {
  const isAuction = listing.type === "AUCTION";
  return (
    <Tabs defaultValue={isAuction ? "bids" : "intro"} keepMounted={false} data-testid="card-detail-tabs">
      <Tabs.List>
        <Tabs.Tab value="intro">
          <FormattedMessage id="market.tabs.intro" />
        </Tabs.Tab>
        <Tabs.Tab value="bids">
          <FormattedMessage id="market.bidHistory.title" />
        </Tabs.Tab>
        <Tabs.Tab value="prices">
          <FormattedMessage id="market.tabs.prices" />
        </Tabs.Tab>
        <Tabs.Tab value="trades">
          <FormattedMessage id="market.tabs.trades" />
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="intro" pt="md">
        <Introduction listing={listing} />
      </Tabs.Panel>
      <Tabs.Panel value="bids" pt="md">
        {isAuction ? (
          <BidHistoryList listingId={listing.id} />
        ) : (
          <Empty id="market.bidHistory.empty" testId="bid-history-empty" />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="prices" pt="md">
        <PriceHistory cardId={listing.card.id} />
      </Tabs.Panel>
      <Tabs.Panel value="trades" pt="md">
        <TradeHistory cardId={listing.card.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
