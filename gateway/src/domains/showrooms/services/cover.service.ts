import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SHOWROOM_COVER } from "@vitrine/schema";
import sharp from "sharp";
import type { AppDeps } from "../../../app-deps.js";
import type { Config } from "../../../config.js";
import { randomToken } from "../../../shared/crypto.js";
import { DomainError } from "../../../shared/domain-error.js";
import { sniffImage } from "../../accounts/index.js";
import { insertCoverRow } from "../repo/access.repo.js";
import { assertShowroomAccess } from "./access.js";

/** A stored cover's key: 22 random base64url characters and the stored format. */
export const COVER_KEY = /^[A-Za-z0-9_-]{22}\.(jpg|webp)$/;

export function coverDir(config: Pick<Config, "UPLOAD_DIR">): string {
  return path.join(config.UPLOAD_DIR, "showroom-covers");
}

/** Where a cover is served (uploaded covers and the generated demo cover share the path). */
export const coverUrl = (key: string | null): string | null => (key ? `/media/showroom-covers/${key}` : null);

/**
 * Checks a cover from its bytes (spec §5): at most 3 MB (2113), a jpg or png (sniffed, never the
 * client's content-type) whose decoded size is exactly 1200×600 (2112). The header is read by sharp
 * without decoding pixels; the stored file is a re-encoded copy (no metadata, no trailing bytes).
 */
export async function checkAndEncodeCover(bytes: Buffer): Promise<{ bytes: Buffer; ext: "jpg" | "webp" }> {
  if (bytes.length > SHOWROOM_COVER.maxBytes) throw new DomainError("SHOWROOM_COVER_TOO_LARGE");
  if (!sniffImage(bytes)) throw new DomainError("SHOWROOM_COVER_SIZE_INVALID", { reason: "type" });
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes, { failOn: "error" }).metadata();
  } catch {
    throw new DomainError("SHOWROOM_COVER_SIZE_INVALID", { reason: "decode" });
  }
  // EXIF orientations 5–8 swap the sides as displayed: the displayed size is what must be 1200×600.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  if (width !== SHOWROOM_COVER.width || height !== SHOWROOM_COVER.height) {
    throw new DomainError("SHOWROOM_COVER_SIZE_INVALID", { width, height });
  }
  try {
    const image = sharp(bytes, { failOn: "error" }).rotate();
    if (meta.hasAlpha) return { bytes: await image.webp({ quality: 85 }).toBuffer(), ext: "webp" };
    return { bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: "jpg" };
  } catch {
    throw new DomainError("SHOWROOM_COVER_SIZE_INVALID", { reason: "decode" });
  }
}

/** Stores a checked cover for a member with Jallery; a room then names it by key. */
export async function storeShowroomCover(
  deps: AppDeps,
  userId: string,
  bytes: Buffer,
): Promise<{ coverKey: string; coverUrl: string }> {
  await assertShowroomAccess(deps.dataSource.manager, userId);
  const cover = await checkAndEncodeCover(bytes);
  const key = `${randomToken(16)}.${cover.ext}`;
  const dir = coverDir(deps.config);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  await writeFile(path.join(dir, key), cover.bytes, { flag: "wx", mode: 0o640 });
  await insertCoverRow(deps.dataSource.manager, key, userId);
  return { coverKey: key, coverUrl: coverUrl(key)! };
}
