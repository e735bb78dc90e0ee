import { Badge, Group, Pagination, ScrollArea, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { WithdrawalStatus } from "../../../../gql/graphql";
import { EmptyState } from "../../../../shared/ui/EmptyState";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { DataTable, type DataColumn } from "../../../../shared/ui/DataTable";
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

/**
 * Both queues (USDT and cards) are the same frame: the status filter and total, then an error, a
 * skeleton, the empty state or the table with these columns (cards on phones), then the pager.
 * Only the query, the columns and the rows differ.
 */
export function QueueFrame<T extends { id: string }>({
  filter: { status, setStatus, page, setPage },
  queue,
  error,
  loading,
  refetch,
  tableTestId,
  rowTestId,
  columns,
}: {
  filter: ReturnType<typeof useQueueFilter>;
  queue?: { total: number; pageSize: number; items: readonly T[] };
  error: unknown;
  loading: boolean;
  refetch: () => void;
  tableTestId: string;
  rowTestId: string;
  columns: readonly DataColumn<T>[];
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
        <DataTable
          testId={tableTestId}
          minWidth={1000}
          columns={columns}
          rows={queue.items}
          rowKey={(item) => item.id}
          rowTestId={rowTestId}
        />
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
