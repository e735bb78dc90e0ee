import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_MAX_BYTES } from "@vitrine/schema";
import sharp from "sharp";
import type { AppDeps } from "../../../app-deps.js";
import type { Config } from "../../../config.js";
import { randomToken } from "../../../shared/crypto.js";
import { DomainError } from "../../../shared/domain-error.js";
import { isJpegPngOrWebp } from "../../../shared/image-type.js";

/** Longest side of a stored content image: wide enough for a full-width banner on a large screen. */
const MAX_SIDE = 2400;
/** Largest canvas sharp will decode, so a small file declaring a huge image is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
/** A stored file name: 22 random base64url characters, always WebP. Nothing else names a file. */
const FILE = /^[A-Za-z0-9_-]{22}\.webp$/;

export function contentImageDir(config: Pick<Config, "UPLOAD_DIR">): string {
  return path.join(config.UPLOAD_DIR, "content");
}

/** The stored file a /media/content/:file request names, or null when it names none. */
export function contentImageFile(
  config: Pick<Config, "UPLOAD_DIR">,
  file: string | undefined,
): { dir: string; name: string } | null {
  return file && FILE.test(file) ? { dir: contentImageDir(config), name: file } : null;
}

/**
 * Stores an image for content (covers, banners, images in bodies) and returns its public URL
 * `/media/content/<random>.webp`. Same checks as the other uploads: size cap (under 5,000,000 bytes),
 * type sniffed from the bytes, then only a re-encoded copy is written — sharp decodes the pixels
 * (auto-oriented) and writes a fresh WebP without metadata, so EXIF (GPS), XMP and bytes hidden after
 * the image never reach the stored file. Undecodable bytes are IMAGE_TYPE_NOT_ALLOWED.
 */
export async function storeContentImage(deps: Pick<AppDeps, "config">, bytes: Buffer): Promise<string> {
  if (bytes.length >= IMAGE_MAX_BYTES) throw new DomainError("IMAGE_TOO_LARGE");
  if (!isJpegPngOrWebp(bytes)) throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  }
  const name = `${randomToken(16)}.webp`;
  const dir = contentImageDir(deps.config);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  await writeFile(path.join(dir, name), webp, { flag: "wx", mode: 0o640 });
  return `/media/content/${name}`;
}
