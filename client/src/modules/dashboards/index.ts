/**
 * What other modules use from the dashboards module (operations dashboards and the queue board link).
 * The eagerly loaded app shell imports urls.ts directly, not this file.
 */
export { staffDashboardUrl, staffQueuesUrl, QUEUE_BOARD_HREF } from "./urls";
