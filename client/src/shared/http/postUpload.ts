import { ServerError } from "@apollo/client/errors";

/** How a file travels: as the raw request body (images), or as the `file` part of a multipart form. */
export type UploadBody = { raw: File } | { multipart: File; fields?: Record<string, string> };

/**
 * Posts a file to one of the gateway's upload routes with the session cookie and returns the JSON
 * answer. A non-2xx answer is thrown as Apollo's ServerError, so the one error mapper reads its
 * catalogue code and status the same way it reads a GraphQL refusal.
 */
export async function postUpload(path: string, upload: UploadBody): Promise<Record<string, unknown>> {
  let body: BodyInit;
  const headers: Record<string, string> = {};
  if ("raw" in upload) {
    body = upload.raw;
    headers["content-type"] = upload.raw.type || "application/octet-stream";
  } else {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
    form.append("file", upload.multipart, upload.multipart.name);
    body = form;
  }
  const response = await fetch(new URL(path, window.location.origin), {
    method: "POST",
    body,
    headers,
    credentials: "same-origin",
  });
  const bodyText = await response.text();
  if (!response.ok) throw new ServerError(`upload failed with ${response.status}`, { response, bodyText });
  const parsed: unknown = JSON.parse(bodyText);
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** A string the upload answer must carry (a key, a URL); its absence is a gateway bug, not user error. */
export function answerString(answer: Record<string, unknown>, name: string): string {
  const value = answer[name];
  if (typeof value !== "string") throw new Error(`the upload answer has no ${name}`);
  return value;
}
