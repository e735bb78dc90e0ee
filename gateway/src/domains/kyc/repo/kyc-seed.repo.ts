import type { KycImageKind } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/* What the demo seed (seed/seed-kyc.ts) writes and reads of kyc_file and kyc_submission. */

type Db = Pick<EntityManager, "query">;

/** A demo file's row, its key and size refreshed when it exists. */
export async function upsertSeedKycFile(
  db: Db,
  file: { userId: string; key: string; kind: KycImageKind; bytes: number; keyId: string; wrappedKey: string },
): Promise<void> {
  await db.query(
    `INSERT INTO kyc_file (user_id, file_key, kind, mime, bytes, key_id, wrapped_key)
     VALUES (?, ?, ?, 'image/png', ?, ?, ?)
     ON DUPLICATE KEY UPDATE key_id = VALUES(key_id), wrapped_key = VALUES(wrapped_key), bytes = VALUES(bytes)`,
    [file.userId, file.key, file.kind, file.bytes, file.keyId, file.wrappedKey],
  );
}

/** Whether the member has any submission. */
export async function hasAnySubmission(db: Db, userId: string): Promise<boolean> {
  const [existing] = (await db.query(`SELECT id FROM kyc_submission WHERE user_id = ? LIMIT 1`, [
    userId,
  ])) as unknown[];
  return existing !== undefined;
}

export interface SeedSubmission {
  userId: string;
  status: "APPROVED" | "REVIEW";
  firstName: string;
  lastName: string;
  birthday: string;
  idNumberSealed: string;
  idNumberHint: string;
  phone: string;
  address: string;
  purpose: string;
  fileKeys: readonly string[];
  reviewedBy: string | null;
  reviewedAt: Date | null;
}

/** A demo submission (Taiwanese, +886): approved, or under review (then pending for its member). */
export async function insertSeedSubmission(em: Db, s: SeedSubmission): Promise<void> {
  await em.query(
    `INSERT INTO kyc_submission (user_id, status, pending_user_id, nationality, first_name, last_name,
            birthday, id_number_sealed, id_number_hint, phone_country, phone, address, purpose,
            front_file_key, back_file_key, selfie_file_key, second_id_file_key, reviewed_by, reviewed_at)
         VALUES (?, ?, ?, 'TW', ?, ?, ?, ?, ?, '+886', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      s.userId,
      s.status,
      s.status === "APPROVED" ? null : s.userId,
      s.firstName,
      s.lastName,
      s.birthday,
      s.idNumberSealed,
      s.idNumberHint,
      s.phone,
      s.address,
      s.purpose,
      ...s.fileKeys,
      s.reviewedBy,
      s.reviewedAt,
    ],
  );
}

/** How many submissions the given members have. */
export async function countSubmissionsOfUsers(db: Db, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [{ n }] = (await db.query(`SELECT COUNT(*) AS n FROM kyc_submission WHERE user_id IN (?)`, [
    [...userIds],
  ])) as [{ n: string | number }];
  return Number(n);
}
