/**
 * Image rules of spec §5: jpg/jpeg/png, strictly under 5,000,000 bytes, photo required; the showroom
 * cover is 1200x600 and at most 3 MB.
 */
import { z } from "zod";
import { PROFILE_PICTURE_TYPES } from "../accounts.js";

export const IMAGE_TYPES = PROFILE_PICTURE_TYPES;
export const IMAGE_MAX_BYTES = 5_000_000;
export const SHOWROOM_COVER = { width: 1200, height: 600, maxBytes: 3_000_000 } as const;

/** A chosen image file (its type and size as the browser reports them). */
export const imageFileRule = z.object({
  type: z.enum(IMAGE_TYPES, { message: "error.IMAGE_TYPE_NOT_ALLOWED" }),
  size: z.number().lt(IMAGE_MAX_BYTES, { message: "error.IMAGE_TOO_LARGE" }),
});

/** A required photo on a form, held as its upload key: empty means none was uploaded yet. */
export const requiredPhotoRule = z.string().min(1, { message: "kyc.photoRequired" });
