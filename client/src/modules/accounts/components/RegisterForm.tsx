import { useState } from "react";
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { EMAIL_CODE_RESEND_SECONDS, ERRORS } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { showServerFieldError } from "../../../shared/forms/serverFieldError";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useSiteInput } from "../../../shared/sites/siteInput";
import { privacyUrl, termsUrl } from "../../content";
import { RegisterMutation, SendRegisterCodeMutation } from "../graphql/register";
import { registerDetailsSchema, registerFormSchema, type RegisterFormValues } from "../forms/registerForm";
import { useStoreViewer } from "../hooks/useCompleteSignIn";
import { useCountdown } from "../../../shared/hooks/useCountdown";
import { useLoginDialog } from "../hooks/useLoginDialog";
import { todayIso } from "../../../shared/time/today";
import { EmailInput } from "./EmailInput";
import { CodeHint, SendCodeButton } from "../../../shared/ui/SendCodeButton";
import { SexSelect } from "./SexSelect";
import { SocialLoginButtons } from "./SocialLoginButtons";

/** Spec §8: 1098/1099 mean the e-mail already has an account elsewhere on the platform. */
const SHARED_ACCOUNT_CODES: ReadonlySet<number> = new Set([
  ERRORS.ACCOUNT_SHARED_ACROSS_SITES.code,
  ERRORS.ACCOUNT_SHARED_ACROSS_SITES_LINKED.code,
]);

/**
 * Register step 0. "Send code" is enabled only when every other field is valid and no countdown
 * runs; sending starts the 300-second countdown and opens the code field (spec §4).
 */
