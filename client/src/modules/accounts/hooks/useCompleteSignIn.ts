import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { MeQuery } from "../graphql/viewer";
import type { Viewer } from "./useViewer";

/** Puts a freshly signed-in viewer into the `me` query's cache entry, so every useViewer() sees it. */
export function useStoreViewer(): (viewer: Viewer) => void {
  const client = useApolloClient();
  return useCallback(
    (viewer: Viewer) => {
      // Results from the network carry __typename already; set it anyway so the entry normalizes.
      const me = { ...viewer, __typename: "Viewer" } as Viewer;
      client.writeQuery({ query: MeQuery, data: { me } });
    },
    [client],
  );
}

/**
 * The end of every sign-in path (password, 2FA, reset key, social): store the viewer, greet
 * (spec §4: 'login correct, welcome {nickname}') and close the dialog. Where to go next is up to the
 * page: /login follows its `redirect`, other pages stay where they are.
 */
export function useCompleteSignIn(): (viewer: Viewer) => void {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const dialogs = useDialogs();
  const storeViewer = useStoreViewer();
  return useCallback(
    (viewer: Viewer) => {
      storeViewer(viewer);
      snackbar.show(
        intl.formatMessage({ id: "accounts.login.welcome" }, { nickname: viewer.nickname }),
        "success",
      );
      dialogs.close();
    },
    [intl, snackbar, dialogs, storeViewer],
  );
}
