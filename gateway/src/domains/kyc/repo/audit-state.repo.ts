import type { EntityManager } from "typeorm";

/**
 * What the staff audit log records of a KYC submission before and after a review: its state columns
 * only (the names, birthday and ID number stay out of the log). Null when there is no such row.
 */
export async function kycSubmissionAuditState(
  db: Pick<EntityManager, "query">,
  id: string,
): Promise<unknown> {
  const rows = (await db.query(
    "SELECT id, user_id, status, failure_reason, reviewed_by FROM kyc_submission WHERE id = ?",
    [id],
  )) as unknown[];
  return rows[0] ?? null;
}
