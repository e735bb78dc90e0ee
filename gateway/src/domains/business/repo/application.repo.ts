import type { BusinessApplicationState } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * issuer_application: one row per application from the business page. `open_user_id` is set while
 * the application is SUBMITTED (UNIQUE: one open application per member); decisions are conditional
 * updates from SUBMITTED that clear it.
 */

type Db = Pick<EntityManager, "query">;

export interface ApplicationRow {
  id: string;
  userId: string;
  state: BusinessApplicationState;
  companyName: string;
  registrationNumber: string | null;
  contactName: string;
  contactEmail: string;
  phone: string;
  website: string | null;
  category: string;
  description: string;
  expectedVolume: string;
  locale: string;
  publisherId: string | null;
  rejectReason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, user_id AS userId, state, company_name AS companyName,
  registration_number AS registrationNumber, contact_name AS contactName, contact_email AS contactEmail,
  phone, website, category, description, expected_volume AS expectedVolume, locale,
  publisher_id AS publisherId, reject_reason AS rejectReason, decided_by AS decidedBy,
  decided_at AS decidedAt, created_at AS createdAt`;

const idOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toRow(row: ApplicationRow): ApplicationRow {
  return {
    ...row,
    id: String(row.id),
    userId: String(row.userId),
    publisherId: idOrNull(row.publisherId),
    decidedBy: idOrNull(row.decidedBy),
  };
}

/** What the business form stores; the rest of a row comes from decisions. */
export type NewApplication = Omit<
  ApplicationRow,
  "id" | "state" | "publisherId" | "rejectReason" | "decidedBy" | "decidedAt" | "createdAt"
>;

/**
 * Stores a SUBMITTED application; throws MySQL's ER_DUP_ENTRY when the member already has an open
 * one (uq_issuer_application_open), which the service turns into BUSINESS_APPLICATION_OPEN.
 */
export async function insertApplication(db: Db, a: NewApplication): Promise<string> {
  const result = (await db.query(
    `INSERT INTO issuer_application (user_id, open_user_id, company_name, registration_number,
       contact_name, contact_email, phone, website, category, description, expected_volume, locale)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      a.userId,
      a.userId,
      a.companyName,
      a.registrationNumber,
      a.contactName,
      a.contactEmail,
      a.phone,
      a.website,
      a.category,
      a.description,
      a.expectedVolume,
      a.locale,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM issuer_application WHERE id = ?`, [
    id,
  ])) as ApplicationRow[];
  return row ? toRow(row) : null;
}

/** The member's newest application (open or decided), or null. */
export async function findLatestApplicationOf(db: Db, userId: string): Promise<ApplicationRow | null> {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM issuer_application WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  )) as ApplicationRow[];
  return row ? toRow(row) : null;
}

/** Applications in one state: waiting ones oldest first, decided ones most recently decided first. */
export async function findApplicationsByState(
  db: Db,
  state: BusinessApplicationState,
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const order = state === "SUBMITTED" ? "created_at ASC, id ASC" : "decided_at DESC, id DESC";
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM issuer_application WHERE state = ? ORDER BY ${order} LIMIT ? OFFSET ?`,
    [state, limit, offset],
  )) as ApplicationRow[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM issuer_application WHERE state = ?`, [
    state,
  ])) as {
    n: number | string;
  }[];
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
}

/**
 * SUBMITTED → APPROVED (with the publisher) or REJECTED (with the reason), once: the WHERE repeats
 * the state and that the decider is not the applicant. Returns the number of rows changed (0 or 1).
 */
export async function decideApplication(
  db: Db,
  id: string,
  decision:
    | { staffId: string; approve: true; publisherId: string }
    | { staffId: string; approve: false; reason: string },
): Promise<number> {
  const result = (await db.query(
    `UPDATE issuer_application
        SET state = ?, open_user_id = NULL, publisher_id = ?, reject_reason = ?, decided_by = ?,
            decided_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND state = 'SUBMITTED' AND user_id <> ?`,
    [
      decision.approve ? "APPROVED" : "REJECTED",
      decision.approve ? decision.publisherId : null,
      decision.approve ? null : decision.reason,
      decision.staffId,
      id,
      decision.staffId,
    ],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** The columns the staff audit log records before and after a decision (no personal data). */
export async function issuerApplicationAuditState(db: Db, id: string): Promise<unknown> {
  const [row] = (await db.query(
    `SELECT state, publisher_id AS publisherId, decided_by AS decidedBy FROM issuer_application WHERE id = ?`,
    [id],
  )) as unknown[];
  return row ?? null;
}
