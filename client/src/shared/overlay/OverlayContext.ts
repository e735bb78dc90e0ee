import { createContext, useContext, type ReactNode } from "react";

export interface OverlayOptions {
  /** What the overlay shows ("about", later the digital-commodity explainers). */
  kind: string;
  title: ReactNode;
  content: ReactNode;
}

export interface OverlayApi {
  open: (options: OverlayOptions) => void;
  close: () => void;
}

export const OverlayContext = createContext<OverlayApi | null>(null);

export function useOverlay(): OverlayApi {
  const value = useContext(OverlayContext);
  if (!value) throw new Error("useOverlay must be used inside OverlayProvider");
  return value;
}
