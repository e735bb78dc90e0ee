import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUSINESS_LIMITS } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { randomToken } from "../../../shared/crypto.js";
import { mayUseStaffOperation, type StaffFacts } from "../../audit/index.js";
import { findApplication } from "../repo/application.repo.js";
import { findAttachmentByKey, insertAttachment, type AttachmentRow } from "../repo/attachment.repo.js";
import { openAttachment, sealAttachment } from "./attachment-crypto.js";

/** 32 base64url characters and nothing else: a key can never name a path outside the folder. */
export const ATTACHMENT_KEY = /^[A-Za-z0-9_-]{32}$/;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type of an attachment read from its first bytes (the client's type and file name are not
 * trusted): PDF (%PDF-), PNG or JPEG; anything else (an .exe renamed .pdf, HTML, a ZIP) is null.
 */
export function sniffAttachment(bytes: Buffer): "application/pdf" | "image/png" | "image/jpeg" | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** A file name for staff to read: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: unknown): string {
  const base = typeof name === "string" ? (name.split(/[\\/]/).pop() ?? "") : "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(0, BUSINESS_LIMITS.attachmentName) || "attachment";
}

/** Attachments live under UPLOAD_DIR/business, a private folder nothing serves statically. */
export function attachmentPath(deps: Pick<AppDeps, "config">, key: string): string {
  if (!ATTACHMENT_KEY.test(key)) throw new Error("not an attachment key");
  return path.join(deps.config.UPLOAD_DIR, "business", key);
}

export interface StoredAttachment {
  key: string;
  name: string;
  mime: string;
  bytes: number;
}

/**
 * Stores one attachment for the member, not yet part of an application: strictly under 5 MB (2094),
 * PDF/PNG/JPEG by its bytes (2093). The sealed file is written first, then its row; a failed insert
 * removes the file.
 */
export async function storeAttachment(
  deps: Pick<AppDeps, "config" | "dataSource">,
  userId: string,
  fileName: unknown,
  bytes: Buffer,
): Promise<StoredAttachment> {
  if (bytes.length >= BUSINESS_LIMITS.attachmentBytes) throw new DomainError("BUSINESS_ATTACHMENT_TOO_LARGE");
  const mime = sniffAttachment(bytes);
  if (!mime) throw new DomainError("BUSINESS_ATTACHMENT_TYPE");
  const key = randomToken(24);
  const name = cleanFileName(fileName);
  const file = attachmentPath(deps, key);
  const { sealed, keyId } = sealAttachment(deps.config, bytes, key);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, sealed, { flag: "wx", mode: 0o600 });
  try {
    await insertAttachment(deps.dataSource.manager, {
      key,
      userId,
      mime,
      bytes: bytes.length,
      originalName: name,
      keyId,
    });
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
  return { key, name, mime, bytes: bytes.length };
}

/**
 * An attachment for a viewer: its uploader, or staff who decide issuer applications. Anyone else
 * gets null, the same as for a key that does not exist, so keys cannot be probed.
 */
export async function attachmentForViewer(
  em: EntityManager,
  key: string | undefined,
  viewer: (StaffFacts & { id: string }) | null,
): Promise<{ row: AttachmentRow; byStaff: boolean } | null> {
  if (!viewer || !ATTACHMENT_KEY.test(key ?? "")) return null;
  const row = await findAttachmentByKey(em, key!);
  if (!row) return null;
  if (row.userId === String(viewer.id)) return { row, byStaff: false };
  if (!mayUseStaffOperation(viewer, "issuerApplications") || !row.applicationId) return null;
  return (await findApplication(em, row.applicationId)) ? { row, byStaff: true } : null;
}

/** The original bytes of a stored attachment, or null when the file is gone from the disk. */
export async function readAttachment(
  deps: Pick<AppDeps, "config">,
  row: AttachmentRow,
): Promise<Buffer | null> {
  const sealed = await readFile(attachmentPath(deps, row.key)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return sealed ? openAttachment(deps.config, sealed, row.key, row.keyId) : null;
}
