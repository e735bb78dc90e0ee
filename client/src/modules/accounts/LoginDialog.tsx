import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useDialogs } from "../../shared/dialogs/DialogContext";

/**
 * SLOT: the content of the "login" dialog. Accounts (log in, register, forgot password, social
 * login, 2FA) are built in a later issue and replace this component; until then it tells the
 * visitor that sign-in and registration open soon.
 */
export function LoginDialog() {
  const dialogs = useDialogs();
  return (
    <Stack align="center" gap="md" py="md" ta="center" data-testid="login-dialog">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconSparkles size={30} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        <FormattedMessage id="accounts.login.comingSoon" />
      </Text>
      <Text c="dimmed" size="sm" maw={400}>
        <FormattedMessage id="accounts.login.comingSoonDetail" />
      </Text>
      <Button variant="light" onClick={dialogs.close}>
        <FormattedMessage id="common.gotIt" />
      </Button>
    </Stack>
  );
}
