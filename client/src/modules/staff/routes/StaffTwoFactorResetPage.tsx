import { useState } from "react";
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconShieldOff } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { ConfirmModal, FormPanel } from "../components/console/ConsoleParts";
import { ResetMemberTwoFactorMutation } from "../graphql/moderation";

/** The identity check's notes: at least this long (the gateway checks the same, 20–2000). */
const NOTES_MIN = 20;
const NOTES_MAX = 2000;
const NOTES_PARAMS = { min: NOTES_MIN };

const resetSchema = z.object({
  userId: z.string().trim().min(1, { message: "validation.required" }),
  notes: z
    .string()
    .trim()
    .min(NOTES_MIN, { message: "staff.twoFactorReset.notesTooShort" })
    .max(NOTES_MAX, { message: "validation.tooLong" }),
});

/**
 * /{lang}/admin/two-factor-reset — support turns a member's 2FA off when the member lost both the
 * device and the reset key (twoFactorReset), after an identity check: the notes of that check are
 * required and kept in the audit log. The member's sessions end and they are mailed.
 */
export function StaffTwoFactorResetPage() {
  return (
    <RequireStaff>
      <TwoFactorReset />
    </RequireStaff>
  );
}

function TwoFactorReset() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const form = useForm({
    initialValues: { userId: "", notes: "" },
    validate: schemaResolver(resetSchema, { sync: true }),
  });
  const err = useFieldError(form.errors, NOTES_PARAMS);
  const { userId, notes } = form.getValues();
  const [confirming, setConfirming] = useState(false);
  const [reset, { loading }] = useMutation(ResetMemberTwoFactorMutation);
  const ask = form.onSubmit(() => setConfirming(true));
  const submit = async () => {
    try {
      await reset({ variables: { userId: userId.trim(), identityCheckNotes: notes.trim() } });
      snackbar.show(intl.formatMessage({ id: "staff.twoFactorReset.done" }), "success");
      form.reset();
    } catch (e) {
      handleError(e);
    }
    setConfirming(false);
  };
  return (
    <Stack gap="lg" data-testid="staff-two-factor-reset">
      <StaffNav current="twoFactorReset" />
      <Alert color="orange" variant="light" icon={<IconShieldOff size={18} />}>
        <FormattedMessage id="staff.twoFactorReset.help" />
      </Alert>
      <FormPanel title={<FormattedMessage id="staff.twoFactorReset.form" />}>
        <TextInput
          required
          label={intl.formatMessage({ id: "staff.twoFactorReset.userId" })}
          inputMode="numeric"
          maxLength={20}
          {...form.getInputProps("userId")}
          error={err("userId")}
          data-testid="staff-2fa-user"
        />
        <Textarea
          required
          autosize
          minRows={4}
          maxLength={NOTES_MAX}
          label={intl.formatMessage({ id: "staff.twoFactorReset.notes" })}
          description={intl.formatMessage({ id: "staff.twoFactorReset.notesHelp" })}
          {...form.getInputProps("notes")}
          error={err("notes")}
          data-testid="staff-2fa-notes"
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {notes.trim().length} / {NOTES_MAX}
          </Text>
          <Button color="red" disabled={!userId.trim()} onClick={() => ask()} data-testid="staff-2fa-submit">
            <FormattedMessage id="staff.twoFactorReset.reset" />
          </Button>
        </Group>
      </FormPanel>
      <ConfirmModal
        opened={confirming}
        title={<FormattedMessage id="staff.twoFactorReset.reset" />}
        body={<FormattedMessage id="staff.twoFactorReset.confirm" values={{ id: userId.trim() }} />}
        loading={loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </Stack>
  );
}
