import type { ReactNode } from "react";
import { Anchor, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { productUrl } from "../urls";
import { ListingPrice } from "./ListingCard";
import { ListingStateBadge, ListingTypeBadge } from "./ListingBadges";

/** One listing in a list (sell list, my bids), with extra badges and actions on the right. */
export function ListingRow({
  listing,
  extra,
  testId = "listing-row",
}: {
  listing: ListingFieldsFragment;
  extra?: ReactNode;
  testId?: string;
}) {
  const { locale } = useLocale();
  return (
    <Paper withBorder radius="lg" p="sm" data-testid={testId}>
      <Group wrap="nowrap" gap="md">
        <Image src={listing.card.imageUrl} alt={listing.card.name} w={64} h={64} radius="md" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={productUrl(locale, listing.id)} fw={600} lineClamp={1}>
            {listing.card.name}
          </Anchor>
          <Group gap={6}>
            <ListingTypeBadge type={listing.type} />
            <ListingStateBadge state={listing.state} />
          </Group>
          <Text size="sm" c="dimmed">
            <ListingPrice listing={listing} /> ·{" "}
            <FormattedMessage
              id="market.listing.summary"
              values={{ remaining: listing.remaining, units: listing.units }}
            />
          </Text>
        </Stack>
        {extra}
      </Group>
    </Paper>
  );
}
