import { answerString, postUpload } from "../../../shared/http/postUpload";

export const CONTENT_IMAGE_PATH = "/uploads/content-image";

/**
 * Sends the raw image bytes to the gateway (staff with contentManage; cookie auth) and returns the
 * stored image's URL (/media/content/<file>.webp). The gateway sniffs the type, caps the size and
 * re-encodes it; a non-2xx answer is thrown as Apollo's ServerError so the one error mapper reads it.
 */
export async function uploadContentImage(file: File): Promise<string> {
  return answerString(await postUpload(CONTENT_IMAGE_PATH, { raw: file }), "url");
}
