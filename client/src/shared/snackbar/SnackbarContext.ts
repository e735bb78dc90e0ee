import { createContext, useContext, type ReactNode } from "react";

export type SnackbarTone = "info" | "success" | "error";

export interface SnackbarApi {
  /** Shows a short notice for SNACKBAR_MS; a new notice replaces the current one. */
  show: (message: ReactNode, tone?: SnackbarTone) => void;
  hide: () => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const value = useContext(SnackbarContext);
  if (!value) throw new Error("useSnackbar must be used inside SnackbarProvider");
  return value;
}
