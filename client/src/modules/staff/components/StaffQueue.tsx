import type { ReactNode } from "react";
import { Group, Pagination, SegmentedControl, Skeleton, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";

/** One page of a staff queue as the queries answer it. */
export interface StaffQueuePage {
  total: number;
  pageSize: number;
  items: readonly unknown[];
}

/**
 * The frame every staff review queue shares: a status filter with the total beside it, then the
 * error, loading, empty or item states, and the pager when there is more than one page.
 */
export function StaffQueue<S extends string>(props: {
  status: S;
  statuses: readonly { value: S; label: string }[];
  onStatus: (status: S) => void;
  filterTestId: string;
  queue: StaffQueuePage | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  skeletonHeight: number;
  empty: ReactNode;
  emptyTestId: string;
  children: ReactNode;
}) {
  const { queue } = props;
  return (
    <>
      <Group justify="space-between">
        <SegmentedControl
          value={props.status}
          onChange={(value) => props.onStatus(value as S)}
          data={props.statuses.map(({ value, label }) => ({ value, label }))}
          data-testid={props.filterTestId}
        />
        {queue ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.total" values={{ total: queue.total }} />
          </Text>
        ) : null}
      </Group>
      {props.error && !queue ? (
        <ErrorState error={props.error} onRetry={props.onRetry} />
      ) : props.loading && !queue ? (
        <Skeleton height={props.skeletonHeight} radius="lg" />
      ) : queue && queue.items.length ? (
        <>
          {props.children}
          {queue.total > queue.pageSize ? (
            <Pagination
              value={props.page}
              onChange={props.onPage}
              total={Math.ceil(queue.total / queue.pageSize)}
              style={{ alignSelf: "center" }}
            />
          ) : null}
        </>
      ) : (
        <EmptyState title={props.empty} testId={props.emptyTestId} />
      )}
    </>
  );
}
