import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { Modal } from "@mantine/core";
import { useIntl } from "react-intl";
import { DIALOG_WIDTH_PX, MODAL_DIALOG_TYPE } from "@vitrine/schema";
import { useIsMobile } from "../ui/useIsMobile";
import { DialogContext, type DialogApi, type DialogOptions } from "./DialogContext";

/**
 * One dialog at a time (spec §2): DIALOG_WIDTH_PX wide above MOBILE_MAX_WIDTH_PX, full screen at or
 * below it; an outside click closes it unless its type is MODAL_DIALOG_TYPE.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const [dialog, setDialog] = useState<DialogOptions | null>(null);
  const [opened, setOpened] = useState(false);

  // The exit transition of a closed dialog can end after another dialog was opened (a quick
  // close-then-open, or a slow machine): its end must not wipe the new dialog's content.
  const openedRef = useRef(false);

  const open = useCallback((options: DialogOptions) => {
    openedRef.current = true;
    setDialog(options);
    setOpened(true);
  }, []);
  const close = useCallback(() => {
    openedRef.current = false;
    setOpened(false);
  }, []);

  const api = useMemo<DialogApi>(
    () => ({ open, close, openKind: opened && dialog ? dialog.kind : null }),
    [open, close, opened, dialog],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Modal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() => {
          if (!openedRef.current) setDialog(null);
        }}
        title={dialog?.title}
        size={DIALOG_WIDTH_PX}
        fullScreen={isMobile}
        centered={!isMobile}
        radius={isMobile ? 0 : "md"}
        closeOnClickOutside={dialog?.type !== MODAL_DIALOG_TYPE}
        closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
        overlayProps={{ backgroundOpacity: 0.6, blur: 3, "data-testid": "dialog-overlay" } as object}
        data-dialog-kind={dialog?.kind}
        data-dialog-type={dialog?.type}
      >
        {dialog?.content}
      </Modal>
    </DialogContext.Provider>
  );
}
