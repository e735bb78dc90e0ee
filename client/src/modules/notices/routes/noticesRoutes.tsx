import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const noticePage = withChunkReload(() => import("./NoticePage"));
const staffBroadcastPage = withChunkReload(() => import("./StaffBroadcastPage"));

/**
 * Signed-in pages of the notices module: the notice centre (static users/notice, so it wins over
 * users/:publicId) and the staff's broadcast page in the staff area.
 */
export const noticesRoutes: RouteObject[] = [
  {
    path: "users/notice",
    handle: { name: "route.notice" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await noticePage()).NoticePage }),
  },
  {
    path: "admin/broadcast",
    handle: { name: "route.noticeBroadcast" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffBroadcastPage()).StaffBroadcastPage }),
  },
];
