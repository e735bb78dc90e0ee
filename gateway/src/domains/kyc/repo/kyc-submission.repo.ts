import type { KycPurpose, KycStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * kyc_submission: the KYC forms. `pending_user_id` (UNIQUE) holds the member's id while one is under
 * review; deciding is a conditional update from REVIEW that also refuses the member themselves.
 */

type Db = Pick<EntityManager, "query">;

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

const SUBMISSION_COLUMNS = `s.id, s.user_id AS userId, s.status, s.nationality, s.first_name AS firstName,
  s.last_name AS lastName, DATE_FORMAT(s.birthday, '%Y-%m-%d') AS birthday, s.id_number_sealed AS idNumberSealed,
  s.id_number_hint AS idNumberHint, s.phone_country AS phoneCountry, s.phone, s.address, s.purpose,
  s.front_file_key AS frontFileKey, s.back_file_key AS backFileKey, s.selfie_file_key AS selfieFileKey,
  s.second_id_file_key AS secondIdFileKey, s.failure_reason AS failureReason, s.reviewed_at AS reviewedAt,
  s.created_at AS createdAt`;

/** The status of the member's latest submission (undefined: none). */
export async function findLatestKycStatus(db: Db, userId: string): Promise<KycStatus | undefined> {
  const [latest] = (await db.query(
    `SELECT status FROM kyc_submission WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
    [userId],
  )) as { status: KycStatus }[];
  return latest?.status;
}

/** The member's latest submission (ids as stored). */
export async function findLatestSubmissionRow(db: Db, userId: string): Promise<KycSubmissionRow | undefined> {
  const [row] = (await db.query(
    `SELECT ${SUBMISSION_COLUMNS} FROM kyc_submission s WHERE s.user_id = ? ORDER BY s.id DESC LIMIT 1`,
    [userId],
  )) as KycSubmissionRow[];
  return row;
}

/** One submission by id. */
export async function findSubmissionRow(db: Db, id: string): Promise<KycSubmissionRow | undefined> {
  const [row] = (await db.query(`SELECT ${SUBMISSION_COLUMNS} FROM kyc_submission s WHERE s.id = ?`, [
    id,
  ])) as KycSubmissionRow[];
  return row;
}

/**
 * One page of the submissions in one state: under review oldest first, reviewed ones most recently
 * reviewed first; with the state's total.
 */
export async function findSubmissionRowsByStatus(
  db: Db,
  status: Exclude<KycStatus, "NOT_SUBMITTED">,
  limit: number,
  offset: number,
): Promise<{ rows: KycSubmissionRow[]; total: number }> {
  const order = status === "REVIEW" ? "s.id ASC" : "s.reviewed_at DESC, s.id DESC";
  const rows = (await db.query(
    `SELECT ${SUBMISSION_COLUMNS} FROM kyc_submission s WHERE s.status = ? ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    [status],
  )) as KycSubmissionRow[];
  const [{ n }] = (await db.query(`SELECT COUNT(*) AS n FROM kyc_submission WHERE status = ?`, [status])) as [
    { n: string | number },
  ];
  return { rows, total: Number(n) };
}

/** The member a submission belongs to. */
export async function findSubmissionOwner(db: Db, id: string): Promise<string | undefined> {
  const [owner] = (await db.query(`SELECT user_id AS userId FROM kyc_submission WHERE id = ?`, [id])) as {
    userId: string;
  }[];
  return owner?.userId;
}

/** REVIEW → APPROVED or FAILED by `staffId` (never the member's own); returns the number of rows changed. */
export async function decideSubmission(
  em: Db,
  id: string,
  staffId: string,
  approve: boolean,
  reason: string | null,
): Promise<number> {
  const result = (await em.query(
    `UPDATE kyc_submission
          SET status = ?, pending_user_id = NULL, failure_reason = ?, reviewed_by = ?, reviewed_at = NOW(3)
        WHERE id = ? AND status = 'REVIEW' AND user_id <> ?`,
    [approve ? "APPROVED" : "FAILED", reason, staffId, id, staffId],
  )) as { affectedRows: number };
  return result.affectedRows;
}

export interface NewKycSubmission {
  userId: string;
  nationality: string;
  firstName: string;
  lastName: string;
  birthday: string;
  idNumberSealed: string;
  idNumberHint: string;
  phoneCountry: string;
  phone: string;
  address: string;
  purpose: string;
  fileKeys: readonly string[];
}

/** Stores a submission under review (throws the duplicate key uq_kyc_pending when one is open). */
export async function insertSubmission(em: Db, s: NewKycSubmission): Promise<void> {
  await em.query(
    `INSERT INTO kyc_submission (user_id, status, pending_user_id, nationality, first_name, last_name,
            birthday, id_number_sealed, id_number_hint, phone_country, phone, address, purpose,
            front_file_key, back_file_key, selfie_file_key, second_id_file_key)
         VALUES (?, 'REVIEW', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      s.userId,
      s.userId,
      s.nationality,
      s.firstName,
      s.lastName,
      s.birthday,
      s.idNumberSealed,
      s.idNumberHint,
      s.phoneCountry,
      s.phone,
      s.address,
      s.purpose,
      ...s.fileKeys,
    ],
  );
}

/** Submissions whose ID number is not sealed under `currentKeyId`, a batch in id order. */
export async function findIdNumbersNotSealedUnder(
  db: Db,
  currentKeyId: string,
  limit: number,
): Promise<{ id: string; sealed: string }[]> {
  return (await db.query(
    `SELECT id, id_number_sealed AS sealed FROM kyc_submission
      WHERE id_number_sealed NOT LIKE ? ORDER BY id LIMIT ?`,
    [`k2.${currentKeyId}.%`, limit],
  )) as { id: string; sealed: string }[];
}

/** Replaces the sealed ID number read earlier; returns the number of rows changed. */
export async function resealIdNumber(db: Db, id: string, from: string, to: string): Promise<number> {
  const result = (await db.query(
    `UPDATE kyc_submission SET id_number_sealed = ? WHERE id = ? AND id_number_sealed = ?`,
    [to, id, from],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Removes the member's submissions. */
export async function deleteSubmissionsOfUser(em: Db, userId: string): Promise<void> {
  await em.query(`DELETE FROM kyc_submission WHERE user_id = ?`, [userId]);
}
