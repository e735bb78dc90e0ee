import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const listPage = withChunkReload(() => import("./CampaignsPage"));
const campaignPage = withChunkReload(() => import("./CampaignPage"));
const collectPage = withChunkReload(() => import("./CollectStampPage"));
const staffPage = withChunkReload(() => import("./StaffCampaignsPage"));

/** The campaign list and a campaign's page: open to visitors (collecting asks them to sign in). */
export const stampsPublicRoutes: RouteObject[] = [
  {
    path: "campaigns",
    handle: { name: "stamps.route.list" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await listPage()).CampaignsPage }),
  },
  {
    path: "campaign/:id",
    handle: { name: "stamps.route.campaign" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await campaignPage()).CampaignPage }),
  },
];

/** A venue QR's link (signed in) and the staff campaigns page. */
export const stampsSignedInRoutes: RouteObject[] = [
  {
    path: "campaign/:id/stamp",
    handle: { name: "stamps.route.collect" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await collectPage()).CollectStampPage }),
  },
  {
    path: "admin/campaigns",
    handle: { name: "staff.stamps.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffCampaignsPage }),
  },
];
