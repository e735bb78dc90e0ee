import { lazy, useCallback } from "react";
import { FormattedMessage } from "react-intl";
import { useOverlay } from "../overlay/OverlayContext";
import { withChunkReload } from "../chunkReload";
import { OverlaySuspense } from "../overlay/OverlaySuspense";

const CommodityExplainer = lazy(
  withChunkReload(() => import("./CommodityExplainer").then((m) => ({ default: m.CommodityExplainer }))),
);

export const COMMODITY_OVERLAY_KIND = "digital-commodity";

/** Opens the full-screen "What is a digital commodity?" overlay (footer, product and card pages). */
export function useCommodityExplainer(): () => void {
  const overlay = useOverlay();
  return useCallback(() => {
    overlay.open({
      kind: COMMODITY_OVERLAY_KIND,
      title: <FormattedMessage id="shell.explainer.title" />,
      content: (
        <OverlaySuspense>
          <CommodityExplainer onClose={overlay.close} />
        </OverlaySuspense>
      ),
    });
  }, [overlay]);
}
