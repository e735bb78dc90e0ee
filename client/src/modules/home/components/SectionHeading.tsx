import type { ReactNode } from "react";
import { Group, Stack, Text, Title } from "@mantine/core";

export function SectionHeading({
  id,
  title,
  subtitle,
  aside,
}: {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <Stack gap={2}>
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      {aside}
    </Group>
  );
}
