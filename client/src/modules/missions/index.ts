/**
 * What other modules use from the missions module (missions and Jpower). The eagerly loaded app shell
 * imports urls.ts directly, not this file.
 */
export { missionsUrl, staffMissionsUrl } from "./urls";
export { JpowerBadge } from "./components/JpowerBadge";
