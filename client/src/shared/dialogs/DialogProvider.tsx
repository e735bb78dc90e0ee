import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { withChunkReload } from "../chunkReload";
import { preloadable } from "../preloadable";
import { DialogContext, type DialogApi, type DialogOptions } from "./DialogContext";

// The frame (Mantine's Modal) is fetched at the first opening, not with the first page.
const dialogModal = preloadable(withChunkReload(() => import("./DialogModal").then((m) => m.DialogModal)));

/** Fetches the dialog frame now: for a dialog whose content is itself being fetched. */
export const preloadDialogFrame = () => void dialogModal.preload().catch(() => undefined);
/** The same, for whoever waits for it (the client tests' setup). */
export const loadDialogFrame = () => dialogModal.preload();

/**
 * One dialog at a time (spec §2): DIALOG_WIDTH_PX wide above MOBILE_MAX_WIDTH_PX, full screen at or
 * below it; an outside click closes it unless its type is MODAL_DIALOG_TYPE.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<DialogOptions | null>(null);
  const [opened, setOpened] = useState(false);
  // The frame mounts at the first opening and stays (so later ones animate in and out).
  const [used, setUsed] = useState(false);

  // The exit transition of a closed dialog can end after another dialog was opened (a quick
  // close-then-open, or a slow machine): its end must not wipe the new dialog's content.
  const openedRef = useRef(false);

  const open = useCallback((options: DialogOptions) => {
    openedRef.current = true;
    setUsed(true);
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
      {used && (
        <Suspense fallback={null}>
          <dialogModal.Component
            dialog={dialog}
            opened={opened}
            onClose={close}
            onExited={() => {
              if (!openedRef.current) setDialog(null);
            }}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
