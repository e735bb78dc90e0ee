import { useState } from "react";
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconShieldLock } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { ERRORS } from "@vitrine/schema";
import { mapError } from "../../../shared/errors/errorMapper";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { LoginWithTwoFactorResetKeyMutation, VerifyLoginTwoFactorMutation } from "../graphql/login";
import {
  resetKeyFormSchema,
  totpFormSchema,
  type ResetKeyFormValues,
  type TotpFormValues,
} from "../forms/loginForms";
import { useCompleteSignIn } from "../hooks/useCompleteSignIn";
import type { Viewer } from "../hooks/useViewer";

/**
 * The second factor of a login: the authenticator's 6-digit code, or (lost device) the reset key,
 * which also turns 2FA off. An expired challenge (2013) sends the person back to the password step.
 */
export function LoginSecondFactorStep({
  challenge,
  onExpired,
}: {
  challenge: string;
  onExpired: () => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const completeSignIn = useCompleteSignIn();
  const [verify] = useMutation(VerifyLoginTwoFactorMutation);
  const [loginWithKey] = useMutation(LoginWithTwoFactorResetKeyMutation);
  const [withResetKey, setWithResetKey] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const totpForm = useForm<TotpFormValues>({
    initialValues: { code: "" },
    validate: schemaResolver(totpFormSchema, { sync: true }),
  });
  const keyForm = useForm<ResetKeyFormValues>({
    initialValues: { resetKey: "" },
    validate: schemaResolver(resetKeyFormSchema, { sync: true }),
  });
  const totpError = useFieldError(totpForm.errors);
  const keyError = useFieldError(keyForm.errors);

  const run = async (call: () => Promise<Viewer | undefined>) => {
    setSubmitting(true);
    try {
      const viewer = await call();
      if (!viewer) throw new Error("the second factor returned no viewer");
      completeSignIn(viewer);
    } catch (error) {
      if (mapError(error).code === ERRORS.TOKEN_EXPIRED.code) {
        // The challenge lives a few minutes: start over from the password (not a new dialog).
        snackbar.show(intl.formatMessage({ id: "accounts.login.challengeExpired" }), "error");
        onExpired();
      } else {
        handleError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const submitCode = (values: TotpFormValues) =>
    run(async () => {
      const { code } = totpFormSchema.parse(values);
      const result = await verify({ variables: { challenge, code } });
      if (result.error) throw result.error;
      return result.data?.verifyLoginTwoFactor;
    });

  const submitKey = (values: ResetKeyFormValues) =>
    run(async () => {
      const { resetKey } = resetKeyFormSchema.parse(values);
      const result = await loginWithKey({ variables: { challenge, resetKey } });
      if (result.error) throw result.error;
      return result.data?.loginWithTwoFactorResetKey;
    });

  return (
    <Stack gap="md">
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconShieldLock size={26} />
        </ThemeIcon>
        <Text fw={600}>
          <FormattedMessage id="accounts.login.twoFactorTitle" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id={withResetKey ? "accounts.login.resetKeyHint" : "accounts.login.twoFactorHint"}
          />
        </Text>
      </Stack>
      {withResetKey ? (
        <form noValidate onSubmit={keyForm.onSubmit((values) => void submitKey(values))}>
          <Stack gap="sm">
            <TextInput
              label={intl.formatMessage({ id: "accounts.field.resetKey" })}
              autoComplete="off"
              data-autofocus
              data-testid="login-reset-key"
              {...keyForm.getInputProps("resetKey")}
              error={keyError("resetKey")}
            />
            <Button type="submit" fullWidth loading={submitting} data-testid="login-totp-submit">
              <FormattedMessage id="accounts.login.resetKeySubmit" />
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={() => setWithResetKey(false)}>
              <FormattedMessage id="accounts.login.useCode" />
            </Anchor>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={totpForm.onSubmit((values) => void submitCode(values))}>
          <Stack gap="sm">
            <TextInput
              label={intl.formatMessage({ id: "accounts.field.totp" })}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-autofocus
              data-testid="login-totp"
              {...totpForm.getInputProps("code")}
              error={totpError("code")}
            />
            <Button type="submit" fullWidth loading={submitting} data-testid="login-totp-submit">
              <FormattedMessage id="accounts.login.verify" />
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="login-use-reset-key"
              onClick={() => setWithResetKey(true)}
            >
              <FormattedMessage id="accounts.login.useResetKey" />
            </Anchor>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
