import { useState } from "react";
import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";

/** How staff settle a withdrawal stuck in SENDING: the transfer's hash, or "it was not sent". */
export type SettleChoice = { txHash: string } | { confirmNotSent: true };

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
  const [txHash, setTxHash] = useState("");
  const [error, setError] = useState<string>();
  const [confirmingNotSent, setConfirmingNotSent] = useState(false);
  const close = () => {
    setTxHash("");
    setError(undefined);
    setConfirmingNotSent(false);
    onClose();
  };
  const run = async (choice: SettleChoice) => {
    const done = await onSettle(choice);
    if (done === "hash") setError(intl.formatMessage({ id: "staff.withdrawals.settleHashRejected" }));
    else if (done) close();
  };
  const settleSent = () => {
    const trimmed = txHash.trim();
    if (!trimmed) return setError(intl.formatMessage({ id: "validation.required" }));
    void run({ txHash: trimmed });
  };
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
        <TextInput
          label={intl.formatMessage({ id: "staff.withdrawals.settleTxHash" })}
          value={txHash}
          onChange={(event) => {
            setTxHash(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          ff="monospace"
          maxLength={80}
          data-testid="settle-tx-hash"
        />
        <Group justify="flex-end">
          <Button color="teal" loading={loading} onClick={settleSent} data-testid="settle-sent">
            <FormattedMessage id="staff.withdrawals.settleSent" />
          </Button>
        </Group>
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
