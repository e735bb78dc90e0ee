import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ListingRow } from "../components/ListingRow";
import { OwnerActions } from "../components/OwnerActions";
import { ListingQuery } from "../graphql/queries";
import { productUrl } from "../urls";

/**
 * /{lang}/editCard/:listingId (spec §2 "edit a card's sale"): the seller's edit screen of one listing,
 * linked from the sell list. The same controls as on the product page, with an auction's form in place.
 */
export function EditCardPage() {
  const { listingId = "" } = useParams();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ListingQuery, { variables: { id: listingId } });

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={300} radius="lg" data-testid="edit-card-loading" />;
  const listing = data!.listing;
  const open = listing.state === "SELLING" || listing.state === "NOT_ON_SHELF";

  return (
    <Stack gap="lg" maw={640} mx="auto" data-testid="edit-card-page">
      <Title order={1}>
        <FormattedMessage id="market.editCard.title" />
      </Title>
      <ListingRow listing={listing} />
      {!listing.isMine ? (
        <EmptyState
          testId="edit-card-not-mine"
          title={<FormattedMessage id="market.editCard.notMine" />}
          description={<FormattedMessage id="market.editCard.notMineHint" />}
        />
      ) : !open ? (
        <Text c="dimmed" data-testid="edit-card-closed">
          <FormattedMessage id="market.editCard.closed" />
        </Text>
      ) : (
        <Paper withBorder radius="lg" p="md">
          <OwnerActions
            listing={listing}
            onAuctionSaved={() => void navigate(productUrl(locale, listing.id))}
          />
        </Paper>
      )}
    </Stack>
  );
}
