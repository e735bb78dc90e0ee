import { lazy, Suspense, type ComponentProps } from "react";
import { Skeleton } from "@mantine/core";
import { withChunkReload } from "../../../../shared/chunkReload";

const loadScanner = withChunkReload(() => import("./QrScanner"));
const Scanner = lazy(() => loadScanner().then((m) => ({ default: m.QrScanner })));

/** The QR scanner, with jsqr, fetched when it is first shown (not with the page). */
export function LazyQrScanner(props: ComponentProps<typeof Scanner>) {
  return (
    <Suspense fallback={<Skeleton height={36} width={260} radius="md" />}>
      <Scanner {...props} />
    </Suspense>
  );
}
