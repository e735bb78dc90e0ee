import type { ReactNode } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";

/** One titled card of the account settings page. */
export function SettingsSection({
  title,
  description,
  children,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7" data-testid={testId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
