import type { KycImageKind, KycPurpose, KycStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { kycImageUrl } from "./kyc-files.service.js";
import { hasVerifiedPhone } from "./kyc-phone-code.service.js";

/** A kyc_submission row as the views read it (dates as Date, the birthday as YYYY-MM-DD). */
export interface KycSubmissionRow {
  id: string;
  userId: string;
  status: Exclude<KycStatus, "NOT_SUBMITTED">;
  nationality: string;
  firstName: string;
  lastName: string;
  birthday: string;
  idNumberSealed: string;
  idNumberHint: string;
  phoneCountry: string;
  phone: string;
  address: string;
  purpose: KycPurpose;
  frontFileKey: string;
  backFileKey: string;
  selfieFileKey: string;
  secondIdFileKey: string;
  failureReason: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

export const SUBMISSION_COLUMNS = `s.id, s.user_id AS userId, s.status, s.nationality, s.first_name AS firstName,
  s.last_name AS lastName, DATE_FORMAT(s.birthday, '%Y-%m-%d') AS birthday, s.id_number_sealed AS idNumberSealed,
  s.id_number_hint AS idNumberHint, s.phone_country AS phoneCountry, s.phone, s.address, s.purpose,
  s.front_file_key AS frontFileKey, s.back_file_key AS backFileKey, s.selfie_file_key AS selfieFileKey,
  s.second_id_file_key AS secondIdFileKey, s.failure_reason AS failureReason, s.reviewed_at AS reviewedAt,
  s.created_at AS createdAt`;

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
  const [row] = (await em.query(
    `SELECT ${SUBMISSION_COLUMNS} FROM kyc_submission s WHERE s.user_id = ? ORDER BY s.id DESC LIMIT 1`,
    [userId],
  )) as KycSubmissionRow[];
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
