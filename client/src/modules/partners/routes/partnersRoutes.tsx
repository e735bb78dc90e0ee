import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const consentPage = withChunkReload(() => import("./PartnerConsentPage"));
const bindingsPage = withChunkReload(() => import("./PartnerBindingsPage"));
const staffPage = withChunkReload(() => import("./StaffPartnersPage"));

/** Signed-in members: the consent page partners send them to, and their bindings; staff: partner platforms. */
export const partnersSignedInRoutes: RouteObject[] = [
  {
    path: "partners/consent",
    handle: { name: "partners.route.consent" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await consentPage()).PartnerConsentPage }),
  },
  {
    // Static, so it wins over users/:publicId.
    path: "users/bindings",
    handle: { name: "partners.route.bindings" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await bindingsPage()).PartnerBindingsPage }),
  },
  {
    path: "admin/partners",
    handle: { name: "staff.partners.route" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffPartnersPage }),
  },
];
