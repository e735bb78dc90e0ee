import type { ReactNode } from "react";
import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useViewer } from "../../accounts";

/** The role the gateway gives staff (`@Authorized("staff")`). */
export const STAFF_ROLE = "staff";

/**
 * Staff pages render only for staff; anyone else signed in is told so (the gateway refuses their
 * queries with 2017 anyway, so nothing is asked).
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  if (!viewer) return null;
  if (viewer.role !== STAFF_ROLE)
    return (
      <Paper withBorder radius="lg" p="xl" bg="dark.7" maw={560} mx="auto" data-testid="staff-not-allowed">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" color="red">
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} size="h4">
            <FormattedMessage id="staff.notAllowed.title" />
          </Title>
          <Group>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="staff.notAllowed.body" />
            </Text>
          </Group>
        </Stack>
      </Paper>
    );
  return <>{children}</>;
}
