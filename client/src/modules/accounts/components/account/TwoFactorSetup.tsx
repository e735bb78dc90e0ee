import { useState } from "react";
import { Button, Code, CopyButton, Group, Image, Paper, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconCheck, IconCopy, IconShieldPlus } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { totpFormSchema, type TotpFormValues } from "../../forms/loginForms";
import { ActivateTwoFactorMutation, BeginTwoFactorSetupMutation } from "../../graphql/twoFactor";
import { useRefreshViewer } from "../../hooks/useRefreshViewer";
import type { Viewer } from "../../hooks/useViewer";
import {
  ReauthenticationField,
  reauthenticationVariables,
  useReauthentication,
} from "./ReauthenticationField";

interface Setup {
  secret: string;
  qrCodeDataUrl: string;
}

/**
 * Set-up: a new secret as a QR code and as text, then the first code from the app and the current
 * password (or a mailed code for accounts without one) turn 2FA on; other devices are signed out.
 */
export function TwoFactorSetup({
  viewer,
  onActivated,
}: {
  viewer: Pick<Viewer, "hasPassword" | "email">;
  onActivated: (resetKey: string) => void;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const refreshViewer = useRefreshViewer();
  const [begin, { loading: beginning }] = useMutation(BeginTwoFactorSetupMutation);
  const [activate] = useMutation(ActivateTwoFactorMutation);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [activating, setActivating] = useState(false);
  const form = useForm<TotpFormValues>({
    initialValues: { code: "" },
    validate: schemaResolver(totpFormSchema, { sync: true }),
  });
  const fieldError = useFieldError(form.errors);
  const proof = useReauthentication();

  const start = async () => {
    try {
      const result = await begin();
      if (!result.data) throw result.error ?? new Error("beginTwoFactorSetup returned nothing");
      const { secret, qrCodeDataUrl } = result.data.beginTwoFactorSetup;
      setSetup({ secret, qrCodeDataUrl });
    } catch (error) {
      handleError(error);
    }
  };

  const submit = async (values: TotpFormValues) => {
    const { code } = totpFormSchema.parse(values);
    if (!proof.check()) return;
    setActivating(true);
    try {
      const result = await activate({
        variables: { code, ...reauthenticationVariables(viewer, proof.value) },
      });
      if (!result.data) throw result.error ?? new Error("activateTwoFactor returned nothing");
      onActivated(result.data.activateTwoFactor.resetKey);
      await refreshViewer();
    } catch (error) {
      handleError(error);
    } finally {
      setActivating(false);
    }
  };

  if (!setup) {
    return (
      <Group>
        <Button
          leftSection={<IconShieldPlus size={16} />}
          loading={beginning}
          onClick={() => void start()}
          data-testid="twofa-setup"
        >
          <FormattedMessage id="accounts.twoFactor.setUp" />
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Paper p="xs" radius="md" bg="white">
          <Image
            src={setup.qrCodeDataUrl}
            w={180}
            h={180}
            alt={intl.formatMessage({ id: "accounts.twoFactor.qrAlt" })}
            data-testid="twofa-qr"
          />
        </Paper>
        <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
          <Text size="sm">
            <FormattedMessage id="accounts.twoFactor.scan" />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="accounts.twoFactor.manual" />
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="sm" style={{ wordBreak: "break-all" }} data-testid="twofa-secret">
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  <FormattedMessage id={copied ? "common.copied" : "common.copy"} />
                </Button>
              )}
            </CopyButton>
          </Group>
          <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
            <ReauthenticationField
              viewer={viewer}
              value={proof.value}
              onChange={proof.onChange}
              error={proof.error}
              testId="twofa-activate-password"
            />
            <Group align="flex-end" gap="sm" mt="xs">
              <TextInput
                w={180}
                label={intl.formatMessage({ id: "accounts.field.totp" })}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid="twofa-code"
                {...form.getInputProps("code")}
                error={fieldError("code")}
              />
              <Button type="submit" loading={activating} data-testid="twofa-activate">
                <FormattedMessage id="accounts.twoFactor.activate" />
              </Button>
            </Group>
          </form>
        </Stack>
      </Group>
    </Stack>
  );
}
