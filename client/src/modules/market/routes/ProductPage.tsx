import { AspectRatio, Grid, Group, Image, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { userPageUrl } from "../../accounts";
import { cardUrl, ChainBadge } from "../../catalog";
import { AuctionPanel } from "../components/AuctionPanel";
import { BuyPanel } from "../components/BuyPanel";
import { CardDetailTabs } from "../components/CardDetailTabs";
import { ListingPrice } from "../components/ListingCard";
import { CommodityExplainerLink } from "../../../shared/shell/CommodityExplainerLink";
import { ListingStateBadge, ListingTypeBadge } from "../components/ListingBadges";
import { OwnerActions } from "../components/OwnerActions";
import { ListingQuery } from "../graphql/queries";

/** /{lang}/product/:listingId: a listing with buying (direct) or bidding (auction). */
export function ProductPage() {
  const { listingId = "" } = useParams();
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(ListingQuery, { variables: { id: listingId } });

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={400} radius="lg" data-testid="product-loading" />;
  const listing = data!.listing;
  const selling = listing.state === "SELLING";

  return (
    <Stack gap="xl" data-testid="product-page">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <AspectRatio ratio={1}>
            <Image src={listing.card.imageUrl} alt={listing.card.name} radius="lg" fit="cover" />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <Group gap="xs">
              <ListingTypeBadge type={listing.type} />
              <ListingStateBadge state={listing.state} />
              <ChainBadge code={listing.card.chain.code} name={listing.card.chain.name} />
            </Group>
            <Title order={1}>{listing.card.name}</Title>
            <Text c="dimmed">
              <FormattedMessage id="card.byArtist" values={{ artist: listing.card.artist.name }} /> ·{" "}
              {listing.card.publisher.name}
            </Text>
            <Text size="sm">
              <Link to={cardUrl(locale, listing.card.id)} data-testid="product-card-page">
                <FormattedMessage id="market.cardPageLink" />
              </Link>
            </Text>
            <Text data-testid="product-seller">
              <FormattedMessage
                id="market.seller"
                values={{
                  name: (
                    <Link to={userPageUrl(locale, listing.seller.publicId)}>
                      {listing.seller.displayName}
                    </Link>
                  ),
                }}
              />
            </Text>
            <Text size="sm" c="dimmed" data-testid="product-remaining">
              <FormattedMessage
                id="market.remaining"
                values={{ remaining: listing.remaining, units: listing.units }}
              />
            </Text>
            <Paper withBorder radius="lg" p="md">
              <Stack gap="md">
                {listing.type === "DIRECT" ? (
                  <>
                    <Text fz="xl" fw={700} c="teal.4" data-testid="product-price">
                      <ListingPrice listing={listing} />
                    </Text>
                    {selling && !listing.isMine && listing.remaining > 0 && <BuyPanel listing={listing} />}
                  </>
                ) : (
                  <AuctionPanel listing={listing} canBid={selling && !listing.isMine} />
                )}
                <CommodityExplainerLink />
                {listing.isMine && <OwnerActions listing={listing} />}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      {/* The bid history lives in these tabs only; on an auction its tab opens first. */}
      <CardDetailTabs listing={listing} />
    </Stack>
  );
}
