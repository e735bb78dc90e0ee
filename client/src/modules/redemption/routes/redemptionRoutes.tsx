import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

// Each page is a chunk of its own, loaded when its route is opened.
const redeemPage = withChunkReload(() => import("./RedeemPage"));
const redeemAdminPage = withChunkReload(() => import("./RedeemAdminPage"));
const redeemAdminEventPage = withChunkReload(() => import("./RedeemAdminEventPage"));
const redeemCodesPrintPage = withChunkReload(() => import("./RedeemCodesPrintPage"));
const staffEventsPage = withChunkReload(() => import("./StaffEventsPage"));

const redeem: Omit<RouteObject, "path" | "index" | "children"> = {
  handle: { name: "route.redeem" } satisfies RouteHandle,
  lazy: async () => ({ Component: (await redeemPage()).RedeemPage }),
};

/**
 * Signed-in pages of the redemption module: the redeem zone (spec §2 users/{userAddress?}/redeem,
 * always the member's own; static, so it wins over users/:publicId), the event administrator's panel
 * (the events, one event, its print sheet) and the staff's events page in the staff area.
 */
export const redemptionRoutes: RouteObject[] = [
  { path: "users/redeem", ...redeem },
  { path: "users/:userAddress/redeem", ...redeem },
  {
    path: "redeem-admin",
    handle: { name: "route.redeemAdmin" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await redeemAdminPage()).RedeemAdminPage }),
  },
  {
    path: "redeem-admin/:eventId",
    handle: { name: "route.redeemAdminEvent" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await redeemAdminEventPage()).RedeemAdminEventPage }),
  },
  {
    path: "redeem-admin/:eventId/print",
    handle: { name: "route.redeemCodesPrint" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await redeemCodesPrintPage()).RedeemCodesPrintPage }),
  },
  {
    path: "admin/events",
    handle: { name: "route.staffEvents" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffEventsPage()).StaffEventsPage }),
  },
];
