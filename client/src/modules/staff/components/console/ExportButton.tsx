import { Button, Group } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";

/** "Export to Excel": the gateway's staff export route answers an .xlsx (the session cookie signs it in). */
export function ExportButton({ href, testId }: { href: string; testId: string }) {
  return (
    <Group justify="flex-end">
      <Button
        component="a"
        href={href}
        variant="light"
        size="xs"
        leftSection={<IconFileSpreadsheet size={16} />}
        data-testid={testId}
      >
        <FormattedMessage id="staff.console.exportExcel" />
      </Button>
    </Group>
  );
}

/** The audit log's export, under the filter the page applied. */
export function AuditExportButton({ filter }: { filter: Record<string, unknown> }) {
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
  return (
    <ExportButton href={`/exports/staff/audit-log.xlsx?${query.toString()}`} testId="staff-audit-export" />
  );
}
