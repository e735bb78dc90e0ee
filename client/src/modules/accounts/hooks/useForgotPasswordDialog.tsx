import { useCallback } from "react";
import { useIntl } from "react-intl";
import { MODAL_DIALOG_TYPE } from "@vitrine/schema";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { accountDialogs } from "./accountDialogs";

export const FORGOT_PASSWORD_DIALOG_KIND = "forgotPassword";

/** Opens the two-step forgot-password dialog (type 1 for the same reason as register). */
export function useForgotPasswordDialog(): (options?: { email?: string }) => void {
  const dialogs = useDialogs();
  const intl = useIntl();
  return useCallback(
    (options: { email?: string } = {}) => {
      // A chunk of its own (with the other account dialogs), not part of the first page's JavaScript.
      accountDialogs.run(({ ForgotPasswordDialog }) =>
        dialogs.open({
          kind: FORGOT_PASSWORD_DIALOG_KIND,
          type: MODAL_DIALOG_TYPE,
          title: intl.formatMessage({ id: "accounts.forgot.title" }),
          content: <ForgotPasswordDialog initialEmail={options.email} />,
        }),
      );
    },
    [dialogs, intl],
  );
}
