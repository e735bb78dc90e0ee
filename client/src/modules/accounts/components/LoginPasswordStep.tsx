import { useState } from "react";
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSiteInput } from "../../../shared/sites/siteInput";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { LoginMutation } from "../graphql/login";
import { loginFormSchema, type LoginFormValues } from "../forms/loginForms";
import { useCompleteSignIn } from "../hooks/useCompleteSignIn";
import { useCountdown } from "../../../shared/hooks/useCountdown";
import { useForgotPasswordDialog } from "../hooks/useForgotPasswordDialog";
import { useRegisterDialog } from "../hooks/useRegisterDialog";
import { EmailInput } from "./EmailInput";
import { SocialLoginButtons } from "./SocialLoginButtons";

export function LoginPasswordStep({
  initialEmail,
  onTwoFactorRequired,
}: {
  initialEmail: string;
  onTwoFactorRequired: (challenge: string, email: string) => void;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  // The session records the site of the page the dialog opened on.
  const siteOfPage = useSiteInput();
  const completeSignIn = useCompleteSignIn();
  const openRegister = useRegisterDialog();
  const openForgot = useForgotPasswordDialog();
  const [login] = useMutation(LoginMutation);
  const [submitting, setSubmitting] = useState(false);
  // 2019 (too many attempts) locks the form for the seconds the gateway names.
  const lockout = useCountdown();

  const form = useForm<LoginFormValues>({
    initialValues: { email: initialEmail, password: "" },
    validate: schemaResolver(loginFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldError = useFieldError(form.errors);

  const submit = async (values: LoginFormValues) => {
    const input = loginFormSchema.parse(values);
    setSubmitting(true);
    try {
      const result = await login({
        variables: { input: { ...input, ...siteOfPage } },
      });
      const answer = result.data?.login;
      if (answer?.viewer) completeSignIn(answer.viewer);
      else if (answer?.twoFactorRequired && answer.challenge)
        onTwoFactorRequired(answer.challenge, input.email);
      else throw result.error ?? new Error("login returned neither a viewer nor a challenge");
    } catch (error) {
      const mapped = handleError(error);
      if (mapped.remainingTime !== undefined) lockout.start(mapped.remainingTime);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="sm">
          <EmailInput
            label={intl.formatMessage({ id: "accounts.field.email" })}
            withAsterisk
            data-autofocus
            data-testid="login-email"
            {...form.getInputProps("email")}
            onChange={(value) => form.setFieldValue("email", value)}
            error={fieldError("email")}
          />
          <PasswordInput
            label={intl.formatMessage({ id: "accounts.field.password" })}
            autoComplete="current-password"
            withAsterisk
            data-testid="login-password"
            visibilityToggleButtonProps={{
              "aria-label": intl.formatMessage({ id: "accounts.field.togglePassword" }),
            }}
            {...form.getInputProps("password")}
            error={fieldError("password")}
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="login-to-forgot"
              onClick={() => openForgot({ email: form.values.email })}
            >
              <FormattedMessage id="accounts.login.forgot" />
            </Anchor>
          </Group>
          <Button
            type="submit"
            fullWidth
            loading={submitting}
            disabled={lockout.secondsLeft > 0}
            data-testid="login-submit"
          >
            {lockout.secondsLeft > 0 ? (
              <FormattedMessage id="accounts.login.lockedOut" values={{ seconds: lockout.secondsLeft }} />
            ) : (
              <FormattedMessage id="accounts.login.submit" />
            )}
          </Button>
        </Stack>
      </form>
      <Divider label={intl.formatMessage({ id: "accounts.login.or" })} labelPosition="center" />
      <SocialLoginButtons />
      <Text size="sm" ta="center" c="dimmed">
        <FormattedMessage id="accounts.login.noAccount" />{" "}
        <Anchor
          component="button"
          type="button"
          size="sm"
          data-testid="login-to-register"
          onClick={() => openRegister({ email: form.values.email })}
        >
          <FormattedMessage id="accounts.login.toRegister" />
        </Anchor>
      </Text>
    </Stack>
  );
}
