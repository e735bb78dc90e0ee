import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals KYC ID numbers at rest with AES-256-GCM under a key derived (HKDF-SHA256) from
 * KYC_ENCRYPTION_KEY with its own info string, so a database dump alone does not reveal them and
 * the key is never the one that protects anything else. Format: k1.<iv>.<tag>.<ciphertext>,
 * base64url parts (a 32-character ID number seals to about 100 characters).
 */
export class KycIdBox {
  private readonly key: Buffer;

  constructor(masterKey: string) {
    this.key = Buffer.from(hkdfSync("sha256", masterKey, "vitrine", "kyc-id-number", 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["k1", iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== "k1" || !iv || !tag || !data) throw new Error("unreadable sealed ID number");
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  }
}

const boxes = new Map<string, KycIdBox>();

/** One box per key (HKDF once per process, not per request). */
export function kycIdBox(masterKey: string): KycIdBox {
  let box = boxes.get(masterKey);
  if (!box) {
    box = new KycIdBox(masterKey);
    boxes.set(masterKey, box);
  }
  return box;
}

/** What the member sees of their ID number: its last four characters. */
export function idNumberHint(idNumber: string): string {
  return idNumber.slice(-4);
}
