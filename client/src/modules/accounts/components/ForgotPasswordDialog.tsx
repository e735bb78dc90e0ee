import { useState } from "react";
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { EMAIL_CODE_RESEND_SECONDS, ERRORS } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSiteInput } from "../../../shared/sites/siteInput";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { showServerFieldError } from "../../../shared/forms/serverFieldError";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ResetPasswordMutation, SendPasswordResetCodeMutation } from "../graphql/password";
import {
  forgotEmailSchema,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from "../forms/resetPasswordForm";
import { useCountdown } from "../../../shared/hooks/useCountdown";
import { useLoginDialog } from "../hooks/useLoginDialog";
import { EmailInput } from "./EmailInput";
import { CodeHint, SendCodeButton } from "../../../shared/ui/SendCodeButton";

/**
 * Content of the forgot-password dialog (spec §4): step 0 the e-mail; step 1 the mailed code, the
 * new password and its confirmation. Success says 'edit success' and returns to the login dialog.
 */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail?: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const siteOfPage = useSiteInput();
  const openLogin = useLoginDialog();
  const [sendCode] = useMutation(SendPasswordResetCodeMutation);
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const countdown = useCountdown();
  const [step, setStep] = useState<0 | 1>(0);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<ResetPasswordFormValues>({
    initialValues: { email: initialEmail ?? "", code: "", password: "", confirmPassword: "" },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
    validateInputOnBlur: ["code", "password", "confirmPassword"],
  });
  const fieldError = useFieldError(form.errors);

  const send = async () => {
    const parsed = forgotEmailSchema.safeParse({ email: form.values.email });
    if (!parsed.success) {
      form.validateField("email");
      return;
    }
    setSending(true);
    try {
      const result = await sendCode({
        variables: {
          input: { email: parsed.data.email, ...siteOfPage, locale },
        },
      });
      if (!result.data) throw result.error ?? new Error("sendPasswordResetCode returned nothing");
      countdown.start(result.data.sendPasswordResetCode.resendInSeconds || EMAIL_CODE_RESEND_SECONDS);
      setStep(1);
    } catch (error) {
      const mapped = handleError(error);
      if (mapped.code === ERRORS.VERIFICATION_NOT_EXPIRED.code) {
        // Spec §8: 1006 on forgot password restarts the countdown; the earlier code still works.
        countdown.start(mapped.remainingTime ?? EMAIL_CODE_RESEND_SECONDS);
        setStep(1);
      }
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: ResetPasswordFormValues) => {
    const input = resetPasswordFormSchema.parse(values);
    setSubmitting(true);
    try {
      const result = await resetPassword({ variables: { input } });
      if (!result.data?.resetPassword) throw result.error ?? new Error("resetPassword returned false");
      snackbar.show(intl.formatMessage({ id: "accounts.forgot.success" }), "success");
      openLogin({ email: input.email });
    } catch (error) {
      showServerFieldError(form, handleError(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md" data-testid="forgot-dialog" data-step={step}>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={step === 0 ? "accounts.forgot.intro" : "accounts.forgot.codeIntro"} />
      </Text>
      <form
        noValidate
        onSubmit={
          step === 0
            ? (event) => {
                event.preventDefault();
                void send();
              }
            : form.onSubmit((values) => void submit(values))
        }
      >
        <Stack gap="sm">
          <EmailInput
            label={intl.formatMessage({ id: "accounts.field.email" })}
            withAsterisk
            readOnly={step === 1}
            data-autofocus
            data-testid="forgot-email"
            {...form.getInputProps("email")}
            onChange={(value) => form.setFieldValue("email", value)}
            error={fieldError("email")}
          />
          {step === 0 ? (
            <SendCodeButton
              type="submit"
              fullWidth
              variant="filled"
              secondsLeft={countdown.secondsLeft}
              sent={false}
              loading={sending}
              testId="forgot-send-code"
            />
          ) : (
            <>
              <Stack gap={4}>
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={intl.formatMessage({ id: "accounts.field.emailCode" })}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    withAsterisk
                    data-testid="forgot-code"
                    {...form.getInputProps("code")}
                    error={Boolean(form.errors.code)}
                  />
                  <SendCodeButton
                    secondsLeft={countdown.secondsLeft}
                    sent
                    loading={sending}
                    onClick={() => void send()}
                    testId="forgot-send-code"
                  />
                </Group>
                <CodeHint error={fieldError("code")} sentTo={form.values.email} />
              </Stack>
              <PasswordInput
                label={intl.formatMessage({ id: "accounts.field.newPassword" })}
                description={intl.formatMessage({ id: "accounts.field.passwordHint" })}
                autoComplete="new-password"
                withAsterisk
                data-testid="forgot-password"
                visibilityToggleButtonProps={{
                  "aria-label": intl.formatMessage({ id: "accounts.field.togglePassword" }),
                }}
                {...form.getInputProps("password")}
                error={fieldError("password")}
              />
              <PasswordInput
                label={intl.formatMessage({ id: "accounts.field.confirmPassword" })}
                autoComplete="new-password"
                withAsterisk
                data-testid="forgot-confirm"
                visibilityToggleButtonProps={{
                  "aria-label": intl.formatMessage({ id: "accounts.field.togglePassword" }),
                }}
                {...form.getInputProps("confirmPassword")}
                error={fieldError("confirmPassword")}
              />
              <Button type="submit" fullWidth loading={submitting} data-testid="forgot-submit">
                <FormattedMessage id="accounts.forgot.submit" />
              </Button>
            </>
          )}
        </Stack>
      </form>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => openLogin({ email: form.values.email })}
      >
        <FormattedMessage id="accounts.forgot.backToLogin" />
      </Anchor>
    </Stack>
  );
}
