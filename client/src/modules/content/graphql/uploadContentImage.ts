import { ServerError } from "@apollo/client/errors";

export const CONTENT_IMAGE_PATH = "/uploads/content-image";

/**
 * Sends the raw image bytes to the gateway (staff with contentManage; cookie auth) and returns the
 * stored image's URL (/media/content/<file>.webp). The gateway sniffs the type, caps the size and
 * re-encodes it; a non-2xx answer is thrown as Apollo's ServerError so the one error mapper reads it.
 */
export async function uploadContentImage(file: File): Promise<string> {
  const response = await fetch(new URL(CONTENT_IMAGE_PATH, window.location.origin), {
    method: "POST",
    body: file,
    headers: { "content-type": file.type },
    credentials: "same-origin",
  });
  const bodyText = await response.text();
  if (!response.ok) throw new ServerError(`upload failed with ${response.status}`, { response, bodyText });
  const body: unknown = JSON.parse(bodyText);
  const url = typeof body === "object" && body !== null ? (body as Record<string, unknown>).url : undefined;
  if (typeof url !== "string") throw new Error("the upload answer has no url");
  return url;
}
