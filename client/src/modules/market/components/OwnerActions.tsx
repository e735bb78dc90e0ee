import { Button, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { CancelListingButton } from "./CancelListingButton";
import { EditAuctionForm } from "./EditAuctionForm";
import { PriceChangeControl } from "./PriceChangeControl";

/** Whether the seller may still change or cancel a listing: open, and for an auction not yet bid on. */
export function isEditableListing(listing: Pick<ListingFieldsFragment, "state" | "type" | "bidCount">) {
  const open = listing.state === "SELLING" || listing.state === "NOT_ON_SHELF";
  return open && !(listing.type === "AUCTION" && listing.bidCount > 0);
}

/** Spec §4: once anyone has bid, the auction is fixed (the gateway answers 2003 otherwise). */
export function BidLockedNote({ testId = "owner-bid-locked" }: { testId?: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      <FormattedMessage id="market.owner.bidLocked" />
    </Text>
  );
}

function EditAuctionButton({ listing }: { listing: ListingFieldsFragment }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  return (
    <Button
      variant="light"
      data-testid="edit-auction"
      onClick={() =>
        dialogs.open({
          kind: "edit-auction",
          type: DEFAULT_DIALOG_TYPE,
          title: intl.formatMessage({ id: "market.editAuction.title" }),
          content: <EditAuctionForm listing={listing} onSaved={dialogs.close} onCancel={dialogs.close} />,
        })
      }
    >
      <FormattedMessage id="market.owner.editAuction" />
    </Button>
  );
}

/**
 * The seller's controls on an open listing: a direct listing's new unit price, an auction's terms
 * before its first bid, and cancelling; price changes and cancelling ask for confirmation first.
 * On the product page the auction form opens in a dialog; the editCard page passes `onAuctionSaved`
 * to show it in place.
 */
export function OwnerActions({
  listing,
  onAuctionSaved,
}: {
  listing: ListingFieldsFragment;
  onAuctionSaved?: () => void;
}) {
  const open = listing.state === "SELLING" || listing.state === "NOT_ON_SHELF";
  if (!open) return null;
  if (!isEditableListing(listing)) {
    return (
      <div data-testid="owner-actions">
        <BidLockedNote />
      </div>
    );
  }
  const cancel = <CancelListingButton listing={listing} testId="cancel-listing" />;

  if (listing.type === "AUCTION" && onAuctionSaved) {
    return (
      <Stack gap="md" data-testid="owner-actions">
        <EditAuctionForm listing={listing} onSaved={onAuctionSaved} />
        <Group>{cancel}</Group>
      </Stack>
    );
  }
  return (
    <Group align="flex-end" data-testid="owner-actions">
      {listing.type === "DIRECT" ? (
        <PriceChangeControl listing={listing} />
      ) : (
        <EditAuctionButton listing={listing} />
      )}
      {cancel}
    </Group>
  );
}
