import { unlink } from "node:fs/promises";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { kycFilePath } from "./kyc-files.service.js";

/** Accounts purged per sweep run; the next run takes the rest. */
export const KYC_PURGE_BATCH = 50;

/**
 * Accounts whose KYC record has outlived its retention: anonymised (account deletion became
 * permanent) at least KYC_RETENTION_DAYS ago, counted from `anonymised_at`, and still holding KYC
 * files, submissions or phone codes.
 */
async function dueAccounts(deps: Pick<AppDeps, "config" | "dataSource">): Promise<string[]> {
  const rows = (await deps.dataSource.query(
    `SELECT u.id FROM user_account u
      WHERE u.status = 'deleted' AND u.anonymised_at IS NOT NULL
        AND u.anonymised_at <= NOW(3) - INTERVAL ? DAY
        AND (EXISTS (SELECT 1 FROM kyc_file f WHERE f.user_id = u.id)
          OR EXISTS (SELECT 1 FROM kyc_submission s WHERE s.user_id = u.id)
          OR EXISTS (SELECT 1 FROM kyc_phone_code c WHERE c.user_id = u.id))
      ORDER BY u.anonymised_at, u.id LIMIT ?`,
    [deps.config.KYC_RETENTION_DAYS, KYC_PURGE_BATCH],
  )) as { id: string }[];
  return rows.map((r) => String(r.id));
}

/**
 * Removes one anonymised account's KYC data: the photo files first (a missing file is fine), then
 * the file rows, the submissions (names, birthday, address and the sealed ID number) and phone
 * codes in one transaction. Files go first so a crash in between leaves rows that the next run
 * finds again, never files nobody points at.
 */
export async function purgeKycOf(
  deps: Pick<AppDeps, "config" | "dataSource" | "logger">,
  userId: string,
): Promise<void> {
  const files = (await deps.dataSource.query(`SELECT file_key AS \`key\` FROM kyc_file WHERE user_id = ?`, [
    userId,
  ])) as { key: string }[];
  for (const { key } of files) {
    await unlink(kycFilePath(deps.config, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  await withTransaction(deps.dataSource, async (em) => {
    await em.query(`DELETE FROM kyc_file WHERE user_id = ?`, [userId]);
    await em.query(`DELETE FROM kyc_submission WHERE user_id = ?`, [userId]);
    await em.query(`DELETE FROM kyc_phone_code WHERE user_id = ?`, [userId]);
  });
}

/** Sweep task: purges the KYC data of accounts past retention. Answers how many accounts were purged. */
export async function purgeKycAfterRetention(
  deps: Pick<AppDeps, "config" | "dataSource" | "logger">,
): Promise<number> {
  let purged = 0;
  for (const userId of await dueAccounts(deps)) {
    try {
      await purgeKycOf(deps, userId);
      purged++;
    } catch (error) {
      deps.logger.error({ err: error, userId }, "could not purge KYC data after retention");
    }
  }
  return purged;
}
