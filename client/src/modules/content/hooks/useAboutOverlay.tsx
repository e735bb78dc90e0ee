import { lazy, useCallback } from "react";
import { useOverlay } from "../../../shared/overlay/OverlayContext";
import { Logo } from "../../../shared/ui/Logo";
import { withChunkReload } from "../../../shared/chunkReload";
import { OverlaySuspense } from "../../../shared/overlay/OverlaySuspense";

const AboutContent = lazy(
  withChunkReload(() => import("../components/AboutContent").then((m) => ({ default: m.AboutContent }))),
);

export const ABOUT_OVERLAY_KIND = "about";

/** Opens the full-screen About overlay (header nav, mobile drawer, footer). */
export function useAboutOverlay(): () => void {
  const overlay = useOverlay();
  return useCallback(() => {
    overlay.open({
      kind: ABOUT_OVERLAY_KIND,
      title: <Logo size={26} />,
      content: (
        <OverlaySuspense>
          <AboutContent />
        </OverlaySuspense>
      ),
    });
  }, [overlay]);
}
