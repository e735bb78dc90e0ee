import { useState } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";

/** Longest reason the gateway stores (failure_reason VARCHAR(255)). */
export const REVIEW_REASON_MAX = 255;

/**
 * Asks for the reason of a refusal (failing a KYC submission, rejecting a withdrawal): the member is
 * shown it, so it is required.
 */
export function ReasonModal({
  opened,
  title,
  description,
  confirmLabel,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  loading?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const close = () => {
    setReason("");
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(intl.formatMessage({ id: "validation.required" }));
    if (trimmed.length > REVIEW_REASON_MAX) return setError(intl.formatMessage({ id: "validation.tooLong" }));
    onConfirm(trimmed);
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered data-testid="reason-modal">
      <Stack gap="sm">
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        <Textarea
          label={intl.formatMessage({ id: "staff.reason" })}
          withAsterisk
          autosize
          minRows={3}
          maxLength={REVIEW_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-testid="reason-input"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="red" loading={loading} onClick={confirm} data-testid="reason-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
