import QRCode from "qrcode";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { recordMissionEvent } from "../../missions/index.js";
import { type ReauthenticationProof, verifyReauthentication } from "./reauthenticate.service.js";
import { endSessionsWithNotice } from "./security-notice.service.js";
import type { AccountCaller } from "./account-caller.js";
import { generateSecret, otpauthUrl } from "./totp.js";
import {
  activatePendingSecret,
  loadAccount,
  newResetKey,
  newStepOf,
  parseTotpCode,
  resetKeyHash,
  secretBoxOf,
  storePendingSecret,
  withGuess,
} from "./two-factor-state.service.js";

/** A new authenticator secret; 2FA turns on only once `activateTwoFactor` accepts a code from it. */
export interface TwoFactorSetupView {
  /** Base32 secret, for typing into an authenticator app by hand. */
  secret: string;
  /** otpauth://totp/ URL with issuer Vitrine and the account e-mail. */
  otpauthUrl: string;
  /** The otpauth URL as a QR code: a data:image/png;base64 URL. */
  qrCodeDataUrl: string;
}

/**
 * First half of turning 2FA on: a new secret, kept sealed as the pending secret until a code from it
 * proves the authenticator app has it. Calling again restarts the set-up with another secret (the old
 * QR code stops working). 2025 when 2FA is already on: a second secret would silently replace the
 * device the user relies on.
 */
export async function beginTwoFactorSetup(deps: AppDeps, auth: AccountCaller): Promise<TwoFactorSetupView> {
  const { user } = await auth.require();
  const secret = generateSecret();
  if (!(await storePendingSecret(deps, user.id, secretBoxOf(deps).seal(secret)))) {
    throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
  }
  const url = otpauthUrl(secret, user.email);
  return {
    secret,
    otpauthUrl: url,
    qrCodeDataUrl: await QRCode.toDataURL(url, { errorCorrectionLevel: "M" }),
  };
}

/**
 * Second half: a code from the pending secret turns 2FA on, and its step counts as used. Needs the
 * current password (accounts without one: a mailed code), checked first — a session alone cannot turn
 * 2FA on. Returns the reset key, which is shown this once (only its SHA-256 is stored). Turning 2FA
 * on ends the member's other sessions and mails a notice, in the activation's transaction. 2041
 * without a password, 1009 when it is wrong, 623 for a wrong code (counted before it is checked, per
 * account and address, then 2019), 2025 when there is no set-up to activate or 2FA is already on.
 */
export async function activateTwoFactor(
  deps: AppDeps,
  auth: AccountCaller,
  code: string,
  ip: string,
  proof: ReauthenticationProof = {},
): Promise<{ resetKey: string }> {
  const { user: sessionUser, sessionId } = await auth.require();
  const totpCode = parseTotpCode(code);
  const spendProof = await verifyReauthentication(deps, sessionUser, ip, proof);
  const resetKey = await withGuess(deps, "code", sessionUser.id, ip, async () => {
    const user = await loadAccount(deps, sessionUser.id);
    const pending = user?.totpPendingSecret;
    if (!user || user.totpEnabled || !pending) throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
    const step = newStepOf(deps, pending, totpCode, user.totpLastStep);
    if (step === null) throw new DomainError("WRONG_VERIFICATION_CODE");
    const key = newResetKey();
    await withTransaction(deps.dataSource, async (em) => {
      // Lost when another request restarted the set-up or activated it first: that state wins.
      if (!(await activatePendingSecret(deps, user.id, pending, step, resetKeyHash(key), em))) {
        throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
      }
      await spendProof(em);
      await endSessionsWithNotice(em, user, "twoFactorOn", sessionId);
      await recordMissionEvent(em, { userId: user.id, event: "two-factor-on", key: "on" });
    });
    return key;
  });
  deps.logger.info({ userId: sessionUser.id }, "two-factor authentication turned on");
  return { resetKey };
}
