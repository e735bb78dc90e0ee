import { unlink } from "node:fs/promises";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { kycFilePath } from "./kyc-files.service.js";
import { findUserBriefsByIds } from "../../accounts/index.js";
import { deleteKycFilesOfUser, findKycFileKeysOfUser } from "../repo/kyc-file.repo.js";
import { findUserIdsWithKycData } from "../repo/kyc-holders.repo.js";
import { deletePhoneCodesOfUser } from "../repo/kyc-phone-code.repo.js";
import { deleteSubmissionsOfUser } from "../repo/kyc-submission.repo.js";

/** Accounts purged per sweep run; the next run takes the rest. */
export const KYC_PURGE_BATCH = 50;

/**
 * Accounts whose KYC record has outlived its retention: anonymised (account deletion became
 * permanent) at least KYC_RETENTION_DAYS ago, counted from `anonymised_at`, and still holding KYC
 * files, submissions or phone codes.
 */
async function dueAccounts(deps: Pick<AppDeps, "config" | "dataSource">): Promise<string[]> {
  const db = deps.dataSource.manager;
  // The cutoff on the database clock, as `anonymised_at` was written by it.
  const [{ now }] = (await db.query(`SELECT NOW(3) AS now`)) as [{ now: Date }];
  const cutoff = new Date(now).getTime() - deps.config.KYC_RETENTION_DAYS * 86_400_000;
  const holders = await findUserIdsWithKycData(db);
  const due: { id: string; at: number }[] = [];
  for (let i = 0; i < holders.length; i += 500) {
    const users = await findUserBriefsByIds(db, holders.slice(i, i + 500));
    for (const user of users.values()) {
      const at = user.anonymisedAt ? new Date(user.anonymisedAt).getTime() : null;
      if (user.status === "deleted" && at !== null && at <= cutoff) due.push({ id: user.id, at });
    }
  }
  due.sort((x, y) => x.at - y.at || (BigInt(x.id) < BigInt(y.id) ? -1 : BigInt(x.id) > BigInt(y.id) ? 1 : 0));
  return due.slice(0, KYC_PURGE_BATCH).map((d) => d.id);
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
  for (const key of await findKycFileKeysOfUser(deps.dataSource, userId)) {
    await unlink(kycFilePath(deps.config, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  await withTransaction(deps.dataSource, async (em) => {
    await deleteKycFilesOfUser(em, userId);
    await deleteSubmissionsOfUser(em, userId);
    await deletePhoneCodesOfUser(em, userId);
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
