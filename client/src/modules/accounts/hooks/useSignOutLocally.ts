import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { MeQuery } from "../graphql/viewer";

/**
 * Forgets everything the client holds for the signed-in user: the cache is emptied (nothing of one
 * account may show to the next person at this browser) and `me` reads null. Used by logout, by a
 * confirmed account deletion and by 1011 (session expired).
 */
export function useSignOutLocally(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.clearStore();
    client.writeQuery({ query: MeQuery, data: { me: null } });
  }, [client]);
}
