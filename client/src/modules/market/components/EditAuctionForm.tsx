import { Button, Group, Stack, TextInput } from "@mantine/core";
import { AUCTION_MIN_DURATION_MINUTES } from "@vitrine/schema";
import { schemaResolver, useForm } from "@mantine/form";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { schemaAt } from "../../../shared/forms/schemaAt";
import {
  changedTerms,
  initialEditAuctionValues,
  latestAuctionEnd,
  toUpdateAuctionInput,
  editAuctionSchema,
  type EditAuctionValues,
} from "../forms/editAuctionForm";
import { UpdateAuctionMutation } from "../graphql/mutations";

const digits = (value: string) => value.replace(/[^\d]/g, "");

/**
 * Changes an auction's start price, buy-now price and closing time before its first bid (updateAuction).
 * Shown in a dialog from the product page and on the editCard page; `onSaved` closes or leaves it.
 */
export function EditAuctionForm({
  listing,
  onSaved,
  onCancel,
}: {
  listing: ListingFieldsFragment;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const client = useApolloClient();
  const [updateAuction, { loading }] = useMutation(UpdateAuctionMutation);
  const form = useForm<EditAuctionValues>({
    initialValues: initialEditAuctionValues(listing),
    validate: schemaResolver(
      schemaAt((now) => editAuctionSchema(listing, now)),
      { sync: true },
    ),
  });
  const latest = intl.formatDate(latestAuctionEnd(listing), { dateStyle: "medium", timeStyle: "short" });
  const err = (field: keyof EditAuctionValues) => {
    const id = form.errors[field];
    return typeof id === "string"
      ? intl.formatMessage({ id }, { latest, minMinutes: AUCTION_MIN_DURATION_MINUTES })
      : undefined;
  };
  const price = (field: "startPrice" | "buyNowPrice", labelId: string) => (
    <TextInput
      label={intl.formatMessage({ id: labelId })}
      data-testid={`edit-${field}`}
      inputMode="numeric"
      value={form.values[field]}
      onChange={(e) => form.setFieldValue(field, digits(e.currentTarget.value))}
      error={err(field)}
    />
  );
  const unchanged = Object.keys(changedTerms(listing, form.values)).length === 0;

  const submit = form.onSubmit(async (values) => {
    try {
      await updateAuction({ variables: { input: toUpdateAuctionInput(listing, values) } });
      snackbar.show(intl.formatMessage({ id: "market.editAuction.saved" }), "success");
      onSaved();
    } catch (error) {
      handleError(error);
      // Someone may have bid meanwhile (2003): the page behind shows the listing as it is now.
      void client.refetchQueries({ include: ["Listing"] });
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="edit-auction-form">
      <Stack gap="sm">
        {price("startPrice", "market.sell.startPrice")}
        {price("buyNowPrice", "market.sell.buyNowPrice")}
        <TextInput
          type="datetime-local"
          // Seconds can be typed, as in the sell dialog.
          step={1}
          label={intl.formatMessage({ id: "market.sell.endsAt" })}
          data-testid="edit-endsAt"
          value={form.values.endsAt}
          onChange={(e) => form.setFieldValue("endsAt", e.currentTarget.value)}
          error={err("endsAt")}
        />
        <Group justify="flex-end" mt="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
          )}
          <Button type="submit" loading={loading} disabled={unchanged} data-testid="edit-auction-submit">
            <FormattedMessage id="market.editAuction.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
