import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { KYC_IMAGE_KINDS, KYC_IMAGE_MAX_BYTES, type KycImageKind } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import type { Config } from "../../../config.js";
import { DomainError } from "../../../shared/domain-error.js";
import { randomToken } from "../../../shared/crypto.js";
import { sniffImage } from "../../accounts/index.js";
import { findKycFileByKey, insertKycFile, type KycFileRow } from "../repo/kyc-file.repo.js";
import { sealPlaintextKycFile } from "./kyc-at-rest.service.js";
import { encryptNewFile, isSealedFile, kycKeyring, openFile, unwrapDataKey } from "./kyc-file-crypto.js";
import { mayUseStaffOperation, type StaffFacts } from "../../audit/index.js";

/**
 * A KYC file key: 32 random base64url characters, nothing else. Anything else (dots, slashes,
 * encoded traversal) is not a key, so a request can never name a file outside the folder.
 */
export const KYC_FILE_KEY = /^[A-Za-z0-9_-]{32}$/;

/**
 * ID photos and selfies live under UPLOAD_DIR/kyc: a private folder. Nothing serves UPLOAD_DIR
 * statically (avatars are served one validated key at a time from UPLOAD_DIR/avatars only), and
 * these files are served only by GET /media/kyc/:key to their owner or staff.
 */
export function kycDir(config: Pick<Config, "UPLOAD_DIR">): string {
  return path.join(config.UPLOAD_DIR, "kyc");
}

export const kycImageUrl = (key: string) => `/media/kyc/${key}`;

/** Where one KYC file lives (the key is validated before any path is built from it). */
export function kycFilePath(config: Pick<Config, "UPLOAD_DIR">, key: string): string {
  if (!KYC_FILE_KEY.test(key)) throw new Error("not a KYC file key");
  return path.join(kycDir(config), key);
}

export function parseKycImageKind(value: unknown): KycImageKind {
  const kind = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (!(KYC_IMAGE_KINDS as readonly string[]).includes(kind)) {
    throw new DomainError("DATA_ERROR", { field: "kind", reason: "validation.kycImageKind" });
  }
  return kind as KycImageKind;
}

/**
 * Stores one KYC image for the member: jpg/jpeg/png read from the bytes (2021 otherwise; the
 * client's type and file name are not trusted), strictly under 5,000,000 bytes (1017). Only the
 * sealed file reaches the disk (envelope encryption, kyc-file-crypto.ts); its wrapped data key and
 * key id go into the row. The file is written first, then its row; a failed insert removes the
 * file again.
 */
export async function storeKycFile(
  deps: Pick<AppDeps, "config" | "dataSource" | "logger">,
  userId: string,
  kind: KycImageKind,
  bytes: Buffer,
): Promise<{ key: string; url: string }> {
  if (bytes.length >= KYC_IMAGE_MAX_BYTES) throw new DomainError("IMAGE_TOO_LARGE");
  const image = sniffImage(bytes);
  if (!image) throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  const key = randomToken(24);
  const dir = kycDir(deps.config);
  const sealed = encryptNewFile(kycKeyring(deps.config), bytes, key);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // "wx": never overwrite, even on the (astronomically unlikely) reuse of a key.
  await writeFile(path.join(dir, key), sealed.sealed, { flag: "wx", mode: 0o600 });
  try {
    await insertKycFile(deps.dataSource, {
      userId,
      key,
      kind,
      mime: image.contentType,
      bytes: bytes.length,
      keyId: sealed.keyId,
      wrappedKey: sealed.wrappedKey,
    });
  } catch (error) {
    await unlink(path.join(dir, key)).catch(() => undefined);
    throw error;
  }
  return { key, url: kycImageUrl(key) };
}

export type { KycFileRow };

/** A stored KYC file's row, or null for an unknown key or a string that is not a key. */
export async function kycFileByKey(em: EntityManager, key: string | undefined): Promise<KycFileRow | null> {
  if (!KYC_FILE_KEY.test(key ?? "")) return null;
  return findKycFileByKey(em, key!);
}

/**
 * The original bytes of a stored KYC file, decrypted. A file from before encryption at rest is
 * still plaintext: it is sealed now (first read), then its bytes are returned. Null when the file
 * is gone from the disk.
 */
export async function readKycFile(
  deps: Pick<AppDeps, "config" | "dataSource" | "logger">,
  row: KycFileRow,
): Promise<Buffer | null> {
  const file = kycFilePath(deps.config, row.key);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (!bytes) return null;
  if (!isSealedFile(bytes)) {
    await sealPlaintextKycFile(deps, row, bytes);
    return bytes;
  }
  if (!row.keyId || !row.wrappedKey) throw new Error(`KYC file ${row.id} is sealed but its row has no key`);
  const dataKey = unwrapDataKey(kycKeyring(deps.config), row.keyId, row.wrappedKey, row.key);
  return openFile(dataKey, bytes, row.key);
}

/**
 * Who may see a KYC image: its owner and staff who review KYC (compliance role, 2FA on). Everyone
 * else (other members, other staff, visitors) gets the same answer as for a key that does not
 * exist, so keys cannot be probed.
 */
export function mayReadKycFile(file: KycFileRow, viewer: (StaffFacts & { id: string }) | null): boolean {
  return viewer !== null && (String(viewer.id) === file.userId || mayUseStaffOperation(viewer, "kycReview"));
}
