import type { Locale } from "@vitrine/schema";

/** Staff (admin, finance): sales, volume, wallet flows, members and KYC per GMT+8 day or week. */
export const staffDashboardUrl = (locale: Locale) => `/${locale}/admin/dashboard`;
/** Staff (admin): the page that opens the queue board. */
export const staffQueuesUrl = (locale: Locale) => `/${locale}/admin/queues-board`;
/** The queue board itself, served by the gateway (no language prefix). */
export const QUEUE_BOARD_HREF = "/admin/queues";
