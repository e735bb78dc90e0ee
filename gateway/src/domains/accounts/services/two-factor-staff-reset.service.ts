import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { turnOffByStaffRow } from "../repo/two-factor.repo.js";
import { findUserById } from "../repo/user-account.repo.js";
import { endSessionsWithNotice } from "./security-notice.service.js";

/** The identity check's notes: what support asked and what matched (required, kept in the audit log). */
export const IDENTITY_CHECK_NOTES_MIN = 20;
export const IDENTITY_CHECK_NOTES_MAX = 2000;

/**
 * Support turns a member's 2FA off when the member lost both the device and the reset key, after an
 * identity check whose notes are required (the staff operation's audit entry keeps them with the
 * call). Staff accounts and one's own are refused (2174): they are not reset from the console. The
 * write is conditional on 2FA being on (2173 otherwise); the member's sessions end and the security
 * notice is mailed in the same transaction, as when members turn it off themselves.
 */
export async function staffResetTwoFactor(
  deps: AppDeps,
  actorId: string,
  userId: string,
  identityCheckNotes: string,
): Promise<boolean> {
  const notes = identityCheckNotes.trim();
  if (notes.length < IDENTITY_CHECK_NOTES_MIN) {
    throw new DomainError("DATA_ERROR", { field: "identityCheckNotes", reason: "validation.tooShort" });
  }
  if (notes.length > IDENTITY_CHECK_NOTES_MAX) {
    throw new DomainError("DATA_ERROR", { field: "identityCheckNotes", reason: "validation.tooLong" });
  }
  if (userId === actorId) throw new DomainError("TWO_FACTOR_RESET_NOT_ALLOWED");
  const user = await findUserById(deps.dataSource, userId);
  if (!user || user.anonymisedAt) throw new DomainError("NOT_FOUND");
  if (user.role === "staff") throw new DomainError("TWO_FACTOR_RESET_NOT_ALLOWED");
  if (!user.totpEnabled) throw new DomainError("TWO_FACTOR_NOT_ENABLED");
  await withTransaction(deps.dataSource, async (em) => {
    if (!(await turnOffByStaffRow(em, user.id))) throw new DomainError("TWO_FACTOR_NOT_ENABLED");
    await endSessionsWithNotice(em, user, "twoFactorOff");
  });
  deps.logger.info({ userId, actorId }, "two-factor authentication turned off by support");
  return true;
}
