import { SealedBox, sealedBoxOf, type SealedKind } from "../../../shared/sealed-box.js";

/**
 * Seals KYC ID numbers at rest with AES-256-GCM under a key derived (HKDF-SHA256) from
 * KYC_ENCRYPTION_KEY with its own info string, so a database dump alone does not reveal them and
 * the key is never the one that protects anything else. Format: k2.<key id>.<iv>.<tag>.<ciphertext>,
 * base64url parts (a 32-character ID number seals to about 115 characters). The key id names the
 * master key that sealed it, so after a rotation the previous keys (KYC_ENCRYPTION_KEY_PREVIOUS)
 * still open old rows and the sweeper re-seals them under the current key. Rows sealed before key
 * ids (k1.<iv>.<tag>.<ciphertext>) are opened by trying each configured key. The box itself is the
 * shared one (shared/sealed-box.ts); this kind's parameters fix the format of the stored rows.
 */
export const KYC_ID_KIND: SealedKind = {
  purpose: "kyc-id-number",
  keyIdLabel: "vitrine-kyc-id-key-id:",
  tag: "k2",
  legacyTag: "k1",
  what: "ID number",
  previousKeysSetting: "KYC_ENCRYPTION_KEY_PREVIOUS",
};

export class KycIdBox extends SealedBox {
  constructor(masterKey: string, previousKeys: readonly string[] = []) {
    super(KYC_ID_KIND, masterKey, previousKeys);
  }
}

/** The configured keys: the current one, and the previous ones that still open old rows. */
export interface KycIdKeys {
  KYC_ENCRYPTION_KEY: string;
  KYC_ENCRYPTION_KEY_PREVIOUS?: readonly string[];
}

/** One box per key set (HKDF once per process, not per request). A bare key opens only its own rows. */
export function kycIdBox(keys: string | KycIdKeys): SealedBox {
  const [current, previous] =
    typeof keys === "string" ? [keys, []] : [keys.KYC_ENCRYPTION_KEY, keys.KYC_ENCRYPTION_KEY_PREVIOUS ?? []];
  return sealedBoxOf(KYC_ID_KIND, current, previous);
}

/** What the member sees of their ID number: its last four characters. */
export function idNumberHint(idNumber: string): string {
  return idNumber.slice(-4);
}
