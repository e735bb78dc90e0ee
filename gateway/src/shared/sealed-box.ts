import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals small secrets at rest with AES-256-GCM under a key derived (HKDF-SHA256) from a master key
 * with the kind's own info string, so each kind of secret has its own key and a database dump alone
 * reveals none of them. Format: <tag>.<key id>.<iv>.<tag>.<ciphertext>, base64url parts. The key id
 * names the master key that sealed a value, so after a rotation the previous master keys still open
 * old rows and a sweep re-seals them under the current key. A kind may also open an older format
 * without key id (<legacy tag>.<iv>.<tag>.<ciphertext>) by trying each configured key.
 */

/** What tells one kind of sealed secret from another (never two kinds with the same purpose). */
export interface SealedKind {
  /** HKDF info string: the derived key is this kind's alone. */
  purpose: string;
  /** Salt of the key id (first 12 hex characters of sha256(label + derived key)). */
  keyIdLabel: string;
  /** The first part of a sealed value. */
  tag: string;
  /** The first part of values sealed before key ids, if the kind has any. */
  legacyTag?: string;
  /** Names the secret in errors ("ID number"). */
  what: string;
  /** The setting that holds previous master keys, named when a key id is not configured. */
  previousKeysSetting: string;
}

interface DerivedKey {
  id: string;
  key: Buffer;
}

function derive(kind: SealedKind, masterKey: string): DerivedKey {
  const key = Buffer.from(hkdfSync("sha256", masterKey, "vitrine", kind.purpose, 32));
  const id = createHash("sha256").update(kind.keyIdLabel).update(key).digest("hex").slice(0, 12);
  return { id, key };
}

function openWith(key: Buffer, iv: string, tag: string, data: string): string {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export class SealedBox {
  private readonly current: DerivedKey;
  private readonly keys: DerivedKey[];

  constructor(
    private readonly kind: SealedKind,
    masterKey: string,
    previousKeys: readonly string[] = [],
  ) {
    this.keys = [masterKey, ...previousKeys].map((k) => derive(kind, k));
    this.current = this.keys[0]!;
  }

  /** The id of the current key: a value sealed under it starts with `<tag>.<id>.`. */
  get currentKeyId(): string {
    return this.current.id;
  }

  /** The prefix every value sealed under the current key starts with. */
  get currentPrefix(): string {
    return `${this.kind.tag}.${this.current.id}.`;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.current.key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [
      this.kind.tag,
      this.current.id,
      ...[iv, cipher.getAuthTag(), data].map((p) => p.toString("base64url")),
    ].join(".");
  }

  open(sealed: string): string {
    const parts = sealed.split(".");
    if (parts[0] === this.kind.tag && parts.length === 5) {
      const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
      const key = this.keys.find((k) => k.id === keyId);
      if (!key)
        throw new Error(
          `${this.kind.what} key ${keyId} is not configured (${this.kind.previousKeysSetting})`,
        );
      return openWith(key.key, iv, tag, data);
    }
    if (this.kind.legacyTag && parts[0] === this.kind.legacyTag && parts.length === 4) {
      const [, iv, tag, data] = parts as [string, string, string, string];
      for (const key of this.keys) {
        try {
          return openWith(key.key, iv, tag, data);
        } catch {
          // not this key: GCM's tag fails for every key but the right one
        }
      }
    }
    throw new Error(`unreadable sealed ${this.kind.what}`);
  }

  /** True when the value is not sealed under the current key (a rotation's sweep re-seals it). */
  needsReseal(sealed: string): boolean {
    return !sealed.startsWith(this.currentPrefix);
  }
}

/** One box per kind and key set (HKDF once per process, not per request). */
const boxes = new Map<string, SealedBox>();

export function sealedBoxOf(
  kind: SealedKind,
  masterKey: string,
  previousKeys: readonly string[] = [],
): SealedBox {
  const cacheKey = [kind.purpose, masterKey, ...previousKeys].join("\n");
  let box = boxes.get(cacheKey);
  if (!box) {
    box = new SealedBox(kind, masterKey, previousKeys);
    boxes.set(cacheKey, box);
  }
  return box;
}
