import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

// Each page is a chunk of its own, loaded when its route is opened.
const showroomPage = withChunkReload(() => import("./ShowroomPage"));
const galleryPage = withChunkReload(() => import("./ShowroomGalleryPage"));
const myShowroomsPage = withChunkReload(() => import("./MyShowroomsPage"));
const staffShowroomsPage = withChunkReload(() => import("./StaffShowroomsPage"));

/** Public pages: a published room and the gallery of rooms. */
export const showroomsPublicRoutes: RouteObject[] = [
  {
    path: "showroom/:id",
    handle: { name: "route.showroom" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await showroomPage()).ShowroomPage }),
  },
  {
    path: "showrooms",
    handle: { name: "route.showroomGallery" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await galleryPage()).ShowroomGalleryPage }),
  },
];

/** Signed-in pages: the member's own rooms (Jallery needed) and the staff's templates and take-downs. */
export const showroomsSignedInRoutes: RouteObject[] = [
  {
    path: "users/showrooms",
    handle: { name: "route.showroomMine" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await myShowroomsPage()).MyShowroomsPage }),
  },
  {
    path: "admin/showrooms",
    handle: { name: "route.showroomStaff" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffShowroomsPage()).StaffShowroomsPage }),
  },
];
