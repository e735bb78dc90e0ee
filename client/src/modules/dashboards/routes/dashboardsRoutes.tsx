import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const dashboardPage = withChunkReload(() => import("./StaffDashboardPage"));
const queuesPage = withChunkReload(() => import("./StaffQueuesPage"));

/** Staff: the operations dashboard and the page that opens the queue board. */
export const dashboardsStaffRoutes: RouteObject[] = [
  {
    path: "admin/dashboard",
    handle: { name: "dashboards.route.dashboard" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await dashboardPage()).StaffDashboardPage }),
  },
  {
    path: "admin/queues-board",
    handle: { name: "dashboards.route.queues" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await queuesPage()).StaffQueuesPage }),
  },
];
