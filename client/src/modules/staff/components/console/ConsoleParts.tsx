import type { ReactNode } from "react";
import { Button, Group, Modal, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../../../shared/ui/EmptyState";
import { ErrorState } from "../../../../shared/ui/ErrorState";

/** A query's states on a console page: the error (with retry), a skeleton, the empty state or the content. */
export function QueryState({
  loading,
  error,
  hasData,
  isEmpty,
  empty,
  emptyTestId,
  onRetry,
  children,
}: {
  loading: boolean;
  error?: unknown;
  hasData: boolean;
  isEmpty: boolean;
  empty: ReactNode;
  emptyTestId: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error && !hasData) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading && !hasData) return <Skeleton height={240} radius="lg" />;
  if (isEmpty) return <EmptyState title={empty} testId={emptyTestId} />;
  return <>{children}</>;
}

/** Asks before an action that cannot be undone from the console. */
export function ConfirmModal({
  opened,
  title,
  body,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: ReactNode;
  body: ReactNode;
  loading?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="staff-confirm">
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            <FormattedMessage id="staff.console.cancel" />
          </Button>
          <Button loading={loading} onClick={onConfirm} data-testid="staff-confirm-ok">
            <FormattedMessage id="staff.console.confirm" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The panel a console form sits in. */
export function FormPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" bg="dark.7">
      <Stack gap="sm">
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
