import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { MeQuery } from "../graphql/viewer";

/** Asks the gateway for `me` again (after an upload or a 2FA change) and updates every reader. */
export function useRefreshViewer(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.query({ query: MeQuery, fetchPolicy: "network-only" });
  }, [client]);
}
