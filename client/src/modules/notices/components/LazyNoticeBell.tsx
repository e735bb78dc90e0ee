import { lazy, Suspense } from "react";
import { withChunkReload } from "../../../shared/chunkReload";

const Bell = lazy(withChunkReload(() => import("./NoticeBell").then((m) => ({ default: m.NoticeBell }))));

/**
 * The header's bell as a chunk of its own: only signed-in members render it, so a visitor's first
 * page carries none of its code (queries, the live subscription hook, the badge).
 */
export function LazyNoticeBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
