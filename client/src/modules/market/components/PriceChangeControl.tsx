import { useState } from "react";
import { Button, TextInput } from "@mantine/core";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { UpdateListingPriceMutation } from "../graphql/mutations";
import { isValidPrice } from "../forms/price";
import { ConfirmPrompt } from "./ConfirmPrompt";

/** Asks before changing a direct listing's unit price, showing the old and the new price. */
function PriceChangeConfirm({
  listing,
  unitPrice,
  onChanged,
}: {
  listing: ListingFieldsFragment;
  unitPrice: string;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const client = useApolloClient();
  const [updatePrice, { loading }] = useMutation(UpdateListingPriceMutation);

  const confirm = async () => {
    try {
      await updatePrice({ variables: { listingId: listing.id, unitPrice } });
      snackbar.show(intl.formatMessage({ id: "market.owner.priceUpdated" }), "success");
      onChanged();
    } catch (error) {
      handleError(error);
      void client.refetchQueries({ include: ["Listing"] });
    }
    dialogs.close();
  };

  return (
    <ConfirmPrompt
      testId="update-price-confirm"
      confirmLabelId="market.owner.priceConfirm"
      loading={loading}
      onConfirm={() => void confirm()}
    >
      <FormattedMessage
        id="market.owner.priceConfirmText"
        values={{
          name: listing.card.name,
          from: formatUsdt(listing.unitPrice ?? "0"),
          to: formatUsdt(unitPrice),
        }}
      />
    </ConfirmPrompt>
  );
}

/** A direct listing's new unit price (whole, over 10 USDT), applied after a confirmation. */
export function PriceChangeControl({ listing }: { listing: ListingFieldsFragment }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const [price, setPrice] = useState("");
  return (
    <>
      <TextInput
        label={intl.formatMessage({ id: "market.owner.newPrice" })}
        data-testid="new-price"
        inputMode="numeric"
        value={price}
        onChange={(e) => setPrice(e.currentTarget.value.replace(/[^\d]/g, ""))}
        error={
          price && !isValidPrice(price) ? intl.formatMessage({ id: "market.sell.priceInvalid" }) : undefined
        }
        w={180}
      />
      <Button
        variant="light"
        data-testid="update-price"
        disabled={!isValidPrice(price)}
        onClick={() =>
          dialogs.open({
            kind: "update-price",
            type: DEFAULT_DIALOG_TYPE,
            title: intl.formatMessage({ id: "market.owner.priceConfirmTitle" }),
            content: (
              <PriceChangeConfirm listing={listing} unitPrice={price} onChanged={() => setPrice("")} />
            ),
          })
        }
      >
        <FormattedMessage id="market.owner.updatePrice" />
      </Button>
    </>
  );
}
