import type { ReactNode } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";

/**
 * The body of a yes/no dialog: what will happen, a button that keeps things as they are (closes the
 * dialog) and one that goes ahead. The caller runs the action and closes the dialog when it is done.
 */
export function ConfirmPrompt({
  children,
  dismissLabelId = "common.cancel",
  confirmLabelId,
  confirmColor,
  loading,
  onConfirm,
  testId,
}: {
  children: ReactNode;
  dismissLabelId?: string;
  confirmLabelId: string;
  confirmColor?: string;
  loading: boolean;
  onConfirm: () => void;
  /** The dialog body's test id; the confirm button's is `${testId}-button`. */
  testId: string;
}) {
  const dialogs = useDialogs();
  return (
    <Stack gap="md" data-testid={testId}>
      <Text>{children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id={dismissLabelId} />
        </Button>
        <Button color={confirmColor} loading={loading} onClick={onConfirm} data-testid={`${testId}-button`}>
          <FormattedMessage id={confirmLabelId} />
        </Button>
      </Group>
    </Stack>
  );
}
