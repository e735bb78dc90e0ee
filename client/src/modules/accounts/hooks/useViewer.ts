import { useQuery } from "@apollo/client/react";
import type { ViewerFieldsFragment } from "../../../gql/graphql";
import { MeQuery } from "../graphql/viewer";

export type Viewer = ViewerFieldsFragment;

export interface ViewerState {
  /** The signed-in user, or null for a visitor (also while loading). */
  viewer: Viewer | null;
  /** True until the first answer to `me` arrives. */
  loading: boolean;
  error: unknown;
}

/**
 * The session as the client knows it: the `me` query, cache-first so the header's first request
 * serves every later caller; sign-in paths write into it and logout clears it.
 */
export function useViewer(): ViewerState {
  const { data, loading, error } = useQuery(MeQuery, { fetchPolicy: "cache-first" });
  return { viewer: data?.me ?? null, loading: loading && !data, error };
}
