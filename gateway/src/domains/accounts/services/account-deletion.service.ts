import { ACCOUNT_DELETION_GRACE_DAYS, emailCodeRule, emailRule } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import type { RequestAuth } from "../../../graphql/request-auth.js";
import { withTransaction } from "../../../infra/transaction.js";
import { enqueueAfterCommit } from "../../outbox/services/enqueue-after-commit.service.js";
import { UserAccountEntity } from "../entities/user-account.entity.js";
import type { ConfirmAccountDeletionInput } from "../graphql/accounts.types.js";
import { deletionBlockedBy } from "./deletion-blockers.js";
import { checkEmailCode, consumeEmailCode, issueEmailCode } from "./email-code.service.js";
import { parseInput } from "../../../shared/parse-input.js";
import { removeProfilePictureFile } from "./profile-picture.service.js";
import { endUserSessions } from "./session.service.js";

async function assertDeletable(deps: AppDeps, userId: string): Promise<void> {
  const blocker = await deletionBlockedBy(deps.dataSource.manager, userId);
  if (blocker) throw new DomainError("ACCOUNT_DELETION_BLOCKED", { reason: blocker });
}

/** Step 1: mails a confirmation code to the account's address. */
export async function requestAccountDeletion(deps: AppDeps, auth: RequestAuth) {
  const { user } = await auth.require();
  await assertDeletable(deps, user.id);
  return issueEmailCode(deps, {
    purpose: "delete_account",
    email: user.email,
    userId: user.id,
    locale: user.locale,
    deliver: true,
    ip: auth.ip,
  });
}

const confirmRule = z.object({ email: emailRule, code: emailCodeRule });

/**
 * Step 2: the typed e-mail must be the account's and the code right. The account enters a 7-day
 * pending state (every session ends, login answers 2018, staff can restore it); a delayed job
 * anonymises it afterwards, and the sweeper catches any job that was lost.
 */
export async function confirmAccountDeletion(
  deps: AppDeps,
  auth: RequestAuth,
  input: ConfirmAccountDeletionInput,
) {
  const { user } = await auth.require();
  const form = parseInput(confirmRule, input);
  if (form.email !== user.email) throw new DomainError("ACCOUNT_DELETION_FAILED");
  await assertDeletable(deps, user.id);
  const codeId = await checkEmailCode(deps, "delete_account", user.email, form.code, auth.ip);
  const due = await withTransaction(deps.dataSource, async (em) => {
    await consumeEmailCode(em, codeId);
    const result = (await em.query(
      `UPDATE user_account SET status = 'pending_deletion', deletion_requested_at = NOW(3),
              deletion_due_at = NOW(3) + INTERVAL ? DAY
        WHERE id = ? AND status = 'active'`,
      [ACCOUNT_DELETION_GRACE_DAYS, user.id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) throw new DomainError("ACCOUNT_DELETION_FAILED");
    const row = await em.findOneOrFail(UserAccountEntity, { where: { id: user.id } });
    const deletionDueAt = row.deletionDueAt!;
    await endUserSessions(em, user.id);
    await enqueueAfterCommit(
      em,
      "accounts",
      "anonymise",
      { userId: user.id },
      {
        jobId: `anonymise-${user.id}-${deletionDueAt.getTime()}`,
        runAt: deletionDueAt,
      },
    );
    return deletionDueAt;
  });
  auth.forget();
  return { deletionDueAt: due };
}

/** Staff: undo a pending deletion within its 7 days. The scheduled job then finds nothing to do. */
export async function restoreAccount(deps: AppDeps, userId: string): Promise<boolean> {
  if (!/^\d{1,20}$/.test(userId)) throw new DomainError("DATA_ERROR", { field: "userId" });
  const result = (await deps.dataSource.query(
    `UPDATE user_account SET status = 'active', deletion_requested_at = NULL, deletion_due_at = NULL
      WHERE id = ? AND status = 'pending_deletion'`,
    [userId],
  )) as { affectedRows: number };
  if (result.affectedRows !== 1) throw new DomainError("NOT_FOUND");
  return true;
}

/** Staff: accounts waiting out their deletion period, soonest first. */
export function listPendingDeletions(deps: AppDeps): Promise<UserAccountEntity[]> {
  return deps.dataSource
    .getRepository(UserAccountEntity)
    .find({ where: { status: "pending_deletion" }, order: { deletionDueAt: "ASC" }, take: 200 });
}

/**
 * Wipes the personal data of an account whose deletion period ended. Conditional on the pending
 * state and the due time, so a restored account, a job run twice or a race with the sweeper are all
 * harmless. The row stays under a pseudonym so ledger and trade history keep their owner.
 */
export async function anonymiseAccount(deps: AppDeps, userId: string): Promise<boolean> {
  const user = await deps.dataSource.getRepository(UserAccountEntity).findOne({ where: { id: userId } });
  if (!user || user.status !== "pending_deletion") return false;
  const done = await withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE user_account SET status = 'deleted', anonymised_at = NOW(3),
              email = CONCAT('deleted-', public_id, '@deleted.invalid'), nickname = CONCAT('deleted-', public_id),
              password_hash = NULL, show_nickname = 0, first_name = NULL, last_name = NULL, real_name = NULL,
              phone_country_code = NULL, phone = NULL, country = NULL, birthday = NULL, sex = NULL,
              postal_address = NULL, profile_picture_key = NULL, totp_secret = NULL, totp_pending_secret = NULL,
              totp_enabled = 0, totp_last_step = NULL, totp_reset_key_hash = NULL
        WHERE id = ? AND status = 'pending_deletion' AND deletion_due_at <= NOW(3)`,
      [userId],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return false;
    await em.query(`DELETE FROM social_identity WHERE user_id = ?`, [userId]);
    await em.query(`DELETE FROM user_session WHERE user_id = ?`, [userId]);
    await em.query(`DELETE FROM email_code WHERE user_id = ? OR email = ?`, [userId, user.email]);
    return true;
  });
  if (done && user.profilePictureKey) await removeProfilePictureFile(deps, user.profilePictureKey);
  return done;
}

/** Sweep task: anonymises overdue accounts a lost job missed. */
export async function anonymiseOverdueAccounts(deps: AppDeps): Promise<number> {
  const rows = (await deps.dataSource.query(
    `SELECT id FROM user_account WHERE status = 'pending_deletion' AND deletion_due_at <= NOW(3) LIMIT 100`,
  )) as { id: string }[];
  let count = 0;
  for (const row of rows) if (await anonymiseAccount(deps, row.id)) count++;
  return count;
}
