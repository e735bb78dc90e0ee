import { ERRORS, KYC_IMAGE_MAX_BYTES, type KycImageKind } from "@vitrine/schema";
import { answerString, postUpload } from "../../../shared/http/postUpload";

export const KYC_UPLOAD_PATH = "/auth/kyc/upload_file";
/** Spec §5: jpg/jpeg/png only (the gateway sniffs the bytes as well). */
export const KYC_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png"] as const;
const KYC_IMAGE_EXTENSION = /\.(jpe?g|png)$/i;

/** Checks a chosen photo before it is sent: the error code the gateway would answer, or undefined. */
export function kycImageProblem(file: File): number | undefined {
  const typeOk = file.type
    ? (KYC_IMAGE_TYPES as readonly string[]).includes(file.type)
    : KYC_IMAGE_EXTENSION.test(file.name);
  if (!typeOk) return ERRORS.IMAGE_TYPE_NOT_ALLOWED.code;
  // "Under 5 MB" read strictly: 5,000,000 bytes is already too large.
  if (file.size >= KYC_IMAGE_MAX_BYTES) return ERRORS.IMAGE_TOO_LARGE.code;
  return undefined;
}

export interface UploadedKycFile {
  key: string;
  url: string;
}

/**
 * Posts one KYC photo (multipart `file` + `kind`) with the session cookie. The answer's key goes into
 * submitKyc; the url (owner-only) serves the preview. A non-2xx answer is thrown as Apollo's
 * ServerError so the shared error mapper reads its code.
 */
export async function uploadKycFile(file: File, kind: KycImageKind): Promise<UploadedKycFile> {
  const answer = await postUpload(KYC_UPLOAD_PATH, { multipart: file, fields: { kind } });
  return { key: answerString(answer, "key"), url: answerString(answer, "url") };
}
