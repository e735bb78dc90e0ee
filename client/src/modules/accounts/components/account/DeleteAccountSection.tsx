import { useMemo, useState } from "react";
import { Alert, Button, Group, List, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconAlertTriangle } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ACCOUNT_DELETION_GRACE_DAYS, EMAIL_CODE_RESEND_SECONDS, ERRORS } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { homeUrl } from "../../../home";
import { deleteAccountFormSchema, type DeleteAccountFormValues } from "../../forms/deleteAccountForm";
import { ConfirmAccountDeletionMutation, RequestAccountDeletionMutation } from "../../graphql/deletion";
import { useCountdown } from "../../../../shared/hooks/useCountdown";
import { useSignOutLocally } from "../../hooks/useSignOutLocally";
import type { Viewer } from "../../hooks/useViewer";
import { CodeHint, SendCodeButton } from "../../../../shared/ui/SendCodeButton";
import { SettingsSection } from "./SettingsSection";

/**
 * Delete account (spec §4): a mailed code plus the account's e-mail confirm it; the account is then
 * pending for ACCOUNT_DELETION_GRACE_DAYS (support can restore it) and the person is signed out.
 */
export function DeleteAccountSection({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const signOutLocally = useSignOutLocally();
  const [requestDeletion] = useMutation(RequestAccountDeletionMutation);
  const [confirmDeletion] = useMutation(ConfirmAccountDeletionMutation);
  const countdown = useCountdown();
  const [requested, setRequested] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const schema = useMemo(() => deleteAccountFormSchema(viewer.email), [viewer.email]);
  const form = useForm<DeleteAccountFormValues>({
    initialValues: { email: "", code: "" },
    validate: schemaResolver(schema, { sync: true }),
  });
  const fieldError = useFieldError(form.errors);

  const request = async () => {
    setSending(true);
    try {
      const result = await requestDeletion();
      if (!result.data) throw result.error ?? new Error("requestAccountDeletion returned nothing");
      setRequested(true);
      countdown.start(result.data.requestAccountDeletion.resendInSeconds || EMAIL_CODE_RESEND_SECONDS);
    } catch (error) {
      const mapped = handleError(error);
      if (mapped.code === ERRORS.VERIFICATION_NOT_EXPIRED.code) {
        setRequested(true);
        countdown.start(mapped.remainingTime ?? EMAIL_CODE_RESEND_SECONDS);
      }
    } finally {
      setSending(false);
    }
  };

  const confirm = async (values: DeleteAccountFormValues) => {
    const input = schema.parse(values);
    setConfirming(true);
    try {
      const result = await confirmDeletion({ variables: { input } });
      if (!result.data) throw result.error ?? new Error("confirmAccountDeletion returned nothing");
      const due = result.data.confirmAccountDeletion.deletionDueAt;
      snackbar.show(
        <FormattedMessage
          id="accounts.delete.scheduled"
          values={{ date: <FormattedDate value={due} dateStyle="long" /> }}
        />,
        "success",
      );
      // The gateway ended the session; leave the protected page first, then forget the user.
      await navigate(homeUrl(locale), { flushSync: true });
      await signOutLocally();
    } catch (error) {
      handleError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SettingsSection title={<FormattedMessage id="accounts.delete.title" />} testId="delete-section">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
        <List size="sm" spacing={4}>
          <List.Item>
            <FormattedMessage id="accounts.delete.pending" values={{ days: ACCOUNT_DELETION_GRACE_DAYS }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="accounts.delete.restore" values={{ days: ACCOUNT_DELETION_GRACE_DAYS }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="accounts.delete.blocked" />
          </List.Item>
        </List>
      </Alert>
      {!requested ? (
        <Group>
          <Button
            color="red"
            variant="light"
            loading={sending}
            onClick={() => void request()}
            data-testid="delete-request"
          >
            <FormattedMessage id="accounts.delete.request" />
          </Button>
        </Group>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void confirm(values))}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={intl.formatMessage({ id: "accounts.delete.typeEmail" }, { email: viewer.email })}
                type="email"
                autoComplete="off"
                data-testid="delete-email"
                {...form.getInputProps("email")}
                onChange={(event) => form.setFieldValue("email", event.currentTarget.value.toLowerCase())}
                error={fieldError("email")}
              />
              <Stack gap={4}>
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={intl.formatMessage({ id: "accounts.field.emailCode" })}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    data-testid="delete-code"
                    {...form.getInputProps("code")}
                    error={Boolean(form.errors.code)}
                  />
                  <SendCodeButton
                    secondsLeft={countdown.secondsLeft}
                    sent
                    loading={sending}
                    onClick={() => void request()}
                    testId="delete-resend"
                  />
                </Group>
                <CodeHint error={fieldError("code")} sentTo={viewer.email} />
              </Stack>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" color="red" loading={confirming} data-testid="delete-confirm">
                <FormattedMessage id="accounts.delete.confirm" />
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
