import { lazy, Suspense, useCallback } from "react";
import { Center, Loader } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useOverlay } from "../overlay/OverlayContext";
import { withChunkReload } from "../chunkReload";

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
        <Suspense
          fallback={
            <Center py="xl">
              <Loader type="dots" />
            </Center>
          }
        >
          <CommodityExplainer onClose={overlay.close} />
        </Suspense>
      ),
    });
  }, [overlay]);
}
