import type { ReactNode } from "react";
import { Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";

export function EmptyState({
  title,
  description,
  action,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="dark.7" data-testid={testId}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={26} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
