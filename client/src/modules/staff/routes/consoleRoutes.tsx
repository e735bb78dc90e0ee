import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

// Each console page is a chunk of its own, loaded when its route is opened.
const releases = withChunkReload(() => import("./StaffReleasesPage"));
const fusion = withChunkReload(() => import("./StaffFusionPage"));
const jpointService = withChunkReload(() => import("./StaffJpointServicePage"));
const jpointRefunds = withChunkReload(() => import("./StaffJpointRefundsPage"));
const latePaid = withChunkReload(() => import("./StaffLatePaidPage"));
const restore = withChunkReload(() => import("./StaffRestorePage"));
const twoFactorReset = withChunkReload(() => import("./StaffTwoFactorResetPage"));
const paymentRefunds = withChunkReload(() => import("./StaffPaymentRefundsPage"));
const listings = withChunkReload(() => import("./StaffListingsPage"));
const member = withChunkReload(() => import("./StaffMemberPage"));

/** The staff console's pages for operations that had none (issue 18), under /{lang}/admin. */
export const consolePageRoutes: RouteObject[] = [
  {
    path: "releases",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await releases()).StaffReleasesPage }),
  },
  {
    path: "fusion",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await fusion()).StaffFusionPage }),
  },
  {
    path: "jpoint-service",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await jpointService()).StaffJpointServicePage }),
  },
  {
    path: "jpoint-refunds",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await jpointRefunds()).StaffJpointRefundsPage }),
  },
  {
    path: "late-paid",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await latePaid()).StaffLatePaidPage }),
  },
  {
    path: "restore",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await restore()).StaffRestorePage }),
  },
  {
    path: "two-factor-reset",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await twoFactorReset()).StaffTwoFactorResetPage }),
  },
  {
    path: "payment-refunds",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await paymentRefunds()).StaffPaymentRefundsPage }),
  },
  {
    path: "listings",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await listings()).StaffListingsPage }),
  },
  {
    path: "member",
    handle: { name: "route.staff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await member()).StaffMemberPage }),
  },
];
