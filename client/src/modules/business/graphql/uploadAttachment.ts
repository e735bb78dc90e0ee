import { BUSINESS_LIMITS, ERRORS } from "@vitrine/schema";
import { answerString, postUpload } from "../../../shared/http/postUpload";

export const ATTACHMENT_UPLOAD_PATH = "/business/attachments";
const ALLOWED_EXTENSION = /\.(pdf|png|jpe?g)$/i;
const ALLOWED_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/jpg"];

/** Checks a chosen file before it is sent: the error code the gateway would answer, or undefined. */
export function attachmentProblem(file: File): number | undefined {
  const typeOk = file.type ? ALLOWED_TYPES.includes(file.type) : ALLOWED_EXTENSION.test(file.name);
  if (!typeOk) return ERRORS.BUSINESS_ATTACHMENT_TYPE.code;
  // "Up to 5 MB" read strictly, as the gateway does: 5,000,000 bytes is already too large.
  if (file.size >= BUSINESS_LIMITS.attachmentBytes) return ERRORS.BUSINESS_ATTACHMENT_TOO_LARGE.code;
  return undefined;
}

export interface UploadedAttachment {
  key: string;
  name: string;
  mime: string;
  bytes: number;
}

/**
 * Posts one attachment (multipart `file`) with the session cookie; the answer's key goes into the
 * submission. A non-2xx answer is thrown as Apollo's ServerError so the shared error mapper reads it.
 */
export async function uploadAttachment(file: File): Promise<UploadedAttachment> {
  const answer = await postUpload(ATTACHMENT_UPLOAD_PATH, { multipart: file });
  return {
    key: answerString(answer, "key"),
    name: typeof answer.name === "string" ? answer.name : file.name,
    mime: typeof answer.mime === "string" ? answer.mime : file.type,
    bytes: typeof answer.bytes === "number" ? answer.bytes : file.size,
  };
}
