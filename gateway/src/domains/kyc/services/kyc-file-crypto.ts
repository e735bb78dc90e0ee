import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../../../config.js";

/**
 * Envelope encryption of KYC photos at rest. Each file gets its own random 256-bit data key; the
 * photo is sealed with AES-256-GCM under it, and the data key is wrapped (AES-256-GCM again) under
 * a key-encryption key (KEK) derived with HKDF-SHA256 from KYC_ENCRYPTION_KEY. The wrapped data key
 * and the KEK's id are stored beside the file in its kyc_file row, so rotating the master key only
 * re-wraps 60-byte data keys, never re-encrypts the photos (docs/KYC.md, "Rotation").
 *
 * Both layers bind the file's key as additional authenticated data: a wrapped key or a sealed file
 * copied onto another row does not open.
 */

/** First bytes of every sealed file: never a JPEG/PNG signature, and how a sealed file is told apart. */
export const SEALED_FILE_MAGIC = Buffer.from("VKF1", "latin1");
const IV_BYTES = 12;
const TAG_BYTES = 16;
const WRAP_VERSION = "w1";

export interface Kek {
  id: string;
  key: Buffer;
}

/** The KEK behind one master key, and its id: a short fingerprint that reveals nothing of the key. */
export function kekOf(masterKey: string): Kek {
  const key = Buffer.from(hkdfSync("sha256", masterKey, "vitrine", "kyc-file-kek", 32));
  const id = createHash("sha256").update("vitrine-kyc-kek-id:").update(key).digest("hex").slice(0, 12);
  return { id, key };
}

/** The current KEK (wraps every new data key) and the previous ones (still unwrap old files). */
export interface KycKeyring {
  current: Kek;
  byId: ReadonlyMap<string, Kek>;
}

const keyrings = new Map<string, KycKeyring>();

/** KYC_ENCRYPTION_KEY first, then KYC_ENCRYPTION_KEY_PREVIOUS (comma-separated, newest first). */
export function kycKeyring(
  config: Pick<Config, "KYC_ENCRYPTION_KEY" | "KYC_ENCRYPTION_KEY_PREVIOUS">,
): KycKeyring {
  const masters = [config.KYC_ENCRYPTION_KEY, ...config.KYC_ENCRYPTION_KEY_PREVIOUS];
  const cacheKey = masters.join("\n");
  let ring = keyrings.get(cacheKey);
  if (!ring) {
    const keks = masters.map(kekOf);
    ring = { current: keks[0]!, byId: new Map(keks.map((k) => [k.id, k])) };
    keyrings.set(cacheKey, ring);
  }
  return ring;
}

function gcmSeal(key: Buffer, plain: Buffer, aad: string): { iv: Buffer; tag: Buffer; data: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

function gcmOpen(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** A data key wrapped under a KEK: w1.<iv>.<tag>.<wrapped key>, base64url parts. */
export function wrapDataKey(kek: Kek, dataKey: Buffer, fileKey: string): string {
  const { iv, tag, data } = gcmSeal(kek.key, dataKey, `kyc-data-key:${fileKey}`);
  return [WRAP_VERSION, iv.toString("base64url"), tag.toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

/** The data key of a row; throws when its KEK is not in the keyring or the wrap was tampered with. */
export function unwrapDataKey(ring: KycKeyring, keyId: string, wrapped: string, fileKey: string): Buffer {
  const kek = ring.byId.get(keyId);
  if (!kek) throw new Error(`KYC key ${keyId} is not configured (KYC_ENCRYPTION_KEY_PREVIOUS)`);
  const [version, iv, tag, data] = wrapped.split(".");
  if (version !== WRAP_VERSION || !iv || !tag || !data) throw new Error("unreadable wrapped KYC data key");
  const b = (s: string) => Buffer.from(s, "base64url");
  return gcmOpen(kek.key, b(iv), b(tag), b(data), `kyc-data-key:${fileKey}`);
}

/** Sealed file layout: magic | iv | tag | ciphertext. */
export function sealFile(dataKey: Buffer, plain: Buffer, fileKey: string): Buffer {
  const { iv, tag, data } = gcmSeal(dataKey, plain, `kyc-file:${fileKey}`);
  return Buffer.concat([SEALED_FILE_MAGIC, iv, tag, data]);
}

export function isSealedFile(bytes: Buffer): boolean {
  return (
    bytes.length >= SEALED_FILE_MAGIC.length &&
    bytes.subarray(0, SEALED_FILE_MAGIC.length).equals(SEALED_FILE_MAGIC)
  );
}

export function openFile(dataKey: Buffer, sealed: Buffer, fileKey: string): Buffer {
  if (!isSealedFile(sealed)) throw new Error("not a sealed KYC file");
  const ivStart = SEALED_FILE_MAGIC.length;
  const tagStart = ivStart + IV_BYTES;
  const dataStart = tagStart + TAG_BYTES;
  return gcmOpen(
    dataKey,
    sealed.subarray(ivStart, tagStart),
    sealed.subarray(tagStart, dataStart),
    sealed.subarray(dataStart),
    `kyc-file:${fileKey}`,
  );
}

/** A fresh data key, the file sealed under it, and the key wrapped under the current KEK. */
export function encryptNewFile(
  ring: KycKeyring,
  plain: Buffer,
  fileKey: string,
): { sealed: Buffer; keyId: string; wrappedKey: string } {
  const dataKey = randomBytes(32);
  return {
    sealed: sealFile(dataKey, plain, fileKey),
    keyId: ring.current.id,
    wrappedKey: wrapDataKey(ring.current, dataKey, fileKey),
  };
}
