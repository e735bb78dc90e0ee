import type { Locale } from "@vitrine/schema";

/** A room's public page (published rooms; the owner sees theirs in any state). */
export const showroomUrl = (locale: Locale, id: string) => `/${locale}/showroom/${encodeURIComponent(id)}`;
/** The gallery of published rooms. */
export const showroomsUrl = (locale: Locale) => `/${locale}/showrooms`;
/** The member's own rooms: create, edit, fill slots, delete. */
export const myShowroomsUrl = (locale: Locale) => `/${locale}/users/showrooms`;
/** Staff: room templates and take-downs. */
export const staffShowroomsUrl = (locale: Locale) => `/${locale}/admin/showrooms`;
