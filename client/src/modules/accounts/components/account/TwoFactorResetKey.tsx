import { Alert, Button, Code, CopyButton, Group, Stack } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";

/** The reset key, shown this once: it is the only way back in without the phone. */
export function TwoFactorResetKey({ resetKey, onDone }: { resetKey: string; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={<FormattedMessage id="accounts.twoFactor.resetKeyTitle" />}
      >
        <FormattedMessage id="accounts.twoFactor.resetKeyWarning" />
      </Alert>
      <Group gap="sm" wrap="nowrap">
        <Code
          block
          fz="lg"
          style={{ flex: 1, letterSpacing: "0.08em" }}
          data-testid="twofa-reset-key-display"
        >
          {resetKey}
        </Code>
        <CopyButton value={resetKey}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              data-testid="twofa-reset-key-copy"
            >
              <FormattedMessage id={copied ? "common.copied" : "common.copy"} />
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone} data-testid="twofa-reset-key-done">
          <FormattedMessage id="accounts.twoFactor.resetKeySaved" />
        </Button>
      </Group>
    </Stack>
  );
}
