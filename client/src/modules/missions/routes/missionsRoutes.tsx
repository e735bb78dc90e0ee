import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";
import { staffMessagesLoader } from "../../../shared/i18n/messages";

const missionsPage = withChunkReload(() => import("./MissionsPage"));
const staffPage = withChunkReload(() => import("./StaffMissionsPage"));
const issuerPage = withChunkReload(() => import("./IssuerMissionsPage"));

/** The member's missions (spec §2 users/mission), the issuers' and the staff page: signed-in only. */
export const missionsRoutes: RouteObject[] = [
  {
    path: "users/mission",
    handle: { name: "missions.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await missionsPage()).MissionsPage }),
  },
  {
    path: "users/mission/issuer",
    handle: { name: "missions.issuer.title" } satisfies RouteHandle,
    // Issuers manage their missions with the staff page's form and list (staff.missions.* texts).
    loader: staffMessagesLoader,
    lazy: async () => ({ Component: (await issuerPage()).IssuerMissionsPage }),
  },
  {
    path: "admin/missions",
    handle: { name: "staff.missions.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffMissionsPage }),
  },
];
