import { useCallback } from "react";
import { useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { preloadDialogFrame } from "../../../shared/dialogs/DialogProvider";
import { withChunkReload } from "../../../shared/chunkReload";
import { lazyModule } from "../../../shared/preloadable";

// The dialog is a chunk of its own, fetched at the first opening (it opens once it is here): it is
// not part of the first page's JavaScript.
const contactDialog = lazyModule(
  withChunkReload(() => {
    preloadDialogFrame();
    return import("../components/ContactDialog");
  }),
);

export const CONTACT_DIALOG_KIND = "contact";

/** Opens the contact dialog (footer e-mail icon, FAQ page). */
export function useContactDialog(): () => void {
  const dialogs = useDialogs();
  const intl = useIntl();
  return useCallback(() => {
    contactDialog.run(({ ContactDialog }) =>
      dialogs.open({
        kind: CONTACT_DIALOG_KIND,
        type: DEFAULT_DIALOG_TYPE,
        title: intl.formatMessage({ id: "contact.title" }),
        content: <ContactDialog />,
      }),
    );
  }, [dialogs, intl]);
}
