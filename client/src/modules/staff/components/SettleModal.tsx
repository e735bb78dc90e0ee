import { useState } from "react";
import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { useFieldError } from "../../../shared/forms/useFieldError";

/** How staff settle a withdrawal stuck in SENDING: the transfer's hash, or "it was not sent". */
export type SettleChoice = { txHash: string } | { confirmNotSent: true };

const settleSchema = z.object({
  txHash: z.string().trim().min(1, { message: "validation.required" }),
});

/**
 * The settle dialog of a withdrawal stuck in SENDING (its send had an unclear outcome and is never
 * retried). Staff look at the hot wallet on chain: if the transfer is there they enter its hash (the
 * gateway accepts it only if it is exactly this transfer); if it is not, they fail the withdrawal
 * and the funds go back — asked once more, since a transfer that did go out would then be paid twice.
 * `onSettle` answers "hash" when the gateway refused the hash (shown under the field), true when
 * done, false for another error (already shown).
 */
export function SettleModal({
  opened,
  loading,
  onClose,
  onSettle,
}: {
  opened: boolean;
  loading?: boolean;
  onClose: () => void;
  onSettle: (choice: SettleChoice) => Promise<boolean | "hash">;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { txHash: "" },
    validate: schemaResolver(settleSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const [confirmingNotSent, setConfirmingNotSent] = useState(false);
  const close = () => {
    form.reset();
    setConfirmingNotSent(false);
    onClose();
  };
  const run = async (choice: SettleChoice) => {
    const done = await onSettle(choice);
    if (done === "hash") form.setFieldError("txHash", "staff.withdrawals.settleHashRejected");
    else if (done) close();
  };
  const settleSent = form.onSubmit(({ txHash }) => void run({ txHash: txHash.trim() }));
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={intl.formatMessage({ id: "staff.withdrawals.settleTitle" })}
      centered
      data-testid="settle-modal"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.withdrawals.settleHint" />
        </Text>
        <form onSubmit={settleSent} noValidate>
          <Stack gap="sm">
            <TextInput
              label={intl.formatMessage({ id: "staff.withdrawals.settleTxHash" })}
              {...form.getInputProps("txHash")}
              error={err("txHash")}
              ff="monospace"
              maxLength={80}
              data-testid="settle-tx-hash"
            />
            <Group justify="flex-end">
              <Button type="submit" color="teal" loading={loading} data-testid="settle-sent">
                <FormattedMessage id="staff.withdrawals.settleSent" />
              </Button>
            </Group>
          </Stack>
        </form>
        <Divider />
        {confirmingNotSent ? (
          <Alert color="red" variant="light">
            <Stack gap="xs">
              <Text size="sm">
                <FormattedMessage id="staff.withdrawals.settleNotSentConfirm" />
              </Text>
              <Group gap={6} justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setConfirmingNotSent(false)}>
                  <FormattedMessage id="staff.withdrawals.approveCancel" />
                </Button>
                <Button
                  size="xs"
                  color="red"
                  loading={loading}
                  onClick={() => void run({ confirmNotSent: true })}
                  data-testid="settle-not-sent-confirm"
                >
                  <FormattedMessage id="staff.withdrawals.settleNotSentGo" />
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Button
            variant="light"
            color="red"
            disabled={loading}
            onClick={() => setConfirmingNotSent(true)}
            data-testid="settle-not-sent"
          >
            <FormattedMessage id="staff.withdrawals.settleNotSent" />
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