export function RegisterForm({
  initialEmail,
  referralCode,
  onSharedAccount,
  onRegistered,
}: {
  initialEmail: string;
  referralCode?: string;
  onSharedAccount: (email: string) => void;
  onRegistered: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const handleError = useErrorHandler();
  // The site of the page the form is on: the session records it (one account across the sites).
  const siteOfPage = useSiteInput();
  const storeViewer = useStoreViewer();
  const openLogin = useLoginDialog();
  const [sendCode] = useMutation(SendRegisterCodeMutation);
  const [register] = useMutation(RegisterMutation);
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<RegisterFormValues>({
    initialValues: {
      email: initialEmail,
      password: "",
      confirmPassword: "",
      nickname: "",
      birthday: "",
      sex: "",
      acceptTerms: false,
      referralCode: referralCode ?? "",
      code: "",
    },
    validate: schemaResolver(registerFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldError = useFieldError(form.errors);
  const detailsValid = registerDetailsSchema.safeParse(form.values).success;

  /** Handles an answer shared by both calls; true when it was 1098/1099 (step 1 takes over). */
  const failed = (error: unknown): void => {
    const mapped = handleError(error);
    showServerFieldError(form, mapped);
    if (SHARED_ACCOUNT_CODES.has(mapped.code)) {
      onSharedAccount(form.values.email);
    } else if (mapped.code === ERRORS.VERIFICATION_NOT_EXPIRED.code) {
      // A code is already on its way: let it be typed, and count down what the gateway says is left.
      setCodeSent(true);
      countdown.start(mapped.remainingTime ?? EMAIL_CODE_RESEND_SECONDS);
    }
  };

  const send = async () => {
    const details = registerDetailsSchema.safeParse(form.values);
    if (!details.success) {
      form.validate();
      return;
    }
    setSending(true);
    try {
      const result = await sendCode({
        variables: {
          input: { email: details.data.email, ...siteOfPage, locale },
        },
      });
      if (!result.data) throw result.error ?? new Error("sendRegisterCode returned nothing");
      setCodeSent(true);
      countdown.start(result.data.sendRegisterCode.resendInSeconds || EMAIL_CODE_RESEND_SECONDS);
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: RegisterFormValues) => {
    const input = registerFormSchema.parse(values);
    setSubmitting(true);
    try {
      const result = await register({
        variables: {
          input: {
            email: input.email,
            password: input.password,
            confirmPassword: input.confirmPassword,
            nickname: input.nickname,
            birthday: input.birthday,
            sex: input.sex,
            code: input.code,
            acceptTerms: input.acceptTerms,
            referralCode: input.referralCode || undefined,
            ...siteOfPage,
            locale,
          },
        },
      });
      if (!result.data) throw result.error ?? new Error("register returned nothing");
      // register signs in (the gateway set the cookie): the header switches to the avatar menu.
      storeViewer(result.data.register);
      onRegistered();
    } catch (error) {
      failed(error);
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
            data-testid="register-email"
            {...form.getInputProps("email")}
            onChange={(value) => form.setFieldValue("email", value)}
            error={fieldError("email")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <PasswordInput
              label={intl.formatMessage({ id: "accounts.field.password" })}
              autoComplete="new-password"
              withAsterisk
              data-testid="register-password"
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
              data-testid="register-confirm"
              visibilityToggleButtonProps={{
                "aria-label": intl.formatMessage({ id: "accounts.field.togglePassword" }),
              }}
              {...form.getInputProps("confirmPassword")}
              error={fieldError("confirmPassword")}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-4}>
            <FormattedMessage id="accounts.field.passwordHint" />
          </Text>
          <TextInput
            label={intl.formatMessage({ id: "accounts.field.nickname" })}
            autoComplete="nickname"
            withAsterisk
            data-testid="register-nickname"
            {...form.getInputProps("nickname")}
            error={fieldError("nickname")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={intl.formatMessage({ id: "accounts.field.birthday" })}
              max={todayIso()}
              withAsterisk
              data-testid="register-birthday"
              {...form.getInputProps("birthday")}
              error={fieldError("birthday")}
            />
            <SexSelect
              label={intl.formatMessage({ id: "accounts.field.sex" })}
              withAsterisk
              data-testid="register-sex"
              {...form.getInputProps("sex")}
              error={fieldError("sex")}
            />
          </SimpleGrid>
          <TextInput
            label={intl.formatMessage({ id: "accounts.field.referralCode" })}
            description={intl.formatMessage({ id: "accounts.field.optional" })}
            autoComplete="off"
            data-testid="register-referral"
            {...form.getInputProps("referralCode")}
            error={fieldError("referralCode")}
          />
          <Checkbox
            data-testid="register-terms"
            label={
              <FormattedMessage
                id="accounts.register.terms"
                values={{
                  terms: (chunks) => (
                    <Anchor href={termsUrl(locale)} target="_blank" rel="noopener" inherit>
                      {chunks}
                    </Anchor>
                  ),
                  privacy: (chunks) => (
                    <Anchor href={privacyUrl(locale)} target="_blank" rel="noopener" inherit>
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            }
            {...form.getInputProps("acceptTerms", { type: "checkbox" })}
            error={fieldError("acceptTerms")}
          />
          <Stack gap={4}>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={intl.formatMessage({ id: "accounts.field.emailCode" })}
                inputMode="numeric"
                autoComplete="one-time-code"
                disabled={!codeSent}
                withAsterisk
                data-testid="register-code"
                {...form.getInputProps("code")}
                error={Boolean(form.errors.code)}
              />
              <SendCodeButton
                secondsLeft={countdown.secondsLeft}
                sent={codeSent}
                disabled={!detailsValid}
                loading={sending}
                onClick={() => void send()}
                testId="register-send-code"
              />
            </Group>
            <CodeHint error={fieldError("code")} sentTo={codeSent ? form.values.email : undefined} />
          </Stack>
          <Button type="submit" fullWidth loading={submitting} data-testid="register-submit">
            <FormattedMessage id="accounts.register.submit" />
          </Button>
        </Stack>
      </form>
      <Divider label={intl.formatMessage({ id: "accounts.login.or" })} labelPosition="center" />
      <SocialLoginButtons />
      <Text size="sm" ta="center" c="dimmed">
        <FormattedMessage id="accounts.register.haveAccount" />{" "}
        <Anchor
          component="button"
          type="button"
          size="sm"
          data-testid="register-to-login"
          onClick={() => openLogin({ email: form.values.email })}
        >
          <FormattedMessage id="accounts.register.toLogin" />
        </Anchor>
      </Text>
    </Stack>
  );
}
