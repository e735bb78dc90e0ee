import { Button, Group, Paper, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useContactDialog } from "../hooks/useContactDialog";

/** "Still have questions?" with a button that opens the contact dialog. */
export function ContactPrompt() {
  const openContact = useContactDialog();
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7">
      <Group justify="space-between" gap="md">
        <Text fw={500}>
          <FormattedMessage id="faq.moreQuestions" />
        </Text>
        <Button variant="light" leftSection={<IconMail size={16} />} onClick={openContact}>
          <FormattedMessage id="contact.title" />
        </Button>
      </Group>
    </Paper>
  );
}
