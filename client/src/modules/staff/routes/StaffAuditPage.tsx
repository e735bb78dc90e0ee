import { useState } from "react";
import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconFilter } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { AuditLogFilterInput, StaffAuditLogQuery } from "../../../gql/graphql";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { AuditLogQuery } from "../graphql/duties";
import { AuditExportButton } from "../components/console/ExportButton";

/** Message ids by value (explicit, so every message id can be checked). */
const STAFF_AUDIT_FILTER_MESSAGE = {
  actor: "staff.audit.filter.actor",
  operation: "staff.audit.filter.operation",
  from: "staff.audit.filter.from",
  to: "staff.audit.filter.to",
} as const;

const STAFF_AUDIT_COL_MESSAGE = {
  time: "staff.audit.col.time",
  actor: "staff.audit.col.actor",
  operation: "staff.audit.col.operation",
  target: "staff.audit.col.target",
  outcome: "staff.audit.col.outcome",
  requestId: "staff.audit.col.requestId",
} as const;

const STAFF_AUDIT_MESSAGE = {
  args: "staff.audit.args",
  before: "staff.audit.before",
  after: "staff.audit.after",
} as const;

type Entry = StaffAuditLogQuery["staffAuditLog"]["items"][number];
type Filter = Required<Pick<AuditLogFilterInput, "actor" | "operation" | "from" | "to">>;

const EMPTY: Filter = { actor: "", operation: "", from: "", to: "" };

/** /{lang}/admin/audit — the append-only staff audit log (admin), 20 a page, filtered. */
export function StaffAuditPage() {
  return (
    <RequireStaff>
      <AuditLog />
    </RequireStaff>
  );
}

/** Empty fields are left out of the filter (the gateway reads absent as "any"). */
function applied(filter: Filter): AuditLogFilterInput {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v && String(v).trim()),
  ) as AuditLogFilterInput;
}

function AuditLog() {
  const intl = useIntl();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<AuditLogFilterInput>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Entry | null>(null);
  const { data, loading, error, refetch } = useQuery(AuditLogQuery, {
    variables: { filter: { ...filter, page } },
    fetchPolicy: "network-only",
  });
  const log = data?.staffAuditLog;
  const field = (key: keyof Filter, type = "text") => (
    <TextInput
      type={type}
      label={intl.formatMessage({
        id: STAFF_AUDIT_FILTER_MESSAGE[key as keyof typeof STAFF_AUDIT_FILTER_MESSAGE],
      })}
      value={draft[key] ?? ""}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
      data-testid={`staff-audit-${key}`}
    />
  );

  return (
    <Stack gap="lg" data-testid="staff-audit">
      <StaffNav current="audit" />
      <Paper withBorder radius="lg" p="md" bg="dark.7">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setFilter(applied(draft));
            setPage(1);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            {field("actor")}
            {field("operation")}
            {field("from", "date")}
            {field("to", "date")}
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            {log ? (
              <Text size="sm" c="dimmed" data-testid="staff-audit-total">
                <FormattedMessage id="staff.total" values={{ total: log.total }} />
              </Text>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button
                variant="subtle"
                onClick={() => {
                  setDraft(EMPTY);
                  setFilter({});
                  setPage(1);
                }}
              >
                <FormattedMessage id="staff.audit.clear" />
              </Button>
              <Button type="submit" leftSection={<IconFilter size={16} />} data-testid="staff-audit-apply">
                <FormattedMessage id="staff.audit.apply" />
              </Button>
            </Group>
          </Group>
        </form>
      </Paper>
      <AuditExportButton filter={filter} />
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton height={360} radius="lg" />
      ) : log && log.items.length ? (
        <>
          {/* Phones get one card per entry; wider screens the table. */}
          <DataTable
            testId="staff-audit-table"
            minWidth={820}
            columns={COLUMNS}
            rows={log.items}
            rowKey={(entry) => entry.id}
            rowTestId="staff-audit-row"
            cardTestId="staff-audit-card"
            rowProps={(entry) => ({ onClick: () => setOpen(entry) })}
          />
          {log.total > log.pageSize ? (
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(log.total / log.pageSize)}
              style={{ alignSelf: "center" }}
              data-testid="staff-audit-pages"
            />
          ) : null}
        </>
      ) : (
        <EmptyState title={<FormattedMessage id="staff.audit.empty" />} testId="staff-audit-empty" />
      )}
      <AuditDetails entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

const COLUMNS: DataColumn<Entry>[] = [
  {
    key: "time",
    header: STAFF_AUDIT_COL_MESSAGE.time,
    nowrap: true,
    cell: (entry) => (
      <Text size="sm">
        <FormattedDate value={entry.createdAt} dateStyle="medium" timeStyle="medium" />
      </Text>
    ),
  },
  {
    key: "actor",
    header: STAFF_AUDIT_COL_MESSAGE.actor,
    cell: (entry) => (
      <>
        <Text size="sm" fw={600}>
          {entry.actor ? entry.actor.nickname : "—"}
        </Text>
        <Group gap={4} mt={2}>
          {entry.actorRoles.map((role) => (
            <Badge key={role} size="xs" variant="light">
              {role}
            </Badge>
          ))}
        </Group>
      </>
    ),
  },
  {
    key: "operation",
    header: STAFF_AUDIT_COL_MESSAGE.operation,
    primary: true,
    cell: (entry) => <Code>{entry.operation}</Code>,
  },
  {
    key: "target",
    header: STAFF_AUDIT_COL_MESSAGE.target,
    cell: (entry) => (
      <Text size="sm">{entry.targetType ? `${entry.targetType} #${entry.targetId}` : "—"}</Text>
    ),
  },
  {
    key: "outcome",
    header: STAFF_AUDIT_COL_MESSAGE.outcome,
    cell: (entry) => (
      <Badge
        color={entry.outcome === "OK" ? "teal" : "red"}
        variant="light"
        data-testid="staff-audit-outcome"
      >
        {entry.outcome}
      </Badge>
    ),
  },
  {
    key: "requestId",
    header: STAFF_AUDIT_COL_MESSAGE.requestId,
    cell: (entry) => (
      <Text size="xs" c="dimmed" ff="monospace">
        {entry.requestId ?? "—"}
      </Text>
    ),
  },
];

/** Pretty-prints stored JSON (already redacted by the gateway). */
function pretty(json: string | null | undefined): string {
  if (!json) return "—";
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

function AuditDetails({ entry, onClose }: { entry: Entry | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="lg"
      title={entry ? `${entry.operation} · ${entry.outcome}` : ""}
      data-testid="staff-audit-details"
    >
      {entry ? (
        <Stack gap="sm">
          {(["args", "before", "after"] as const).map((key) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: STAFF_AUDIT_MESSAGE[key as keyof typeof STAFF_AUDIT_MESSAGE] })}
              </Text>
              <Code block data-testid={`staff-audit-${key}-json`}>
                {pretty(entry[key])}
              </Code>
            </div>
          ))}
        </Stack>
      ) : null}
    </Modal>
  );
}
