import { Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/** A staff member whose roles open none of the staff pages (e.g. content staff). */
export function StaffNoRole() {
  return (
    <Paper withBorder radius="lg" p="xl" bg="dark.7" maw={560} mx="auto" data-testid="staff-no-role">
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} size="h4">
          <FormattedMessage id="staff.noRole.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.noRole.body" />
        </Text>
      </Stack>
    </Paper>
  );
}
