import { useCallback } from "react";
import { useIntl } from "react-intl";
import { MODAL_DIALOG_TYPE } from "@vitrine/schema";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { accountDialogs } from "./accountDialogs";

export const REGISTER_DIALOG_KIND = "register";

export interface RegisterDialogOptions {
  email?: string;
  referralCode?: string;
}

/**
 * Opens the three-step register dialog. Type 1 (MODAL_DIALOG_TYPE): a stray click outside must not
 * throw away a half-filled form and a running code countdown.
 */
export function useRegisterDialog(): (options?: RegisterDialogOptions) => void {
  const dialogs = useDialogs();
  const intl = useIntl();
  return useCallback(
    (options: RegisterDialogOptions = {}) => {
      // A chunk of its own (with the other account dialogs), not part of the first page's JavaScript.
      accountDialogs.run(({ RegisterDialog }) =>
        dialogs.open({
          kind: REGISTER_DIALOG_KIND,
          type: MODAL_DIALOG_TYPE,
          title: intl.formatMessage({ id: "accounts.register.title" }),
          content: <RegisterDialog initialEmail={options.email} referralCode={options.referralCode} />,
        }),
      );
    },
    [dialogs, intl],
  );
}
