import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { MeQuery } from "../graphql/viewer";

/**
 * Forgets everything the client holds for the signed-in user: the cache is emptied (nothing of one
 * account may show to the next person at this browser), the mounted queries fetch again, and `me`
 * reads null whatever the server answered. Used by logout and by a confirmed account deletion.
 * resetStore, not clearStore: clearStore also drops the mounted queries' cache watches, so the
 * header would keep showing the old user.
 */
export function useSignOutLocally(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      await client.resetStore();
    } catch {
      // A refetch failed (gateway down): the cache is empty all the same.
    }
    client.writeQuery({ query: MeQuery, data: { me: null } });
  }, [client]);
}
