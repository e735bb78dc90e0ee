import type { KycImageKind, KycStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { kycImageUrl } from "./kyc-files.service.js";
import { hasVerifiedPhone } from "./kyc-phone-code.service.js";
import { findLatestSubmissionRow, type KycSubmissionRow } from "../repo/kyc-submission.repo.js";

export type { KycSubmissionRow };

export type KycImageUrls = Record<"front" | "back" | "selfie" | "secondId", string>;

/** The four image URLs of a submission (served to the owner and staff only). */
export function imageUrlsOf(row: KycSubmissionRow): KycImageUrls {
  return {
    front: kycImageUrl(row.frontFileKey),
    back: kycImageUrl(row.backFileKey),
    selfie: kycImageUrl(row.selfieFileKey),
    secondId: kycImageUrl(row.secondIdFileKey),
  };
}

/** Which submission column holds which kind of image. */
export const FILE_FIELDS: ReadonlyArray<{ field: string; kind: KycImageKind }> = [
  { field: "frontFileKey", kind: "FRONT" },
  { field: "backFileKey", kind: "BACK" },
  { field: "selfieFileKey", kind: "SELFIE" },
  { field: "secondIdFileKey", kind: "SECOND_ID" },
];

/** What the member sees of their own KYC: never the full ID number, only its last four characters. */
export interface MyKycView {
  status: KycStatus;
  reviewStatus: number;
  failureReason: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  nationality: string | null;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  idNumberHint: string | null;
  phoneCountry: string | null;
  phone: string | null;
  phoneVerified: boolean;
  address: string | null;
  purpose: string | null;
  images: KycImageUrls | null;
}

export async function latestSubmission(em: EntityManager, userId: string): Promise<KycSubmissionRow | null> {
  const row = await findLatestSubmissionRow(em, userId);
  return row ? { ...row, id: String(row.id), userId: String(row.userId) } : null;
}

/**
 * The member's KYC: their latest submission (the one under review, the approval, or the last
 * failure with its reason). `phoneVerified` is true for a submission under review or approved (it
 * was sent with a verified phone); otherwise it says whether a verified phone code is waiting to be
 * used by the next submission.
 */
export async function myKycView(em: EntityManager, userId: string): Promise<MyKycView> {
  const row = await latestSubmission(em, userId);
  const pendingVerified = !row || row.status === "FAILED" ? await hasVerifiedPhone(em, userId) : true;
  if (!row) {
    return {
      status: "NOT_SUBMITTED",
      reviewStatus: 0,
      failureReason: null,
      submittedAt: null,
      reviewedAt: null,
      nationality: null,
      firstName: null,
      lastName: null,
      birthday: null,
      idNumberHint: null,
      phoneCountry: null,
      phone: null,
      phoneVerified: pendingVerified,
      address: null,
      purpose: null,
      images: null,
    };
  }
  return {
    status: row.status,
    reviewStatus: row.status === "APPROVED" ? 1 : 0,
    failureReason: row.failureReason,
    submittedAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    nationality: row.nationality,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    idNumberHint: row.idNumberHint,
    phoneCountry: row.phoneCountry,
    phone: row.phone,
    phoneVerified: pendingVerified,
    address: row.address,
    purpose: row.purpose,
    images: imageUrlsOf(row),
  };
}
