import type { EntityManager } from "typeorm";

/** The members who hold any KYC data (files, submissions or phone codes), for the retention purge. */
export async function findUserIdsWithKycData(db: Pick<EntityManager, "query">): Promise<string[]> {
  const rows = (await db.query(
    `SELECT user_id FROM kyc_file
      UNION SELECT user_id FROM kyc_submission
      UNION SELECT user_id FROM kyc_phone_code`,
  )) as { user_id: string | number }[];
  return rows.map((r) => String(r.user_id));
}
