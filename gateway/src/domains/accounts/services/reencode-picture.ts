import sharp from "sharp";
import { DomainError } from "../../../shared/domain-error.js";

/** Longest side of a stored profile picture: far more than any avatar is shown at. */
export const PROFILE_PICTURE_MAX_SIDE = 1024;
/**
 * Largest picture sharp will decode (width × height). A 5 MB PNG of one colour can declare a huge
 * canvas (a decompression bomb); this stops it before any pixel buffer is allocated.
 */
export const PROFILE_PICTURE_MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodedPicture {
  bytes: Buffer;
  ext: "jpg" | "webp";
  contentType: "image/jpeg" | "image/webp";
}

/**
 * Decodes an uploaded picture and writes a brand-new image from its pixels only: auto-oriented
 * from EXIF, shrunk to PROFILE_PICTURE_MAX_SIDE, re-encoded as JPEG (or WebP when it has
 * transparency). sharp writes no metadata unless asked, so EXIF (GPS), XMP, ICC, comments and any
 * bytes hidden after the image's end (ZIP/HTML polyglots) never reach the stored file. Bytes sharp
 * cannot decode are refused as not an image (2021).
 */
export async function reencodePicture(bytes: Buffer): Promise<ReencodedPicture> {
  try {
    const image = sharp(bytes, { limitInputPixels: PROFILE_PICTURE_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(PROFILE_PICTURE_MAX_SIDE, PROFILE_PICTURE_MAX_SIDE, {
        fit: "inside",
        withoutEnlargement: true,
      });
    const { hasAlpha } = await image.metadata();
    if (hasAlpha) {
      return { bytes: await image.webp({ quality: 85 }).toBuffer(), ext: "webp", contentType: "image/webp" };
    }
    return {
      bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      ext: "jpg",
      contentType: "image/jpeg",
    };
  } catch {
    throw new DomainError("IMAGE_TYPE_NOT_ALLOWED");
  }
}
