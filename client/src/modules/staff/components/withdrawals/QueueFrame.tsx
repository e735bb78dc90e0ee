import type { ReactNode } from "react";
import {
  Badge,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { WithdrawalStatus } from "../../../../gql/graphql";
import { EmptyState } from "../../../../shared/ui/EmptyState";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import type { useQueueFilter } from "../../hooks/useWithdrawalQueue";

export const STATUSES = [
  "REVIEW",
  "APPROVED",
  "SENDING",
  "SENT",
  "FAILED",
  "CANCELLED",
] as const satisfies readonly WithdrawalStatus[];
/** The label of each status (explicit ids, so every message id can be checked). */
export const STATUS_MESSAGE = {
  REVIEW: "staff.withdrawals.status.REVIEW",
  APPROVED: "staff.withdrawals.status.APPROVED",
  SENDING: "staff.withdrawals.status.SENDING",
  SENT: "staff.withdrawals.status.SENT",
  FAILED: "staff.withdrawals.status.FAILED",
  CANCELLED: "staff.withdrawals.status.CANCELLED",
} as const satisfies Record<WithdrawalStatus, string>;
const STATUS_COLOR: Record<WithdrawalStatus, string> = {
  REVIEW: "yellow",
  APPROVED: "blue",
  SENDING: "cyan",
  SENT: "teal",
  FAILED: "red",
  CANCELLED: "gray",
};

function StatusFilter({
  value,
  onChange,
}: {
  value: WithdrawalStatus;
  onChange: (v: WithdrawalStatus) => void;
}) {
  const intl = useIntl();
  return (
    <ScrollArea type="never">
      <SegmentedControl
        value={value}
        onChange={(v) => onChange(v as WithdrawalStatus)}
        data={STATUSES.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: STATUS_MESSAGE[s] }),
        }))}
        data-testid="staff-withdrawal-filter"
      />
    </ScrollArea>
  );
}

export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      <FormattedMessage id={STATUS_MESSAGE[status]} />
    </Badge>
  );
}

/** Column headings: message id, right-aligned for amounts. */
export type QueueColumn = { id: string; right?: boolean };

/**
 * Both queues (USDT and cards) are the same frame: the status filter and total, then an error, a
 * skeleton, the empty state or the table with these columns (and a last one for the buttons),
 * then the pager. Only the query, the columns and the rows differ.
 */
export function QueueFrame({
  filter: { status, setStatus, page, setPage },
  queue,
  error,
  loading,
  refetch,
  tableTestId,
  columns,
  children,
}: {
  filter: ReturnType<typeof useQueueFilter>;
  queue?: { total: number; pageSize: number; items: readonly unknown[] };
  error: unknown;
  loading: boolean;
  refetch: () => void;
  tableTestId: string;
  columns: readonly QueueColumn[];
  children: ReactNode;
}) {
  const total = queue?.total;
  const pageSize = queue?.pageSize;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <StatusFilter
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        {total !== undefined ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.total" values={{ total }} />
          </Text>
        ) : null}
      </Group>
      {error && total === undefined ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : loading && total === undefined ? (
        <Skeleton height={240} radius="lg" />
      ) : !queue?.items.length ? (
        <EmptyState
          title={<FormattedMessage id="staff.withdrawals.empty" />}
          testId="staff-withdrawals-empty"
        />
      ) : (
        <Paper withBorder radius="lg" bg="dark.7">
          <ScrollArea>
            <Table verticalSpacing="sm" highlightOnHover miw={1000} data-testid={tableTestId}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.id} ta={c.right ? "right" : undefined}>
                      <FormattedMessage id={c.id} />
                    </Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      {total !== undefined && pageSize && total > pageSize ? (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(total / pageSize)}
          style={{ alignSelf: "center" }}
        />
      ) : null}
    </Stack>
  );
}

/** The columns every queue ends with (before the buttons). */
export const REVIEW_COLUMNS: readonly QueueColumn[] = [
  { id: "staff.withdrawals.created" },
  { id: "staff.withdrawals.statusColumn" },
  { id: "staff.withdrawals.outcome" },
];
