/**
 * Each language's catalogue (src/locales/<lang>.json) is shipped in two parts: the site's messages,
 * loaded with the first page, and the staff pages' messages, loaded by the routes that show them (the
 * staff console, /admin, and the issuers' missions page). The split is made at build time from the
 * one file per language (vite.config.messages.ts), so keys never move between files.
 */
export type MessagePart = "site" | "staff";

export const MESSAGE_PARTS: readonly MessagePart[] = ["site", "staff"];

/**
 * Prefixes of the staff pages' message ids. A collector never sees these texts (about 30% of each
 * catalogue), so they stay out of the chunk every visitor downloads:
 * - `staff.`: the staff console's pages, navigation and dialogs;
 * - `dashboards.`: the operations dashboard and the queue board (console pages);
 * - `<module>.staff.` (such as `redeem.staff.`, `partners.staff.`): a module's staff texts kept
 *   beside its other messages.
 * Texts a visitor may see on a site page (route names, the account menu's staff entry, the event
 * administrators' `redeem.admin.*` panel) are named otherwise and stay in the site part.
 */
export const STAFF_MESSAGE_PREFIXES = ["staff.", "dashboards.", /^[A-Za-z]+\.staff\./] as const;

/** Whether `id` belongs to the staff part of the catalogue (the one rule deciding the split). */
export function isStaffMessageId(id: string): boolean {
  return STAFF_MESSAGE_PREFIXES.some((prefix) =>
    typeof prefix === "string" ? id.startsWith(prefix) : prefix.test(id),
  );
}

/** The messages of one part of a catalogue, in the file's order. */
export function messagePart(catalogue: Record<string, string>, part: MessagePart): Record<string, string> {
  const staff = part === "staff";
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => isStaffMessageId(id) === staff));
}
