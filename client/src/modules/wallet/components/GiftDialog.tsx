import { useState } from "react";
import { Alert, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconGift } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { ERRORS } from "@vitrine/schema";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { giftFormSchema } from "../forms/cardForms";
import { GiftCardMutation, WalletCardFeesQuery } from "../graphql/wallet";
import { newIdempotencyKey } from "../../../shared/money/idempotencyKey";
import { STEP_UP_CODES } from "../forms/stepUp";
import { StepUpCodeField } from "./StepUpCodeField";
import { CARD_MOVE_REFETCH, DialogActions, FeesPending, UnitsInput, useFieldErrorText } from "./CardMoveForm";

interface Values {
  receiverEmail: string;
  units: number | string;
  code: string;
}

/** Codes that are about the receiver, shown under the e-mail field as well. */
const RECEIVER_CODES = new Set<number>([ERRORS.EMAIL_NOT_REGISTERED.code, ERRORS.USER_NOT_FOUND.code]);

/**
 * Give an owned card to another member by their e-mail (spec §5: the receiver must be registered).
 * The fee is Jpoint (NT$30), waived until the configured date. A fresh code confirms it: mailed for
 * gifts, or the authenticator's code when the member has 2FA on.
 */
export function GiftDialog({
  cardId,
  cardName,
  available,
}: {
  cardId: string;
  cardName: string;
  available: number;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const fees = useQuery(WalletCardFeesQuery, { fetchPolicy: "cache-and-network" });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [send, { loading }] = useMutation(GiftCardMutation, { refetchQueries: CARD_MOVE_REFETCH });
  const form = useForm<Values>({
    initialValues: { receiverEmail: "", units: 1, code: "" },
    validate: schemaResolver(giftFormSchema(available), { sync: true }),
  });
  const errorText = useFieldErrorText(form.errors, available);

  const submit = form.onSubmit(async (values) => {
    const receiverEmail = values.receiverEmail.trim().toLowerCase();
    try {
      await send({
        variables: {
          input: {
            cardId,
            units: Number(values.units),
            receiverEmail,
            idempotencyKey,
            code: values.code.trim(),
          },
        },
      });
      dialogs.close();
      snackbar.show(
        intl.formatMessage({ id: "wallet.gift.done" }, { name: cardName, email: receiverEmail }),
        "success",
      );
    } catch (error) {
      const mapped = handleError(error);
      if (RECEIVER_CODES.has(mapped.code)) {
        form.setFieldError("receiverEmail", mapped.messageKey);
        // A different receiver is a different gift.
        setIdempotencyKey(newIdempotencyKey());
      }
      if (STEP_UP_CODES.has(mapped.code)) form.setFieldError("code", mapped.messageKey);
    }
  });

  if (!fees.data) return <FeesPending error={fees.error} onRetry={() => void fees.refetch()} height={200} />;
  const { giftFee, me } = fees.data;

  return (
    <form onSubmit={submit} noValidate data-testid="gift-dialog">
      <Stack gap="md">
        <Alert color={giftFee.free ? "teal" : "blue"} variant="light" icon={<IconGift size={18} />}>
          <Text size="sm" data-testid="gift-fee">
            {giftFee.free ? (
              giftFee.freeUntil ? (
                <FormattedMessage
                  id="wallet.gift.freeUntil"
                  values={{
                    date: <FormattedDate value={giftFee.freeUntil} dateStyle="long" timeZone="Asia/Taipei" />,
                  }}
                />
              ) : (
                <FormattedMessage id="wallet.gift.free" />
              )
            ) : (
              <FormattedMessage
                id="wallet.gift.fee"
                values={{
                  fee: formatJpoint(giftFee.jpoint),
                  balance: formatJpoint(me?.jpointBalance ?? "0"),
                }}
              />
            )}
          </Text>
        </Alert>
        <TextInput
          type="email"
          label={intl.formatMessage({ id: "wallet.gift.receiverEmail" })}
          description={intl.formatMessage({ id: "wallet.gift.receiverHint" })}
          autoComplete="off"
          data-testid="gift-email"
          {...form.getInputProps("receiverEmail")}
          onChange={(e) => form.setFieldValue("receiverEmail", e.currentTarget.value.toLowerCase())}
          error={errorText("receiverEmail")}
        />
        <UnitsInput
          available={available}
          inputProps={form.getInputProps("units")}
          error={errorText("units")}
          testId="gift-units"
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="wallet.gift.restrictedNote" />
        </Text>
        <StepUpCodeField
          purpose="GIFT"
          twoFactor={me?.twoFactorEnabled ?? false}
          email={me?.email ?? ""}
          inputProps={form.getInputProps("code")}
          error={errorText("code")}
          testId="gift-code"
          sendTestId="gift-send-code"
        />
        <DialogActions loading={loading} submitId="wallet.gift.send" submitTestId="gift-submit" />
      </Stack>
    </form>
  );
}
