import { useState } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { WithdrawalStatus } from "../../../gql/graphql";

/** Which status a queue shows and which page of it: picking another status goes back to page 1. */
export function useQueueFilter() {
  const [status, setStatus] = useState<WithdrawalStatus>("REVIEW");
  const [page, setPage] = useState(1);
  return { status, setStatus, page, setPage };
}

/**
 * One withdrawal queue (USDT or cards: only the query and how to pick the page out of its data
 * differ): one page in the chosen status, fetched fresh; the result spreads into `QueueFrame`.
 */
export function useWithdrawalQueue<TData, T>(
  query: TypedDocumentNode<TData, { status?: WithdrawalStatus | null; page?: number | null }>,
  pick: (data: TData | undefined) => { total: number; pageSize: number; items: T[] } | undefined,
) {
  const filter = useQueueFilter();
  const { data, loading, error, refetch } = useQuery(query, {
    variables: { status: filter.status, page: filter.page },
    fetchPolicy: "cache-and-network",
  });
  return { filter, queue: pick(data), error, loading, refetch: () => void refetch() };
}
