import { Button, Group, NumberInput, Skeleton } from "@mantine/core";
import type { FormErrors, GetInputPropsReturnType } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { ErrorState } from "../../../shared/ui/ErrorState";

/*
 * Withdrawing a card and giving one away are the same kind of dialog: the card fees load first, the
 * form asks how many units (only when the member owns more than one), errors are message ids with
 * the owned count as {max}, and it ends with Cancel and the confirming button. These pieces keep the
 * two dialogs alike; each keeps its own fields, mutation and what it does on an error code.
 */

/**
 * After a card leaves or is given away, the collection and the balances change (the lists of
 * withdrawals and gifts load fresh whenever their page opens).
 */
export const CARD_MOVE_REFETCH = ["MyCollection", "Me"];

/** The dialog's body until the fees are known: an error with retry, else a skeleton of `height`. */
export function FeesPending({
  error,
  onRetry,
  height,
}: {
  error: unknown;
  onRetry: () => void;
  height: number;
}) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  return <Skeleton height={height} />;
}

/** A field's error (a message id from the form schema) in the member's language. */
export function useFieldErrorText(errors: FormErrors, available: number) {
  const intl = useIntl();
  return (field: string) => {
    const key = errors[field];
    return typeof key === "string" ? intl.formatMessage({ id: key }, { max: available }) : undefined;
  };
}

/** How many units to move; nothing to ask when the member owns just one. */
export function UnitsInput({
  available,
  inputProps,
  error,
  testId,
}: {
  available: number;
  inputProps: GetInputPropsReturnType;
  error: string | undefined;
  testId: string;
}) {
  const intl = useIntl();
  if (available <= 1) return null;
  return (
    <NumberInput
      label={intl.formatMessage({ id: "wallet.card.units" }, { max: available })}
      min={1}
      max={available}
      allowDecimal={false}
      allowNegative={false}
      data-testid={testId}
      {...inputProps}
      error={error}
    />
  );
}

/** Cancel (closes the dialog) and the submit button. */
export function DialogActions({
  loading,
  submitId,
  submitTestId,
}: {
  loading: boolean;
  submitId: string;
  submitTestId: string;
}) {
  const dialogs = useDialogs();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={dialogs.close}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" loading={loading} data-testid={submitTestId}>
        <FormattedMessage id={submitId} />
      </Button>
    </Group>
  );
}
