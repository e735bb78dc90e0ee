import type { ReactNode } from "react";
import { Button, Group, Modal, Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/** A second look before an action that moves funds or cards on chain (approving a withdrawal). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="confirm-modal">
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            color="teal"
            loading={loading}
            onClick={onConfirm}
            data-testid="confirm-approve"
            data-autofocus
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
