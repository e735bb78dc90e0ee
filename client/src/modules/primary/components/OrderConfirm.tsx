import { useState, type ReactNode } from "react";
import { Alert, Button, Group, Stack, Table, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { newIdempotencyKey } from "../forms/checkout";

export interface ConfirmRow {
  labelId: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}

/**
 * What will be paid, then the order. The idempotency key is made once per dialog: a retry of the
 * same confirmation (a lost answer, a double click) returns the first order instead of a second one.
 */
export function OrderConfirm({
  testId,
  confirmTestId,
  intro,
  rows,
  note,
  submit,
  onFailed,
}: {
  testId: string;
  confirmTestId: string;
  intro: ReactNode;
  rows: ConfirmRow[];
  note?: ReactNode;
  /** Places the order with this key; resolves once the dialog may close. */
  submit: (idempotencyKey: string) => Promise<void>;
  /** After a refused order (sold out, balance changed…): refresh what the page shows. */
  onFailed?: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const handleError = useErrorHandler();

  const confirm = async () => {
    setBusy(true);
    try {
      await submit(idempotencyKey);
      dialogs.close();
    } catch (error) {
      handleError(error);
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" data-testid={testId}>
      <Text>{intro}</Text>
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.labelId}>
              <Table.Td c={row.strong ? undefined : "dimmed"}>
                <FormattedMessage id={row.labelId} />
              </Table.Td>
              <Table.Td ta="right" fw={row.strong ? 700 : 500} data-testid={row.testId}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {note && (
        <Alert variant="light" color="blue">
          <Text size="sm">{note}</Text>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button onClick={() => void confirm()} loading={busy} data-testid={confirmTestId}>
          <FormattedMessage id="primary.confirm.pay" />
        </Button>
      </Group>
    </Stack>
  );
}
