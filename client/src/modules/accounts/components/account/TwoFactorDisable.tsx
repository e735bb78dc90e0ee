import { useState } from "react";
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import {
  resetKeyFormSchema,
  totpFormSchema,
  type ResetKeyFormValues,
  type TotpFormValues,
} from "../../forms/loginForms";
import { CloseTwoFactorMutation, ResetTwoFactorMutation } from "../../graphql/twoFactor";
import { useRefreshViewer } from "../../hooks/useRefreshViewer";
import type { Viewer } from "../../hooks/useViewer";
import {
  ReauthenticationField,
  reauthenticationVariables,
  useReauthentication,
} from "./ReauthenticationField";

/**
 * 2FA is on: turn it off with a current code, or with the reset key when the phone is gone — either
 * way with the current password (or a mailed code for accounts without one); other devices are
 * signed out.
 */
export function TwoFactorDisable({ viewer }: { viewer: Pick<Viewer, "hasPassword" | "email"> }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const refreshViewer = useRefreshViewer();
  const [close] = useMutation(CloseTwoFactorMutation);
  const [reset] = useMutation(ResetTwoFactorMutation);
  const [busy, setBusy] = useState<"close" | "reset" | null>(null);
  const codeForm = useForm<TotpFormValues>({
    initialValues: { code: "" },
    validate: schemaResolver(totpFormSchema, { sync: true }),
  });
  const keyForm = useForm<ResetKeyFormValues>({
    initialValues: { resetKey: "" },
    validate: schemaResolver(resetKeyFormSchema, { sync: true }),
  });
  const codeError = useFieldError(codeForm.errors);
  const keyError = useFieldError(keyForm.errors);
  const proof = useReauthentication();

  const run = async (which: "close" | "reset", call: () => Promise<boolean>) => {
    if (!proof.check()) return;
    setBusy(which);
    try {
      if (!(await call())) throw new Error(`${which} 2FA returned false`);
      snackbar.show(intl.formatMessage({ id: "accounts.twoFactor.closed" }), "success");
      await refreshViewer();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  const submitCode = (values: TotpFormValues) =>
    run("close", async () => {
      const result = await close({
        variables: { ...totpFormSchema.parse(values), ...reauthenticationVariables(viewer, proof.value) },
      });
      if (result.error) throw result.error;
      return result.data?.closeTwoFactor ?? false;
    });

  const submitKey = (values: ResetKeyFormValues) =>
    run("reset", async () => {
      const result = await reset({
        variables: {
          ...resetKeyFormSchema.parse(values),
          ...reauthenticationVariables(viewer, proof.value),
        },
      });
      if (result.error) throw result.error;
      return result.data?.resetTwoFactor ?? false;
    });

  return (
    <Stack gap="lg">
      <ReauthenticationField
        viewer={viewer}
        value={proof.value}
        onChange={proof.onChange}
        error={proof.error}
        testId="twofa-off-password"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <form noValidate onSubmit={codeForm.onSubmit((values) => void submitCode(values))}>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              <FormattedMessage id="accounts.twoFactor.closeTitle" />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="accounts.twoFactor.closeHint" />
            </Text>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={intl.formatMessage({ id: "accounts.field.totp" })}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid="twofa-close-code"
                {...codeForm.getInputProps("code")}
                error={codeError("code")}
              />
              <Button
                type="submit"
                variant="light"
                color="red"
                loading={busy === "close"}
                data-testid="twofa-close"
              >
                <FormattedMessage id="accounts.twoFactor.close" />
              </Button>
            </Group>
          </Stack>
        </form>
        <form noValidate onSubmit={keyForm.onSubmit((values) => void submitKey(values))}>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              <FormattedMessage id="accounts.twoFactor.resetTitle" />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="accounts.twoFactor.resetHint" />
            </Text>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={intl.formatMessage({ id: "accounts.field.resetKey" })}
                autoComplete="off"
                data-testid="twofa-reset-key"
                {...keyForm.getInputProps("resetKey")}
                error={keyError("resetKey")}
              />
              <Button
                type="submit"
                variant="light"
                color="red"
                loading={busy === "reset"}
                data-testid="twofa-reset"
              >
                <FormattedMessage id="accounts.twoFactor.reset" />
              </Button>
            </Group>
          </Stack>
        </form>
      </SimpleGrid>
    </Stack>
  );
}
