import { Button, Group } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { editCardUrl } from "../urls";
import { CancelListingButton } from "./CancelListingButton";
import { BidLockedNote, isEditableListing } from "./OwnerActions";

/** The right side of a sell list row: edit (on the editCard page) and cancel, or why neither is offered. */
export function SellListActions({ listing }: { listing: ListingFieldsFragment }) {
  const { locale } = useLocale();
  if (isEditableListing(listing)) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={editCardUrl(locale, listing.id)}
          size="xs"
          variant="light"
          data-testid="sell-list-edit"
        >
          <FormattedMessage id="market.owner.edit" />
        </Button>
        <CancelListingButton listing={listing} testId="sell-list-cancel" size="xs" />
      </Group>
    );
  }
  const open = listing.state === "SELLING" || listing.state === "NOT_ON_SHELF";
  return open ? <BidLockedNote testId="sell-list-bid-locked" /> : null;
}
