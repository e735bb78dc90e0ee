import { useState } from "react";
import { Alert, Radio, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconInfoCircle } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
type FeeCurrency = "JPOINT" | "USDT";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { cardWithdrawalFormSchema } from "../forms/cardForms";
import { RequestCardWithdrawalMutation, WalletCardFeesQuery } from "../graphql/wallet";
import { newIdempotencyKey } from "../../../shared/money/idempotencyKey";
import { STEP_UP_CODES } from "../forms/stepUp";
import { KycGate } from "./KycGate";
import { StepUpCodeField } from "./StepUpCodeField";
import { CARD_MOVE_REFETCH, DialogActions, FeesPending, UnitsInput, useFieldErrorText } from "./CardMoveForm";

interface Values {
  address: string;
  units: number | string;
  feeCurrency: FeeCurrency;
  code: string;
}

/** Spec §4: review_status 1 is an approved verification, the only one that may withdraw. */
const KYC_APPROVED = 1;

/**
 * Withdraw an owned card to an external EVM wallet on the card's chain: address, units, and the fee
 * paid in Jpoint or in USDT. Cards the issuer restricts cannot be withdrawn (the gateway says 1037).
 * Like a USDT withdrawal it needs approved identity verification (else the KYC gate is shown) and a
 * fresh code: mailed for card withdrawals, or the authenticator's code when the member has 2FA on.
 */
export function CardWithdrawDialog({
  cardId,
  cardName,
  chainName,
  available,
}: {
  cardId: string;
  cardName: string;
  chainName: string;
  available: number;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const fees = useQuery(WalletCardFeesQuery, { fetchPolicy: "cache-and-network" });
  // One key for this dialog: a retry after a lost answer does not withdraw twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [send, { loading }] = useMutation(RequestCardWithdrawalMutation, {
    refetchQueries: CARD_MOVE_REFETCH,
  });
  const form = useForm<Values>({
    initialValues: { address: "", units: 1, feeCurrency: "JPOINT", code: "" },
    validate: schemaResolver(cardWithdrawalFormSchema(available), { sync: true }),
  });
  const errorText = useFieldErrorText(form.errors, available);

  const submit = form.onSubmit(async (values) => {
    try {
      await send({
        variables: {
          input: {
            cardId,
            units: Number(values.units),
            address: values.address.trim(),
            feeCurrency: values.feeCurrency,
            idempotencyKey,
            code: values.code.trim(),
          },
        },
      });
      dialogs.close();
      snackbar.show(
        intl.formatMessage({ id: "wallet.card.withdrawRequested" }, { name: cardName }),
        "success",
      );
    } catch (error) {
      const mapped = handleError(error);
      if (mapped.code === 2036) form.setFieldError("address", mapped.messageKey);
      if (STEP_UP_CODES.has(mapped.code)) form.setFieldError("code", mapped.messageKey);
    }
  });

  if (!fees.data) return <FeesPending error={fees.error} onRetry={() => void fees.refetch()} height={240} />;
  const { cardWithdrawalFees, me, myKyc } = fees.data;
  if (myKyc.reviewStatus !== KYC_APPROVED) {
    return (
      <KycGate
        status={myKyc.status}
        publicId={me?.publicId ?? ""}
        failureReason={myKyc.failureReason}
        requiredId="wallet.kyc.requiredCard"
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="card-withdraw-dialog">
      <Stack gap="md">
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="card-withdraw-note"
        >
          <Text size="sm">
            <FormattedMessage id="wallet.card.withdrawNote" values={{ chain: chainName }} />
          </Text>
          <Text size="sm" mt={4} fw={600}>
            <FormattedMessage id="wallet.card.restrictedNote" />
          </Text>
        </Alert>
        <TextInput
          label={intl.formatMessage({ id: "wallet.card.address" }, { chain: chainName })}
          placeholder="0x…"
          description={intl.formatMessage({ id: "wallet.withdraw.addressHintEvm" })}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          autoComplete="off"
          spellCheck={false}
          data-testid="card-withdraw-address"
          {...form.getInputProps("address")}
          error={errorText("address")}
        />
        <UnitsInput
          available={available}
          inputProps={form.getInputProps("units")}
          error={errorText("units")}
          testId="card-withdraw-units"
        />
        <Radio.Group
          label={intl.formatMessage({ id: "wallet.card.feeChoice" })}
          {...form.getInputProps("feeCurrency")}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="JPOINT"
              data-testid="card-fee-jpoint"
              label={intl.formatMessage(
                { id: "wallet.card.feeJpoint" },
                {
                  fee: formatJpoint(cardWithdrawalFees.jpoint),
                  balance: formatJpoint(me?.jpointBalance ?? "0"),
                },
              )}
            />
            <Radio
              value="USDT"
              data-testid="card-fee-usdt"
              label={intl.formatMessage(
                { id: "wallet.card.feeUsdt" },
                { fee: formatUsdt(cardWithdrawalFees.usdt), balance: formatUsdt(me?.usdtBalance ?? "0") },
              )}
            />
          </Stack>
        </Radio.Group>
        <StepUpCodeField
          purpose="CARD_WITHDRAWAL"
          twoFactor={me?.twoFactorEnabled ?? false}
          email={me?.email ?? ""}
          inputProps={form.getInputProps("code")}
          error={errorText("code")}
          testId="card-withdraw-code"
          sendTestId="card-withdraw-send-code"
        />
        <DialogActions
          loading={loading}
          submitId="wallet.card.withdrawConfirm"
          submitTestId="card-withdraw-submit"
        />
      </Stack>
    </form>
  );
}
