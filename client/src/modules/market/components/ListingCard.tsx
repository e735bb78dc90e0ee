import { AspectRatio, Card, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { CardImage } from "../../../shared/ui/CardImage";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { productUrl } from "../urls";
import { ListingStateBadge, ListingTypeBadge } from "./ListingBadges";
import { ZonedTime } from "../../../shared/time/ZonedTime";

/** The price line: a direct listing's unit price, an auction's highest bid (or its start price). */
export function ListingPrice({ listing }: { listing: ListingFieldsFragment }) {
  if (listing.type === "DIRECT") {
    return (
      <FormattedMessage id="market.price.unit" values={{ amount: formatUsdt(listing.unitPrice ?? "0") }} />
    );
  }
  return listing.highestBid ? (
    <FormattedMessage id="market.price.highestBid" values={{ amount: formatUsdt(listing.highestBid) }} />
  ) : (
    <FormattedMessage
      id="market.price.startPrice"
      values={{ amount: formatUsdt(listing.startPrice ?? "0") }}
    />
  );
}

/** `priority`: the tile is in the first row of its grid (its picture is fetched at once). */
export function ListingCard({ listing, priority }: { listing: ListingFieldsFragment; priority?: boolean }) {
  const { locale } = useLocale();
  return (
    <Card
      withBorder
      radius="lg"
      padding="sm"
      component={Link}
      to={productUrl(locale, listing.id)}
      data-testid="listing-card"
    >
      <Card.Section>
        <AspectRatio ratio={1}>
          <CardImage src={listing.card.imageUrl} alt={listing.card.name} priority={priority} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={1} title={listing.card.name}>
          {listing.card.name}
        </Text>
        <Group gap={6}>
          <ListingTypeBadge type={listing.type} />
          <ListingStateBadge state={listing.state} />
        </Group>
        <Text fw={700} c="teal.4" data-testid="listing-price">
          <ListingPrice listing={listing} />
        </Text>
        {listing.type === "AUCTION" && listing.endsAt && (
          <Text size="xs" c="dimmed" data-testid="listing-ends">
            <FormattedMessage
              id="market.endsAt"
              values={{
                date: <ZonedTime value={listing.endsAt} />,
              }}
            />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
