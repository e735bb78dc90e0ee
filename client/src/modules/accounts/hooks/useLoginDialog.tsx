import { useCallback } from "react";
import { useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { accountDialogs } from "./accountDialogs";

export const LOGIN_DIALOG_KIND = "login";

export interface LoginDialogOptions {
  /** Prefills the e-mail (after a password reset, from the register dialog). */
  email?: string;
  /** Opens at the 2FA step of a login that already passed its first factor (social login). */
  challenge?: string;
}

/** Opens the "login" dialog (header button, /login, error behaviours 1010/1011/1038…). */
export function useLoginDialog(): (options?: LoginDialogOptions) => void {
  const dialogs = useDialogs();
  const intl = useIntl();
  return useCallback(
    (options: LoginDialogOptions = {}) => {
      // A chunk of its own (with the other account dialogs), not part of the first page's JavaScript.
      accountDialogs.run(({ LoginDialog }) =>
        dialogs.open({
          kind: LOGIN_DIALOG_KIND,
          type: DEFAULT_DIALOG_TYPE,
          title: intl.formatMessage({ id: "accounts.login.title" }),
          content: <LoginDialog initialEmail={options.email} challenge={options.challenge} />,
        }),
      );
    },
    [dialogs, intl],
  );
}
