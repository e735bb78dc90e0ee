import { Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { withChunkReload } from "../chunkReload";
import { preloadable } from "../preloadable";
import { OverlayContext, type OverlayApi, type OverlayOptions } from "./OverlayContext";

// The frame (Mantine's Modal) is fetched at the first opening, not with the first page.
const overlayModal = preloadable(withChunkReload(() => import("./OverlayModal").then((m) => m.OverlayModal)));

/** Fetches the overlay frame now. */
export const preloadOverlayFrame = () => overlayModal.preload();

/** Full-screen overlays (spec §2: about-us and explainers), separate from the 560 px dialogs. */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const [overlay, setOverlay] = useState<OverlayOptions | null>(null);
  const [opened, setOpened] = useState(false);
  // The frame mounts at the first opening and stays (so later ones animate in and out).
  const [used, setUsed] = useState(false);

  const open = useCallback((options: OverlayOptions) => {
    setUsed(true);
    setOverlay(options);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const api = useMemo<OverlayApi>(() => ({ open, close }), [open, close]);

  return (
    <OverlayContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <overlayModal.Component
            overlay={overlay}
            opened={opened}
            onClose={close}
            onExited={() => setOverlay(null)}
          />
        </Suspense>
      )}
    </OverlayContext.Provider>
  );
}
