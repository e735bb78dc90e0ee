import { ERRORS, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from "@vitrine/schema";
import { answerString, postUpload } from "../../../shared/http/postUpload";

export const PROFILE_PICTURE_PATH = "/auth/profile-picture";

/** Checks a chosen file before sending it (spec §5: jpg/jpeg/png under 5,000,000 bytes). */
export function profilePictureProblem(file: File): number | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type))
    return ERRORS.IMAGE_TYPE_NOT_ALLOWED.code;
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return ERRORS.IMAGE_TOO_LARGE.code;
  return undefined;
}

/**
 * Sends the raw image to the gateway (cookie auth) and returns the new picture's URL. A non-2xx
 * answer is thrown as Apollo's ServerError so the one error mapper reads its code and status.
 */
export async function uploadProfilePicture(file: File): Promise<string> {
  return answerString(await postUpload(PROFILE_PICTURE_PATH, { raw: file }), "profilePictureUrl");
}
