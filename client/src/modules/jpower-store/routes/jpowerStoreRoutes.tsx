import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const storePage = withChunkReload(() => import("./StorePage"));
const buyPage = withChunkReload(() => import("./BuyPage"));
const successPage = withChunkReload(() => import("./BuySuccessPage"));
const staffPage = withChunkReload(() => import("./StaffStorePage"));

/** The store, buying, the success page (spec §2) and the staff page: signed-in only. */
export const jpowerStoreRoutes: RouteObject[] = [
  {
    path: "users/jpowerStore",
    handle: { name: "store.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await storePage()).StorePage }),
  },
  {
    path: "users/jpowerStore/orders",
    handle: { name: "store.tab.orders" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await storePage()).StorePage }),
  },
  {
    path: "jpowerStore/buy/success",
    handle: { name: "store.success.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await successPage()).BuySuccessPage }),
  },
  {
    path: "jpowerStore/buy/:itemId",
    handle: { name: "store.buy.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await buyPage()).BuyPage }),
  },
  {
    path: "admin/store",
    handle: { name: "staff.store.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffStorePage }),
  },
  {
    path: "admin/store/orders",
    handle: { name: "staff.store.ordersTitle" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffStorePage }),
  },
];
