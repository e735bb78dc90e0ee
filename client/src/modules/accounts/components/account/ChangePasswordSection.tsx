import { useState } from "react";
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "../../forms/changePasswordForm";
import { ChangePasswordMutation } from "../../graphql/password";
import { useForgotPasswordDialog } from "../../hooks/useForgotPasswordDialog";
import type { Viewer } from "../../hooks/useViewer";
import { SettingsSection } from "./SettingsSection";

/** Message ids by value (explicit, so every message id can be checked). */
const ACCOUNTS_SIGN_UP_METHOD_MESSAGE = {
  EMAIL: "accounts.signUpMethod.EMAIL",
  GOOGLE: "accounts.signUpMethod.GOOGLE",
  FACEBOOK: "accounts.signUpMethod.FACEBOOK",
} as const;

const EMPTY: ChangePasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password. An account made with Google or Facebook has no password to change: it can set one
 * through the e-mailed code of "forgot password", which the section offers instead.
 */
export function ChangePasswordSection({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const openForgot = useForgotPasswordDialog();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [saving, setSaving] = useState(false);
  const form = useForm<ChangePasswordFormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
    validateInputOnBlur: ["newPassword", "confirmPassword"],
  });
  const fieldError = useFieldError(form.errors);
  const toggleLabel = intl.formatMessage({ id: "accounts.field.togglePassword" });

  const submit = async (values: ChangePasswordFormValues) => {
    const input = changePasswordFormSchema.parse(values);
    setSaving(true);
    try {
      const result = await changePassword({ variables: { input } });
      if (!result.data?.changePassword) throw result.error ?? new Error("changePassword returned false");
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      snackbar.show(intl.formatMessage({ id: "accounts.password.changed" }), "success");
    } catch (error) {
      showServerFieldError(form, handleError(error));
    } finally {
      setSaving(false);
    }
  };

  if (!viewer.hasPassword) {
    return (
      <SettingsSection title={<FormattedMessage id="accounts.password.title" />} testId="password-section">
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="accounts.password.noPassword"
              values={{
                provider: intl.formatMessage({
                  id: ACCOUNTS_SIGN_UP_METHOD_MESSAGE[
                    viewer.signUpMethod as keyof typeof ACCOUNTS_SIGN_UP_METHOD_MESSAGE
                  ],
                }),
              }}
            />
          </Text>
          <Button
            variant="light"
            onClick={() => openForgot({ email: viewer.email })}
            data-testid="password-set"
          >
            <FormattedMessage id="accounts.password.setWithCode" />
          </Button>
        </Stack>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.password.title" />}
      description={<FormattedMessage id="accounts.password.description" />}
      testId="password-section"
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PasswordInput
              label={intl.formatMessage({ id: "accounts.password.current" })}
              autoComplete="current-password"
              withAsterisk
              data-testid="password-current"
              visibilityToggleButtonProps={{ "aria-label": toggleLabel }}
              {...form.getInputProps("currentPassword")}
              error={fieldError("currentPassword")}
            />
            <PasswordInput
              label={intl.formatMessage({ id: "accounts.field.newPassword" })}
              autoComplete="new-password"
              withAsterisk
              data-testid="password-new"
              visibilityToggleButtonProps={{ "aria-label": toggleLabel }}
              {...form.getInputProps("newPassword")}
              error={fieldError("newPassword")}
            />
            <PasswordInput
              label={intl.formatMessage({ id: "accounts.field.confirmPassword" })}
              autoComplete="new-password"
              withAsterisk
              data-testid="password-confirm"
              visibilityToggleButtonProps={{ "aria-label": toggleLabel }}
              {...form.getInputProps("confirmPassword")}
              error={fieldError("confirmPassword")}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="accounts.field.passwordHint" />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="password-save">
              <FormattedMessage id="accounts.password.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
