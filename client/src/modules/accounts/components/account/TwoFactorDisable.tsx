import { useState, type FormEvent, type ReactNode } from "react";
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
        <TurnOffForm
          onSubmit={codeForm.onSubmit((values) => void submitCode(values))}
          titleId="accounts.twoFactor.closeTitle"
          hintId="accounts.twoFactor.closeHint"
          buttonId="accounts.twoFactor.close"
          loading={busy === "close"}
          buttonTestId="twofa-close"
        >
          <TextInput
            style={{ flex: 1 }}
            label={intl.formatMessage({ id: "accounts.field.totp" })}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="twofa-close-code"
            {...codeForm.getInputProps("code")}
            error={codeError("code")}
          />
        </TurnOffForm>
        <TurnOffForm
          onSubmit={keyForm.onSubmit((values) => void submitKey(values))}
          titleId="accounts.twoFactor.resetTitle"
          hintId="accounts.twoFactor.resetHint"
          buttonId="accounts.twoFactor.reset"
          loading={busy === "reset"}
          buttonTestId="twofa-reset"
        >
          <TextInput
            style={{ flex: 1 }}
            label={intl.formatMessage({ id: "accounts.field.resetKey" })}
            autoComplete="off"
            data-testid="twofa-reset-key"
            {...keyForm.getInputProps("resetKey")}
            error={keyError("resetKey")}
          />
        </TurnOffForm>
      </SimpleGrid>
    </Stack>
  );
}

/** One way to turn 2FA off: a title, a hint, its one field and a red button. */
function TurnOffForm(props: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  titleId: string;
  hintId: string;
  buttonId: string;
  loading: boolean;
  buttonTestId: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={props.onSubmit}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          <FormattedMessage id={props.titleId} />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id={props.hintId} />
        </Text>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          {props.children}
          <Button
            type="submit"
            variant="light"
            color="red"
            loading={props.loading}
            data-testid={props.buttonTestId}
          >
            <FormattedMessage id={props.buttonId} />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
