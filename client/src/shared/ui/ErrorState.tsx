import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { mapError } from "../errors/errorMapper";

/** Inline error for a failed query, with the catalogue message and an optional retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const mapped = mapError(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={<FormattedMessage id="common.loadFailed" />}
      data-testid="error-state"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <FormattedMessage id={mapped.messageKey} />
        </Text>
        {onRetry && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            <FormattedMessage id="common.retry" />
          </Button>
        )}
      </Group>
    </Alert>
  );
}
