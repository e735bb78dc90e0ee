import type { ReactNode } from "react";
import { Pagination, Skeleton } from "@mantine/core";
import { ErrorState } from "./ErrorState";

/** What a paged list query answers (the gateway's PageOf types): one page of items and the total. */
export interface PageData<T> {
  items: readonly T[];
  total: number;
  /** Lists paged by limit and offset give their page size as the `pageSize` prop instead. */
  pageSize?: number;
}

/**
 * The states every paged list goes through, in one place: an error with retry while there is
 * nothing to show (a failed refresh keeps the page already shown), a skeleton on the first load,
 * the list's own empty line, else the items and a pager when there is more than one page. Each list
 * keeps its query, its frame (paper, title, filters) and how it renders items.
 */
export function PagedSection<T>({
  list,
  error,
  loading,
  onRetry,
  page,
  onPage,
  pageSize,
  empty,
  skeletonHeight = 100,
  renderError,
  children,
}: {
  list: PageData<T> | null | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  pageSize?: number;
  /** Shown when the page has no items (each list words it, and gives it its test id). */
  empty: ReactNode;
  skeletonHeight?: number;
  /** A list whose errors need their own wording (e.g. "not the administrator of this event"). */
  renderError?: (error: unknown, onRetry: () => void) => ReactNode;
  /** The items of the page. */
  children: (items: readonly T[]) => ReactNode;
}) {
  if (error && !list) {
    return renderError ? renderError(error, onRetry) : <ErrorState error={error} onRetry={onRetry} />;
  }
  if (loading && !list) return <Skeleton height={skeletonHeight} />;
  if (!list || list.items.length === 0) return <>{empty}</>;
  const size = list.pageSize ?? pageSize ?? list.items.length;
  return (
    <>
      {children(list.items)}
      {list.total > size ? (
        <Pagination total={Math.ceil(list.total / size)} value={page} onChange={onPage} size="sm" />
      ) : null}
    </>
  );
}
