/**
 * What other modules use from the business module: its url (the header's "business" item). The
 * eagerly loaded app shell imports urls.ts directly, not this file.
 */
export { businessUrl } from "./urls";
