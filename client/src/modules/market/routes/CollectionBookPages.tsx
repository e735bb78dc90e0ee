import type { ReactNode } from "react";
import { Anchor, Button, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { exploreUrl } from "../../home";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import {
  MyBidsQuery,
  MyBuyListQuery,
  MyCollectionQuery,
  MySellListQuery,
  MySoldListQuery,
} from "../graphql/queries";
import { HoldingTile } from "../components/HoldingTile";
import { ListingRow } from "../components/ListingRow";
import { MyBidRow } from "../components/MyBidRow";
import { SellListActions } from "../components/SellListActions";
import { TradeRow } from "../components/TradeRow";
import { marketplaceUrl } from "../urls";
import { CardActions } from "../../wallet";

/** The collection book's pages (spec §2): holdings, the listings on sale, sales, purchases and bids. */
function EmptyList({ testId, titleId, textId }: { testId: string; titleId: string; textId: string }) {
  const { locale } = useLocale();
  return (
    <EmptyState
      testId={testId}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id={textId} />}
      action={
        <Button component={Link} to={exploreUrl(locale)} variant="light" mt="xs">
          <FormattedMessage id="accounts.collection.explore" />
        </Button>
      }
    />
  );
}

function Loading({ testId }: { testId: string }) {
  return (
    <Stack data-testid={testId}>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={80} radius="lg" />
      ))}
    </Stack>
  );
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3}>
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Stack>
  );
}

export function CollectionPage() {
  const { data, loading, error, refetch } = useQuery(MyCollectionQuery, { fetchPolicy: "cache-and-network" });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading testId="collection-loading" />;
  const holdings = data?.myCollection ?? [];
  if (holdings.length === 0) {
    return (
      <EmptyList
        testId="collection-empty"
        titleId="accounts.collection.emptyTitle"
        textId="accounts.collection.emptyText"
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} data-testid="collection-holdings">
      {holdings.map((holding) => (
        <Stack key={holding.card.id} gap={6}>
          <HoldingTile holding={holding} />
          <CardActions card={holding.card} units={holding.units} listed={holding.listed} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function SellListPage() {
  const { data, loading, error, refetch } = useQuery(MySellListQuery, { fetchPolicy: "cache-and-network" });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading testId="sell-list-loading" />;
  const listings = data?.mySellList ?? [];
  if (listings.length === 0) {
    return (
      <EmptyList
        testId="sell-list-empty"
        titleId="accounts.sellList.emptyTitle"
        textId="accounts.sellList.emptyText"
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="sell-list">
      {listings.map((listing) => (
        <ListingRow key={listing.id} listing={listing} extra={<SellListActions listing={listing} />} />
      ))}
    </Stack>
  );
}

export function SoldListPage() {
  const { data, loading, error, refetch } = useQuery(MySoldListQuery, { fetchPolicy: "cache-and-network" });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading testId="sold-list-loading" />;
  const trades = data?.mySoldList ?? [];
  if (trades.length === 0) {
    return (
      <EmptyList
        testId="sold-list-empty"
        titleId="accounts.soldList.emptyTitle"
        textId="accounts.soldList.emptyText"
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="sold-list">
      {trades.map((trade) => (
        <TradeRow
          key={trade.id}
          trade={trade}
          testId="sold-row"
          summary={
            <FormattedMessage
              id="market.soldList.summary"
              values={{
                units: trade.units,
                price: formatUsdt(trade.unitPrice),
                buyer: trade.buyer.displayName,
                received: formatUsdt(trade.sellerReceives),
                fee: formatUsdt(trade.fee),
              }}
            />
          }
        />
      ))}
    </Stack>
  );
}

/** Purchases and won auctions; the auctions bid on are repeated here with their outcome. */
export function BuyListPage() {
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(MyBuyListQuery, { fetchPolicy: "cache-and-network" });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading testId="buy-list-loading" />;
  const trades = data?.myBuyList ?? [];
  const bids = data?.myBids ?? [];
  if (trades.length === 0 && bids.length === 0) {
    return (
      <Stack>
        <EmptyList
          testId="buy-list-empty"
          titleId="accounts.buyList.emptyTitle"
          textId="accounts.buyList.emptyText"
        />
        <Anchor component={Link} to={marketplaceUrl(locale)} ta="center">
          <FormattedMessage id="nav.marketplace" />
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="xl" data-testid="buy-list">
      {trades.length > 0 && (
        <Section titleId="market.buyList.purchases">
          {trades.map((trade) => (
            <TradeRow
              key={trade.id}
              trade={trade}
              testId="trade-row"
              summary={
                <FormattedMessage
                  id="market.trade.summary"
                  values={{
                    units: trade.units,
                    price: formatUsdt(trade.unitPrice),
                    total: formatUsdt(trade.total),
                  }}
                />
              }
            />
          ))}
        </Section>
      )}
      {bids.length > 0 && (
        <Section titleId="market.buyList.bids">
          {bids.map((bid) => (
            <MyBidRow key={bid.listing.id} bid={bid} />
          ))}
        </Section>
      )}
    </Stack>
  );
}

export function BidListPage() {
  const { data, loading, error, refetch } = useQuery(MyBidsQuery, { fetchPolicy: "cache-and-network" });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading testId="bid-list-loading" />;
  const bids = data?.myBids ?? [];
  if (bids.length === 0) {
    return (
      <EmptyList
        testId="bid-list-empty"
        titleId="accounts.bidList.emptyTitle"
        textId="accounts.bidList.emptyText"
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="bid-list">
      {bids.map((bid) => (
        <MyBidRow key={bid.listing.id} bid={bid} />
      ))}
    </Stack>
  );
}
