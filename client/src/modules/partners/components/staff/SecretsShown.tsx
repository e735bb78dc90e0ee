import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { CopyText } from "../../../../shared/ui/CopyText";

export interface ShownSecrets {
  partnerName: string;
  apiKey: string | null;
  webhookSecret: string | null;
}

/** A new API key or webhook secret, shown once: the gateway keeps only the key's hash. */
export function SecretsShown({ secrets, onDismiss }: { secrets: ShownSecrets; onDismiss: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey size={20} />}
      data-testid="staff-partner-secrets"
      title={<FormattedMessage id="staff.partners.secretsTitle" values={{ partner: secrets.partnerName }} />}
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage id="staff.partners.secretsOnce" />
        </Text>
        {secrets.apiKey ? (
          <div>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="staff.partners.apiKey" />
            </Text>
            <CopyText value={secrets.apiKey} testId="staff-partner-api-key" />
          </div>
        ) : null}
        {secrets.webhookSecret ? (
          <div>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="staff.partners.webhookSecret" />
            </Text>
            <CopyText value={secrets.webhookSecret} testId="staff-partner-webhook-secret" />
          </div>
        ) : null}
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="light"
            onClick={onDismiss}
            data-testid="staff-partner-secrets-done"
          >
            <FormattedMessage id="staff.partners.secretsDone" />
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
