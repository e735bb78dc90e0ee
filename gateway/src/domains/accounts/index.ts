// The public surface of the accounts domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { anonymiseAccount, anonymiseOverdueAccounts } from "./services/account-deletion.service.js";
export { purgeIdleSessions } from "./services/session.service.js";
export { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_VALID_SECONDS } from "./services/email-code.service.js";
export { FIXED_ATTEMPT_LIMITS, takeAttempts } from "./services/attempt-limits.js";
export { loadAccount, newStepOf, withGuess } from "./services/two-factor-state.service.js";
export {
  acceptStepUpTotpStep,
  consumeStepUpCode,
  countWrongStepUpCode,
  latestStepUpCode,
  replaceStepUpCode,
} from "./repo/step-up-code.repo.js";
export {
  findActiveUserIdByPublicId,
  findUserBriefById,
  findUserBriefsByIds,
  findUserIdByEmail,
  findUserIdsAnonymisedBefore,
  findUserIdsByEmailOrNickname,
  isActiveUser,
  lockUserRow,
  type UserBrief,
} from "./repo/user-lookup.repo.js";
export {
  maskNickname,
  profilePictureUrl,
  toPublicUserView,
  type PublicUserView,
} from "./services/public-user-view.js";
export { countAccounts, insertDemoAccount, type DemoAccountRow } from "./repo/demo-accounts.repo.js";
export { newPublicId } from "./services/create-account.service.js";
export { hashPassword } from "./services/password.js";
export type { SignUpMethod, UserAccount } from "./repo/user-account.repo.js";
export type { ViewerView } from "./services/viewer-view.js";
export type { AccountCaller } from "./services/account-caller.js";
export type { SignInSite } from "./services/complete-login.service.js";
export {
  endSessionByToken,
  resolveSession,
  startSession,
  type ActiveSession,
} from "./services/session.service.js";
export { publicUserColumns, publicUserJoin } from "./repo/public-user-sql.repo.js";
export { userAccountAuditState } from "./repo/audit-state.repo.js";
export { insertStaffAccountIfMissing, setStaffRoles, turnOnTwoFactorFor } from "./repo/staff-seed.repo.js";
export { SecretBox } from "./services/secret-box.js";
export { sniffImage } from "./services/profile-picture.service.js";
export { findMemberIdsAfter } from "./repo/member-segment.repo.js";
export { newMembersByDay } from "./repo/daily-totals.repo.js";
export { staffResetTwoFactor } from "./services/two-factor-staff-reset.service.js";
export { listUserSessionsForStaff, type StaffSessionRow } from "./repo/session.repo.js";
