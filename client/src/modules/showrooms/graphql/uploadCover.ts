import { ERRORS, IMAGE_TYPES, SHOWROOM_COVER } from "@vitrine/schema";
import { answerString, postUpload } from "../../../shared/http/postUpload";

export const COVER_UPLOAD_PATH = "/showrooms/covers";

/** Checks a chosen cover before sending it: jpg/png, at most 3 MB (the pixel size is checked by the gateway). */
export function coverProblem(file: File): number | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return ERRORS.SHOWROOM_COVER_SIZE_INVALID.code;
  if (file.size > SHOWROOM_COVER.maxBytes) return ERRORS.SHOWROOM_COVER_TOO_LARGE.code;
  return undefined;
}

/** Sends the raw image (cookie auth); a refusal is thrown as Apollo's ServerError for the error mapper. */
export async function uploadCover(file: File): Promise<{ coverKey: string; coverUrl: string }> {
  const answer = await postUpload(COVER_UPLOAD_PATH, { raw: file });
  return { coverKey: answerString(answer, "coverKey"), coverUrl: answerString(answer, "coverUrl") };
}
