import { ActionIcon, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useIntl } from "react-intl";

/** A value in monospace with a copy button (deposit addresses, transaction hashes). */
export function CopyText({
  value,
  display,
  testId,
  size = "sm",
}: {
  value: string;
  /** What to show when the full value is too long (a shortened hash). */
  display?: string;
  testId?: string;
  size?: string;
}) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" fz={size} style={{ wordBreak: "break-all" }} data-testid={testId} title={value}>
        {display ?? value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={intl.formatMessage({ id: copied ? "common.copied" : "common.copy" })}>
            <ActionIcon
              variant="subtle"
              color={copied ? "teal" : "gray"}
              onClick={copy}
              aria-label={intl.formatMessage({ id: "common.copy" })}
              data-testid={testId ? `${testId}-copy` : undefined}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** 0x1234…cdef: enough of a hash or address to recognise it in a table. */
export function shortHash(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}
