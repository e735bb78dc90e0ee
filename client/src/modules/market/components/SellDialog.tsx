import { Button, Group, NumberInput, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { AUCTION_MIN_DURATION_MINUTES } from "@vitrine/schema";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { schemaAt } from "../../../shared/forms/schemaAt";
import { CreateListingMutation } from "../graphql/mutations";
import {
  initialSellValues,
  toCreateListingInput,
  sellFormSchema,
  type SellFormValues,
} from "../forms/sellForm";

const digits = (value: string) => value.replace(/[^\d]/g, "");

/** Lists units of a held card, for a fixed price or by auction (createListing). */
export function SellDialog({ cardId, available }: { cardId: string; available: number }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [createListing, { loading }] = useMutation(CreateListingMutation, {
    refetchQueries: ["MyCollection", "MySellList"],
  });
  const form = useForm<SellFormValues>({
    initialValues: initialSellValues(),
    validate: schemaResolver(
      schemaAt((now) => sellFormSchema(available, now)),
      { sync: true },
    ),
  });
  const err = (field: keyof SellFormValues) => {
    const id = form.errors[field];
    return typeof id === "string"
      ? intl.formatMessage({ id }, { max: available, minMinutes: AUCTION_MIN_DURATION_MINUTES })
      : undefined;
  };
  const text = (field: "unitPrice" | "startPrice" | "buyNowPrice", labelId: string) => (
    <TextInput
      label={intl.formatMessage({ id: labelId })}
      data-testid={`sell-${field}`}
      inputMode="numeric"
      value={form.values[field]}
      onChange={(e) => form.setFieldValue(field, digits(e.currentTarget.value))}
      error={err(field)}
    />
  );
  const date = (field: "endsAt" | "startsAt" | "deadline", labelId: string) => (
    <TextInput
      type="datetime-local"
      // An auction's closing time can be set to the second (the browser offers minutes only by default).
      step={field === "endsAt" ? 1 : undefined}
      label={intl.formatMessage({ id: labelId })}
      data-testid={`sell-${field}`}
      value={form.values[field]}
      onChange={(e) => form.setFieldValue(field, e.currentTarget.value)}
      error={err(field)}
    />
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await createListing({ variables: { input: toCreateListingInput(cardId, values) } });
      dialogs.close();
      snackbar.show(intl.formatMessage({ id: "market.sell.created" }), "success");
    } catch (error) {
      handleError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sell-dialog">
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          data-testid="sell-type"
          aria-label={intl.formatMessage({ id: "market.sell.type" })}
          value={form.values.type}
          data={[
            { value: "DIRECT", label: intl.formatMessage({ id: "market.type.DIRECT" }) },
            { value: "AUCTION", label: intl.formatMessage({ id: "market.type.AUCTION" }) },
          ]}
          onChange={(value) => form.setFieldValue("type", value as SellFormValues["type"])}
        />
        <NumberInput
          label={intl.formatMessage({ id: "market.sell.units" }, { max: available })}
          data-testid="sell-units"
          min={1}
          max={available}
          allowDecimal={false}
          allowNegative={false}
          value={form.values.units}
          onChange={(v) => form.setFieldValue("units", Number(v))}
          error={err("units")}
        />
        {form.values.type === "DIRECT" ? (
          <>
            {text("unitPrice", "market.sell.unitPrice")}
            {date("deadline", "market.sell.deadline")}
          </>
        ) : (
          <>
            {text("startPrice", "market.sell.startPrice")}
            {text("buyNowPrice", "market.sell.buyNowPrice")}
            {date("endsAt", "market.sell.endsAt")}
          </>
        )}
        {date("startsAt", "market.sell.startsAt")}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={dialogs.close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={loading} data-testid="sell-submit">
            <FormattedMessage id="market.sell.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
