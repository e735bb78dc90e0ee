import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../../../config.js";

/*
 * Attachments are sealed at rest like KYC photos: AES-256-GCM under a key derived (HKDF-SHA256, its
 * own label) from KYC_ENCRYPTION_KEY, with the file's key as additional data so a sealed file copied
 * under another key does not open. The key's short id is stored in the row; after a rotation the
 * previous master keys (KYC_ENCRYPTION_KEY_PREVIOUS) still open older files.
 */

const MAGIC = Buffer.from("VBF1", "latin1");
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface FileKey {
  id: string;
  key: Buffer;
}

function fileKeyOf(master: string): FileKey {
  const key = Buffer.from(hkdfSync("sha256", master, "vitrine", "issuer-application-file", 32));
  const id = createHash("sha256").update("vitrine-business-file-id:").update(key).digest("hex").slice(0, 12);
  return { id, key };
}

type KeyConfig = Pick<Config, "KYC_ENCRYPTION_KEY" | "KYC_ENCRYPTION_KEY_PREVIOUS">;

function keys(config: KeyConfig): FileKey[] {
  return [config.KYC_ENCRYPTION_KEY, ...config.KYC_ENCRYPTION_KEY_PREVIOUS].map(fileKeyOf);
}

/** The sealed bytes (magic | iv | tag | ciphertext) and the id of the key that sealed them. */
export function sealAttachment(
  config: KeyConfig,
  plain: Buffer,
  fileKey: string,
): { sealed: Buffer; keyId: string } {
  const current = keys(config)[0]!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", current.key, iv);
  cipher.setAAD(Buffer.from(`business-file:${fileKey}`, "utf8"));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { sealed: Buffer.concat([MAGIC, iv, cipher.getAuthTag(), data]), keyId: current.id };
}

/** The original bytes; throws when the key is not configured or the file was tampered with. */
export function openAttachment(config: KeyConfig, sealed: Buffer, fileKey: string, keyId: string): Buffer {
  const key = keys(config).find((k) => k.id === keyId);
  if (!key) throw new Error(`business file key ${keyId} is not configured (KYC_ENCRYPTION_KEY_PREVIOUS)`);
  if (!sealed.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error("not a sealed business file");
  const tagStart = MAGIC.length + IV_BYTES;
  const decipher = createDecipheriv("aes-256-gcm", key.key, sealed.subarray(MAGIC.length, tagStart));
  decipher.setAAD(Buffer.from(`business-file:${fileKey}`, "utf8"));
  decipher.setAuthTag(sealed.subarray(tagStart, tagStart + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(tagStart + TAG_BYTES)), decipher.final()]);
}
