import { useCallback } from "react";
import { useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../shared/dialogs/DialogContext";
import { LoginDialog } from "./LoginDialog";

export const LOGIN_DIALOG_KIND = "login";

/** Opens the dialog system's "login" dialog (header button, error behaviours 1010/1011/1038…). */
export function useLoginDialog(): () => void {
  const dialogs = useDialogs();
  const intl = useIntl();
  return useCallback(() => {
    dialogs.open({
      kind: LOGIN_DIALOG_KIND,
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "accounts.login.title" }),
      content: <LoginDialog />,
    });
  }, [dialogs, intl]);
}
