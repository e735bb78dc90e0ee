import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const boardPage = withChunkReload(() => import("./CelebrityBoardPage"));
const celebrityPage = withChunkReload(() => import("./CelebrityPage"));
const staffPage = withChunkReload(() => import("./StaffCelebritiesPage"));

/** The board and a celebrity's page: open to visitors (liking asks them to sign in). */
export const celebritiesPublicRoutes: RouteObject[] = [
  {
    path: "celebrities",
    handle: { name: "route.celebrities" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await boardPage()).CelebrityBoardPage }),
  },
  {
    path: "celebrities/:id",
    handle: { name: "route.celebrity" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await celebrityPage()).CelebrityPage }),
  },
];

/** Staff: celebrities and their texts. */
export const celebritiesStaffRoutes: RouteObject[] = [
  {
    path: "admin/celebrities",
    handle: { name: "route.celebritiesStaff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffCelebritiesPage }),
  },
];
