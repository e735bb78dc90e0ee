import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconConfetti } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useViewer } from "../hooks/useViewer";

/** Step 2: the account exists and the person is signed in. */
export function RegisterDone() {
  const dialogs = useDialogs();
  const { viewer } = useViewer();
  return (
    <Stack align="center" gap="md" py="md" ta="center" data-testid="register-done">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconConfetti size={30} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        <FormattedMessage id="accounts.register.doneTitle" values={{ nickname: viewer?.nickname ?? "" }} />
      </Text>
      <Text c="dimmed" size="sm" maw={420}>
        <FormattedMessage id="accounts.register.doneText" />
      </Text>
      <Button onClick={dialogs.close} data-testid="register-done-close">
        <FormattedMessage id="accounts.register.doneButton" />
      </Button>
    </Stack>
  );
}
