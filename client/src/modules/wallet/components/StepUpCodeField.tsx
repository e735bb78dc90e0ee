import { useState } from "react";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { SendWithdrawalCodeMutation } from "../graphql/wallet";
import { useCountdown } from "../../../shared/hooks/useCountdown";
import type { StepUpPurpose } from "../forms/stepUp";

/**
 * The fresh code a gift or a withdrawal asks for. Members with 2FA type their authenticator's
 * current code; the others ask for a code mailed for this purpose (valid for it only, once) and
 * type it. Under the field: its error, else where the code went or what to do.
 */
export function StepUpCodeField({
  purpose,
  twoFactor,
  email,
  inputProps,
  error,
  testId,
  sendTestId,
}: {
  purpose: StepUpPurpose;
  twoFactor: boolean;
  email: string;
  inputProps: GetInputPropsReturnType;
  error: string | undefined;
  testId: string;
  sendTestId: string;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const [sendCode, sending] = useMutation(SendWithdrawalCodeMutation);

  const requestCode = async () => {
    try {
      const res = await sendCode({ variables: { purpose } });
      setSent(true);
      countdown.start(res.data?.sendWithdrawalCode.resendInSeconds ?? 300);
    } catch (failure) {
      const mapped = handleError(failure);
      if (mapped.remainingTime !== undefined) {
        setSent(true);
        countdown.start(mapped.remainingTime);
      }
    }
  };

  const hint = error ? (
    <Text size="xs" c="red.6" role="alert">
      {error}
    </Text>
  ) : (
    <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
      {twoFactor ? (
        <FormattedMessage id="wallet.stepUp.totpHint" />
      ) : sent ? (
        <FormattedMessage id="wallet.stepUp.sentTo" values={{ email }} />
      ) : (
        <FormattedMessage id="wallet.stepUp.sendFirst" />
      )}
    </Text>
  );

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={intl.formatMessage({
            id: twoFactor ? "wallet.stepUp.totpLabel" : "wallet.stepUp.codeLabel",
          })}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          data-testid={testId}
          {...inputProps}
          error={Boolean(error)}
        />
        {twoFactor ? null : (
          <Button
            variant="light"
            loading={sending.loading}
            disabled={countdown.secondsLeft > 0}
            onClick={() => void requestCode()}
            data-testid={sendTestId}
          >
            {countdown.secondsLeft > 0 ? (
              <FormattedMessage id="wallet.stepUp.resendIn" values={{ seconds: countdown.secondsLeft }} />
            ) : (
              <FormattedMessage id={sent ? "wallet.stepUp.resend" : "wallet.stepUp.send"} />
            )}
          </Button>
        )}
      </Group>
      {hint}
    </Stack>
  );
}
