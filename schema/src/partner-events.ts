/**
 * Webhook event types sent to partners for their bound members (docs/PARTNERS.md). Kept outside
 * rules/: they are wire names, not message keys, though they are dotted like one.
 */
export const PARTNER_EVENT_TYPES = ["card.received", "trade", "deposit.credited"] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];
