import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals KYC ID numbers at rest with AES-256-GCM under a key derived (HKDF-SHA256) from
 * KYC_ENCRYPTION_KEY with its own info string, so a database dump alone does not reveal them and
 * the key is never the one that protects anything else. Format: k2.<key id>.<iv>.<tag>.<ciphertext>,
 * base64url parts (a 32-character ID number seals to about 115 characters). The key id names the
 * master key that sealed it, so after a rotation the previous keys (KYC_ENCRYPTION_KEY_PREVIOUS)
 * still open old rows and the sweeper re-seals them under the current key. Rows sealed before key
 * ids (k1.<iv>.<tag>.<ciphertext>) are opened by trying each configured key.
 */

interface IdKey {
  id: string;
  key: Buffer;
}

function idKeyOf(masterKey: string): IdKey {
  const key = Buffer.from(hkdfSync("sha256", masterKey, "vitrine", "kyc-id-number", 32));
  const id = createHash("sha256").update("vitrine-kyc-id-key-id:").update(key).digest("hex").slice(0, 12);
  return { id, key };
}

function openWith(key: Buffer, iv: string, tag: string, data: string): string {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export class KycIdBox {
  private readonly current: IdKey;
  private readonly keys: IdKey[];

  constructor(masterKey: string, previousKeys: readonly string[] = []) {
    this.keys = [masterKey, ...previousKeys].map(idKeyOf);
    this.current = this.keys[0]!;
  }

  /** The id of the current key: a row sealed under it starts with `k2.<id>.`. */
  get currentKeyId(): string {
    return this.current.id;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.current.key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [
      "k2",
      this.current.id,
      ...[iv, cipher.getAuthTag(), data].map((p) => p.toString("base64url")),
    ].join(".");
  }

  open(sealed: string): string {
    const parts = sealed.split(".");
    if (parts[0] === "k2" && parts.length === 5) {
      const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
      const key = this.keys.find((k) => k.id === keyId);
      if (!key) throw new Error(`KYC key ${keyId} is not configured (KYC_ENCRYPTION_KEY_PREVIOUS)`);
      return openWith(key.key, iv, tag, data);
    }
    if (parts[0] === "k1" && parts.length === 4) {
      const [, iv, tag, data] = parts as [string, string, string, string];
      for (const key of this.keys) {
        try {
          return openWith(key.key, iv, tag, data);
        } catch {
          // not this key: GCM's tag fails for every key but the right one
        }
      }
    }
    throw new Error("unreadable sealed ID number");
  }

  /** True when the value is not sealed under the current key (a rotation's sweep re-seals it). */
  needsReseal(sealed: string): boolean {
    return !sealed.startsWith(`k2.${this.current.id}.`);
  }
}

const boxes = new Map<string, KycIdBox>();

/** The configured keys: the current one, and the previous ones that still open old rows. */
export interface KycIdKeys {
  KYC_ENCRYPTION_KEY: string;
  KYC_ENCRYPTION_KEY_PREVIOUS?: readonly string[];
}

/** One box per key set (HKDF once per process, not per request). A bare key opens only its own rows. */
export function kycIdBox(keys: string | KycIdKeys): KycIdBox {
  const [current, previous] =
    typeof keys === "string" ? [keys, []] : [keys.KYC_ENCRYPTION_KEY, keys.KYC_ENCRYPTION_KEY_PREVIOUS ?? []];
  const cacheKey = [current, ...previous].join("\n");
  let box = boxes.get(cacheKey);
  if (!box) {
    box = new KycIdBox(current, previous);
    boxes.set(cacheKey, box);
  }
  return box;
}

/** What the member sees of their ID number: its last four characters. */
export function idNumberHint(idNumber: string): string {
  return idNumber.slice(-4);
}
