import { useState } from "react";
import { Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { SendReauthenticationCodeMutation } from "../../graphql/twoFactor";
import { useCountdown } from "../../../../shared/hooks/useCountdown";
import type { Viewer } from "../../hooks/useViewer";
import { CodeHint, SendCodeButton } from "../../../../shared/ui/SendCodeButton";

/** What a 2FA change sends besides its code: the current password, or the mailed code without one. */
export function reauthenticationVariables(viewer: Pick<Viewer, "hasPassword">, value: string) {
  return viewer.hasPassword
    ? { currentPassword: value, emailCode: null }
    : { currentPassword: null, emailCode: value.trim() };
}

/**
 * The "prove it is you" field of the 2FA dialogs (turning 2FA on or off needs more than a session):
 * the current password, or — for an account created through Google or Facebook, which has none — a
 * code mailed on request.
 */
export function ReauthenticationField({
  viewer,
  value,
  onChange,
  error,
  testId,
}: {
  viewer: Pick<Viewer, "hasPassword" | "email">;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const [send, { loading: sending }] = useMutation(SendReauthenticationCodeMutation);
  const [sent, setSent] = useState(false);
  const resend = useCountdown();

  if (viewer.hasPassword) {
    return (
      <PasswordInput
        label={intl.formatMessage({ id: "accounts.twoFactor.currentPassword" })}
        description={intl.formatMessage({ id: "accounts.twoFactor.confirmHint" })}
        autoComplete="current-password"
        withAsterisk
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        data-testid={testId}
      />
    );
  }

  const sendCode = async () => {
    try {
      const result = await send();
      if (!result.data) throw result.error ?? new Error("sendReauthenticationCode returned nothing");
      setSent(true);
      resend.start(result.data.sendReauthenticationCode.resendInSeconds);
    } catch (error) {
      const mapped = handleError(error);
      if (mapped.remainingTime !== undefined) resend.start(mapped.remainingTime);
    }
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={intl.formatMessage({ id: "accounts.twoFactor.emailCode" })}
          description={intl.formatMessage({ id: "accounts.twoFactor.confirmHint" })}
          autoComplete="one-time-code"
          withAsterisk
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          data-testid={testId}
        />
        <SendCodeButton
          secondsLeft={resend.secondsLeft}
          sent={sent}
          loading={sending}
          onClick={() => void sendCode()}
          testId={`${testId}-send`}
        />
      </Group>
      <CodeHint error={error} sentTo={sent ? viewer.email : undefined} />
    </Stack>
  );
}

/** The field's value and its "required" check, shared by the set-up and turn-off dialogs. */
export function useReauthentication() {
  const intl = useIntl();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    value,
    error,
    onChange: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    /** False (and the field shows "required") when nothing was entered. */
    check: () => {
      if (value.trim()) return true;
      setError(intl.formatMessage({ id: "validation.required" }));
      return false;
    },
  };
}
