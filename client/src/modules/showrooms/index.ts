/**
 * What other modules use from the showrooms module: its urls. The eagerly loaded app shell imports
 * urls.ts directly, not this file.
 */
export { myShowroomsUrl, showroomUrl, showroomsUrl, staffShowroomsUrl } from "./urls";
export { ShowroomGalleryQuery } from "./graphql/showrooms";
export { ShowroomCard } from "./components/ShowroomCard";
