import { Box, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { FormattedDate } from "react-intl";
import type { NoticeFieldsFragment } from "../../../gql/graphql";

/**
 * One notice: unread ones have a dot and a bold title; the whole row opens it. `compact` for the
 * header's dropdown (body on two lines at most).
 */
export function NoticeItem({
  notice,
  onOpen,
  compact = false,
}: {
  notice: NoticeFieldsFragment;
  onOpen: (notice: NoticeFieldsFragment) => void;
  compact?: boolean;
}) {
  return (
    <UnstyledButton
      onClick={() => onOpen(notice)}
      w="100%"
      p={compact ? "xs" : "sm"}
      style={{ borderRadius: "var(--mantine-radius-md)" }}
      bg={notice.read ? undefined : "dark.6"}
      data-testid="notice-item"
      data-read={notice.read ? "true" : "false"}
      data-kind={notice.kind}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box pt={6} w={8}>
          {!notice.read && <Box w={8} h={8} bg="teal.5" style={{ borderRadius: "50%" }} />}
        </Box>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={notice.read ? 500 : 700} size="sm" truncate>
              {notice.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              <FormattedDate value={notice.createdAt} dateStyle="short" timeStyle="short" />
            </Text>
          </Group>
          {notice.body && (
            <Text size="sm" c={notice.read ? "dimmed" : undefined} lineClamp={compact ? 2 : undefined}>
              {notice.body}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
