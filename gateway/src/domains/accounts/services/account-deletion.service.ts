import { ACCOUNT_DELETION_GRACE_DAYS, emailCodeRule, emailRule } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import {
  anonymiseDueAccount,
  deleteAnonymisedRows,
  findOverdueDeletions,
  markPendingDeletion,
  restorePendingDeletion,
} from "../repo/account-deletion.repo.js";
import { findUserById, listUsersPendingDeletion } from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { deletionBlockedBy } from "./deletion-blockers.js";
import { checkEmailCode, consumeEmailCode, issueEmailCode } from "./email-code.service.js";
import { parseInput } from "../../../shared/parse-input.js";
import { removeProfilePictureFile } from "./profile-picture.service.js";
import { endUserSessions } from "./session.service.js";

export interface ConfirmAccountDeletionInput {
  /** Must match the account's e-mail. */
  email: string;
  code: string;
}

/** Staff view of an account waiting out its deletion period. */
export interface PendingDeletionView {
  userId: string;
  publicId: string;
  email: string;
  nickname: string;
  deletionDueAt: Date;
}

async function assertDeletable(deps: AppDeps, userId: string): Promise<void> {
  const blocker = await deletionBlockedBy(deps.dataSource.manager, userId);
  if (blocker) {
    throw new DomainError("ACCOUNT_DELETION_BLOCKED", { reason: "accounts.delete.blocked", blocker });
  }
}

/** Step 1: mails a confirmation code to the account's address. */
export async function requestAccountDeletion(deps: AppDeps, auth: AccountCaller) {
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
  auth: AccountCaller,
  input: ConfirmAccountDeletionInput,
): Promise<{ deletionDueAt: Date }> {
  const { user } = await auth.require();
  const form = parseInput(confirmRule, input);
  if (form.email !== user.email) throw new DomainError("ACCOUNT_DELETION_FAILED");
  await assertDeletable(deps, user.id);
  const codeId = await checkEmailCode(deps, "delete_account", user.email, form.code, auth.ip);
  const due = await withTransaction(deps.dataSource, async (em) => {
    await consumeEmailCode(em, codeId);
    const deletionDueAt = await markPendingDeletion(em, user.id, ACCOUNT_DELETION_GRACE_DAYS);
    if (deletionDueAt === null) throw new DomainError("ACCOUNT_DELETION_FAILED");
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
  if (!(await restorePendingDeletion(deps.dataSource, assertRowId("userId", userId))))
    throw new DomainError("NOT_FOUND");
  return true;
}

/** Staff: accounts waiting out their deletion period, soonest first. */
export async function listPendingDeletions(deps: AppDeps): Promise<PendingDeletionView[]> {
  const users = await listUsersPendingDeletion(deps.dataSource, 200);
  return users.map((u) => ({
    userId: u.id,
    publicId: u.publicId,
    email: u.email,
    nickname: u.nickname,
    deletionDueAt: u.deletionDueAt!,
  }));
}

/**
 * Wipes the personal data of an account whose deletion period ended. Conditional on the pending
 * state and the due time, so a restored account, a job run twice or a race with the sweeper are all
 * harmless. The row stays under a pseudonym so ledger and trade history keep their owner.
 */
export async function anonymiseAccount(deps: AppDeps, userId: string): Promise<boolean> {
  const user = await findUserById(deps.dataSource, userId);
  if (!user || user.status !== "pending_deletion") return false;
  const done = await withTransaction(deps.dataSource, async (em) => {
    if (!(await anonymiseDueAccount(em, userId))) return false;
    await deleteAnonymisedRows(em, userId, user.email);
    return true;
  });
  if (done && user.profilePictureKey) await removeProfilePictureFile(deps, user.profilePictureKey);
  return done;
}

/** Sweep task: anonymises overdue accounts a lost job missed. */
export async function anonymiseOverdueAccounts(deps: AppDeps): Promise<number> {
  const ids = await findOverdueDeletions(deps.dataSource, 100);
  let count = 0;
  for (const id of ids) if (await anonymiseAccount(deps, id)) count++;
  return count;
}
