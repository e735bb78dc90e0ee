import { PARTNER_SCOPES, type PartnerScope } from "@vitrine/schema";
import type { PartnerRow } from "../repo/partner.repo.js";

/** A partner as staff see it (never the key or the secret: those are shown once). */
export interface PartnerView {
  id: string;
  name: string;
  scopes: PartnerScope[];
  callbackUrl: string;
  keyPrefix: string;
  previousKeyUntil: Date | null;
  publisherId: string | null;
  active: boolean;
  version: number;
  createdAt: Date;
}

export function parseScopes(text: string): PartnerScope[] {
  const set = new Set(text.split(",").filter(Boolean));
  return PARTNER_SCOPES.filter((s) => set.has(s));
}

export function toPartnerView(row: PartnerRow): PartnerView {
  const until = row.previous_key_until;
  return {
    id: String(row.id),
    name: row.name,
    scopes: parseScopes(row.scopes),
    callbackUrl: row.callback_url,
    keyPrefix: row.key_prefix,
    previousKeyUntil: until && until.getTime() > Date.now() ? until : null,
    publisherId: row.publisher_id === null ? null : String(row.publisher_id),
    active: Boolean(Number(row.active)),
    version: Number(row.version),
    createdAt: row.created_at,
  };
}
