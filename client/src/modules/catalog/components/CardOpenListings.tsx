import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CardDetailQuery } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { productUrl } from "../../market";

type Listing = CardDetailQuery["cardDetail"]["openListings"][number];

/** Message ids by value (explicit, so every message id can be checked). */
const TYPE_MESSAGE: Record<string, string> = {
  DIRECT: "market.type.DIRECT",
  AUCTION: "market.type.AUCTION",
};
const STATE_MESSAGE: Record<string, string> = {
  NOT_ON_SHELF: "market.state.NOT_ON_SHELF",
  SELLING: "market.state.SELLING",
};

function ListingLine({ listing }: { listing: Listing }) {
  const { locale } = useLocale();
  const typeId = TYPE_MESSAGE[listing.type];
  const stateId = STATE_MESSAGE[listing.state];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component={Link}
      to={productUrl(locale, listing.id)}
      data-testid="card-listing"
      style={{ display: "block", textDecoration: "none", color: "inherit" }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap={6}>
            {typeId && (
              <Badge size="sm" variant="light" color={listing.type === "AUCTION" ? "grape" : "teal"}>
                <FormattedMessage id={typeId} />
              </Badge>
            )}
            {stateId && listing.state !== "SELLING" && (
              <Badge size="sm" variant="outline" color="gray">
                <FormattedMessage id={stateId} />
              </Badge>
            )}
            {listing.isMine && (
              <Badge size="sm" variant="outline" color="yellow">
                <FormattedMessage id="catalog.listings.mine" />
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            <FormattedMessage
              id="catalog.listings.line"
              values={{ seller: listing.seller.displayName, units: listing.remaining }}
            />
          </Text>
          {listing.endsAt && (
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="catalog.listings.ends"
                values={{
                  date: <FormattedDate value={listing.endsAt} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </Text>
          )}
        </Stack>
        <Text fw={700} c="teal.4" style={{ whiteSpace: "nowrap" }} data-testid="card-listing-price">
          <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(listing.price) }} />
        </Text>
      </Group>
    </Paper>
  );
}

/** The card's open listings, cheapest first, each opening its product page. */
export function CardOpenListings({ listings }: { listings: readonly Listing[] }) {
  return (
    <Stack gap="xs" data-testid="card-listings">
      <Text fw={600}>
        <FormattedMessage id="catalog.listings.title" values={{ count: listings.length }} />
      </Text>
      {listings.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="card-listings-empty">
          <FormattedMessage id="catalog.listings.empty" />
        </Text>
      ) : (
        listings.map((listing) => <ListingLine key={listing.id} listing={listing} />)
      )}
    </Stack>
  );
}
