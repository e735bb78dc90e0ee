import type { ReactNode } from "react";
import { Anchor, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { exploreUrl } from "../../home/urls";
import { formatUsdt } from "../formatUsdt";
import { MyBuyListQuery, MyCollectionQuery, MySellListQuery } from "../../market/graphql/queries";
import { HoldingTile } from "../../market/components/HoldingTile";
import { ListingRow } from "../../market/components/ListingRow";
import { SellListActions } from "../../market/components/SellListActions";
import { BidOutcomeBadge } from "../../market/components/ListingBadges";
import { completeUrl, marketplaceUrl } from "../../market/urls";

/** The collection book's pages (spec §2): holdings, the listings on sale, purchases and bids. */
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
        <HoldingTile key={holding.card.id} holding={holding} />
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
            <Paper key={trade.id} withBorder radius="lg" p="sm" data-testid="trade-row">
              <Group wrap="nowrap" gap="md">
                <Image src={trade.card.imageUrl} alt={trade.card.name} w={64} h={64} radius="md" />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={completeUrl(locale, trade.orderId)} fw={600} lineClamp={1}>
                    {trade.card.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    <FormattedMessage
                      id="market.trade.summary"
                      values={{
                        units: trade.units,
                        price: formatUsdt(trade.unitPrice),
                        total: formatUsdt(trade.total),
                      }}
                    />
                  </Text>
                  <Text size="xs" c="dimmed">
                    <FormattedDate value={trade.createdAt} dateStyle="medium" timeStyle="short" />
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Section>
      )}
      {bids.length > 0 && (
        <Section titleId="market.buyList.bids">
          {bids.map((bid) => (
            <ListingRow
              key={bid.listing.id}
              listing={bid.listing}
              testId="bid-row"
              extra={
                <Stack gap={4} align="flex-end">
                  <BidOutcomeBadge outcome={bid.outcome} />
                  <Text size="xs" c="dimmed">
                    <FormattedMessage
                      id="market.buyList.myBid"
                      values={{ amount: formatUsdt(bid.myHighestBid) }}
                    />
                  </Text>
                </Stack>
              }
            />
          ))}
        </Section>
      )}
    </Stack>
  );
}
