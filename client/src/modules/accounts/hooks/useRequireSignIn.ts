import { useCallback } from "react";
import { useIntl } from "react-intl";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { useLoginDialog } from "./useLoginDialog";
import { useViewer } from "./useViewer";

/**
 * Runs `action` for a signed-in user; a visitor gets the 1010 behaviour instead (message and the
 * login dialog).
 */
export function useRequireSignIn() {
  const { viewer } = useViewer();
  const intl = useIntl();
  const snackbar = useSnackbar();
  const openLogin = useLoginDialog();
  return useCallback(
    (action: () => void) => {
      if (viewer) {
        action();
        return;
      }
      snackbar.show(intl.formatMessage({ id: "market.loginRequired" }), "error");
      openLogin();
    },
    [viewer, intl, snackbar, openLogin],
  );
}
