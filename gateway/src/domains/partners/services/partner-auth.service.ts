import type { PartnerScope } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { digestsEqual, sha256Hex } from "../../../shared/crypto.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findPartnerByKeyHash } from "../repo/partner.repo.js";
import { parseScopes } from "./partner-view.js";
import { bearerKey } from "./signing.js";

/** A partner platform calling with its API key: neither a member nor staff. */
export interface PartnerCaller {
  id: string;
  name: string;
  scopes: PartnerScope[];
  publisherId: string | null;
}

/**
 * The partner whose key is in the `Authorization: Bearer vpk_…` header. The key is looked up by its
 * sha256 (current key, or the previous one inside its rotation overlap) and the stored digest is
 * compared in constant time. No key, an unknown one or a switched-off partner: PARTNER_KEY_INVALID.
 */
export async function authenticatePartner(
  deps: Pick<AppDeps, "dataSource">,
  authorization: string | undefined,
): Promise<PartnerCaller> {
  const key = bearerKey(authorization);
  if (!key) throw new DomainError("PARTNER_KEY_INVALID");
  const hash = sha256Hex(key);
  const row = await findPartnerByKeyHash(deps.dataSource.manager, hash);
  const stored = row && (digestsEqual(row.key_hash, hash) ? row.key_hash : row.previous_key_hash);
  if (!row || !stored || !digestsEqual(stored, hash)) throw new DomainError("PARTNER_KEY_INVALID");
  return {
    id: String(row.id),
    name: row.name,
    scopes: parseScopes(row.scopes),
    publisherId: row.publisher_id === null ? null : String(row.publisher_id),
  };
}

/** PARTNER_SCOPE_MISSING unless the partner was given `scope`. */
export function requireScope(partner: PartnerCaller, scope: PartnerScope): void {
  if (!partner.scopes.includes(scope)) throw new DomainError("PARTNER_SCOPE_MISSING", { scope });
}
