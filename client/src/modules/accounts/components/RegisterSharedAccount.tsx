import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useLoginDialog } from "../hooks/useLoginDialog";

/** Step 1 (codes 1098/1099): the e-mail already has an account on another site; it is shared. */
export function RegisterSharedAccount({ email }: { email: string }) {
  const openLogin = useLoginDialog();
  return (
    <Stack align="center" gap="md" py="md" ta="center" data-testid="register-shared">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconUsers size={30} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        <FormattedMessage id="accounts.register.sharedTitle" />
      </Text>
      <Text c="dimmed" size="sm" maw={420}>
        <FormattedMessage id="accounts.register.sharedText" values={{ email }} />
      </Text>
      <Button onClick={() => openLogin({ email })} data-testid="register-shared-login">
        <FormattedMessage id="accounts.register.sharedLogin" />
      </Button>
    </Stack>
  );
}
