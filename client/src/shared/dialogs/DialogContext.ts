import { createContext, useContext, type ReactNode } from "react";

/** Ordinary dialog type: closes on an outside click. MODAL_DIALOG_TYPE (1) does not. */
export const DEFAULT_DIALOG_TYPE = 0;

export interface DialogOptions {
  /** What the dialog is ("login", "contact", "tip"…), so callers can tell which one is open. */
  kind: string;
  /** Spec §2 dialog type: MODAL_DIALOG_TYPE (1) keeps the dialog open on an outside click. */
  type: number;
  title?: ReactNode;
  content: ReactNode;
}

export interface DialogApi {
  open: (options: DialogOptions) => void;
  close: () => void;
  /** The kind of the open dialog, or null. */
  openKind: string | null;
}

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const value = useContext(DialogContext);
  if (!value) throw new Error("useDialogs must be used inside DialogProvider");
  return value;
}
