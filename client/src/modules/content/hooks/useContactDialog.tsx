import { useCallback } from "react";
import { useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { ContactDialog } from "../components/ContactDialog";

export const CONTACT_DIALOG_KIND = "contact";

/** Opens the contact dialog (footer e-mail icon, FAQ page). */
export function useContactDialog(): () => void {
  const dialogs = useDialogs();
  const intl = useIntl();
  return useCallback(() => {
    dialogs.open({
      kind: CONTACT_DIALOG_KIND,
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "contact.title" }),
      content: <ContactDialog />,
    });
  }, [dialogs, intl]);
}
