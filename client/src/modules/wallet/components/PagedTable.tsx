import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { Anchor, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { WithdrawalStatus } from "../../../gql/graphql";
import { PagedSection, type PageData } from "../../../shared/ui/PagedSection";
import { CopyText, shortHash } from "../../../shared/ui/CopyText";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { WithdrawalStatusBadge } from "./StatusBadge";
import { ZonedTime } from "../../../shared/time/ZonedTime";

/*
 * The member's record lists (USDT deposits and withdrawals, card withdrawals, gifts) all load one
 * page at a time and go through the same states: an error with retry, a skeleton, one dimmed line
 * when there is nothing, else a table (one card a row on phones) with a pager. They share this frame so the four
 * lists look and behave alike; each keeps its own query, columns and rows.
 */

/** While a deposit confirms or a withdrawal moves through review and sending, the list refreshes. */
export const RECORDS_POLL_MS = 10_000;

/** Starts polling while `pending` is true and stops once nothing is in flight. */
export function usePollWhile(pending: boolean, startPolling: (ms: number) => void, stopPolling: () => void) {
  useEffect(() => {
    if (!pending) return;
    startPolling(RECORDS_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
}

/** Withdrawals still on their way (under review, approved, sending): their list keeps polling. */
export const OPEN_WITHDRAWAL: ReadonlySet<string> = new Set(["REVIEW", "APPROVED", "SENDING"]);

/**
 * One page of a member's records, fetched fresh (cache first) and polled while any item is still
 * `inFlight`; the result spreads into `PagedTable`.
 */
export function usePagedRecords<TData, T>(
  query: TypedDocumentNode<TData, { page?: number | null }>,
  pick: (data: TData | undefined) => PageOf<T> | undefined,
  inFlight?: (item: T) => boolean,
) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(query, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const list = pick(data);
  usePollWhile(Boolean(inFlight && list?.items.some(inFlight)), startPolling, stopPolling);
  return { list, error, loading, onRetry: () => void refetch(), page, onPage: setPage };
}

type PageOf<T> = PageData<T>;

export function PagedTable<T>({
  list,
  error,
  loading,
  onRetry,
  page,
  onPage,
  emptyId,
  emptyTestId,
  tableTestId,
  minWidth,
  columns,
  rowKey,
  rowTestId,
}: {
  list: PageOf<T> | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** Message id and test id of the line shown when the list is empty. */
  emptyId: string;
  emptyTestId: string;
  tableTestId: string;
  minWidth: number;
  columns: readonly DataColumn<T>[];
  rowKey: (item: T) => string;
  rowTestId: string;
}) {
  return (
    <Stack gap="sm">
      <PagedSection
        list={list}
        error={error}
        loading={loading}
        onRetry={onRetry}
        page={page}
        onPage={onPage}
        skeletonHeight={120}
        empty={
          <Text c="dimmed" ta="center" py="lg" data-testid={emptyTestId}>
            <FormattedMessage id={emptyId} />
          </Text>
        }
      >
        {(items) => (
          <DataTable
            framed={false}
            highlightOnHover={false}
            testId={tableTestId}
            minWidth={minWidth}
            columns={columns}
            rows={items}
            rowKey={rowKey}
            rowTestId={rowTestId}
          />
        )}
      </PagedSection>
    </Stack>
  );
}

/**
 * The first column of every record list: when it happened. With `to` it is the link to the record's
 * own page (a withdrawal's details), so the row opens it.
 */
export function DateCell({ value, to, testId }: { value: string; to?: string; testId?: string }) {
  const date = <ZonedTime value={value} />;
  return to ? (
    <Anchor component={Link} to={to} data-testid={testId}>
      {date}
    </Anchor>
  ) : (
    date
  );
}

/** A withdrawal's status, with the transaction once sent or the reason once failed. */
export function WithdrawalStatusCell({
  status,
  txHash,
  failureReason,
  txTestId,
  failureTestId,
}: {
  status: WithdrawalStatus;
  txHash?: string | null;
  failureReason?: string | null;
  txTestId: string;
  failureTestId?: string;
}) {
  return (
    <Stack gap={4}>
      <WithdrawalStatusBadge status={status} />
      {status === "SENT" && txHash ? (
        <CopyText value={txHash} display={shortHash(txHash, 8, 6)} testId={txTestId} />
      ) : null}
      {status === "FAILED" && failureReason ? (
        <Text size="xs" c="red.4" data-testid={failureTestId}>
          {failureReason}
        </Text>
      ) : null}
    </Stack>
  );
}
