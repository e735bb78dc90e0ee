import { useState } from "react";
import { Button, Group, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { CancelListingMutation, UpdateListingPriceMutation } from "../graphql/mutations";
import { isValidPrice } from "../price";

/** The seller's controls on an open listing: cancel, and for a direct listing a new unit price. */
export function OwnerActions({ listing }: { listing: ListingFieldsFragment }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [price, setPrice] = useState("");
  const [cancel, cancelState] = useMutation(CancelListingMutation);
  const [updatePrice, priceState] = useMutation(UpdateListingPriceMutation);
  const open = listing.state === "SELLING" || listing.state === "NOT_ON_SHELF";
  if (!open) return null;

  const run = async (action: () => Promise<unknown>, messageId: string) => {
    try {
      await action();
      snackbar.show(intl.formatMessage({ id: messageId }), "success");
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Group align="flex-end" data-testid="owner-actions">
      {listing.type === "DIRECT" && (
        <>
          <TextInput
            label={intl.formatMessage({ id: "market.owner.newPrice" })}
            data-testid="new-price"
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value.replace(/[^\d]/g, ""))}
            error={
              price && !isValidPrice(price)
                ? intl.formatMessage({ id: "market.sell.priceInvalid" })
                : undefined
            }
            w={180}
          />
          <Button
            variant="light"
            data-testid="update-price"
            disabled={!isValidPrice(price)}
            loading={priceState.loading}
            onClick={() =>
              void run(
                () => updatePrice({ variables: { listingId: listing.id, unitPrice: price } }),
                "market.owner.priceUpdated",
              )
            }
          >
            <FormattedMessage id="market.owner.updatePrice" />
          </Button>
        </>
      )}
      <Button
        color="red"
        variant="light"
        data-testid="cancel-listing"
        loading={cancelState.loading}
        onClick={() =>
          void run(() => cancel({ variables: { listingId: listing.id } }), "market.owner.cancelled")
        }
      >
        <FormattedMessage id="market.owner.cancel" />
      </Button>
    </Group>
  );
}
