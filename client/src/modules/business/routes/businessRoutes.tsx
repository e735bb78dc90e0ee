import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const businessPage = withChunkReload(() => import("./BusinessPage"));
const staffApplicationsPage = withChunkReload(() => import("./StaffApplicationsPage"));

/** The business-services page: open to visitors (the form asks them to sign in). */
export const businessPublicRoutes: RouteObject[] = [
  {
    path: "business",
    handle: { name: "route.business" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await businessPage()).BusinessPage }),
  },
];

/** The staff queue of issuer applications. */
export const businessSignedInRoutes: RouteObject[] = [
  {
    path: "admin/applications",
    handle: { name: "route.staffApplications" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffApplicationsPage()).StaffApplicationsPage }),
  },
];
