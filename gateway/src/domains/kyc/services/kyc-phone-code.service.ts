import { KYC_PHONE_CODE_LENGTH, KYC_PHONE_CODE_RESEND_SECONDS } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { createSmsAdapter } from "../../../adapters/sms/create-sms-adapter.js";
import { e164, SmsNotConfiguredError } from "../../../adapters/sms/sms-adapter.js";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { digestsEqual, randomDigits, sha256Hex } from "../../../shared/crypto.js";
import { takeAttempts } from "../../accounts/index.js";
import {
  consumeOpenPhoneCodes,
  consumePhoneCode,
  consumeVerifiedPhoneCode,
  countWrongPhoneCode,
  findLatestPhoneCode,
  hasVerifiedPhoneCode,
  insertPhoneCode,
  isPhoneCodeVerifiedUnused,
  markPhoneCodeVerified,
} from "../repo/kyc-phone-code.repo.js";
import { kycStatusOf } from "./kyc-gate.js";
import { kycPhoneCodeSms } from "./kyc-messages.templates.js";
import { parseKycPhone } from "./kyc-phone.js";

/** A phone code stays valid this long. */
export const KYC_PHONE_CODE_VALID_SECONDS = 10 * 60;
/** Wrong tries that burn a code. */
export const KYC_PHONE_CODE_MAX_ATTEMPTS = 5;
/** A verified phone must be used by a submission within this long. */
export const KYC_PHONE_VERIFIED_VALID_MINUTES = 30;

const resendKey = (deps: AppDeps, userId: string) => `${deps.config.QUEUE_PREFIX}:kyc-phone-code:${userId}`;

/** The digest stored for a code: bound to its user so equal codes never share a digest. */
const codeDigest = (userId: string, code: string) => sha256Hex(`kyc-phone:${userId}:${code}`);

/**
 * Texts a new 6-digit code to the member's phone (2039 once approved, 1033 while under review: they
 * cannot submit, so no SMS is spent). Another request inside the 60-second window
 * answers 1048 with `remainingTime`; the window is an atomic Redis SET NX, so two racing requests
 * cannot both send. A new code makes the member's earlier unused codes stop working.
 */
export async function sendKycPhoneCode(
  deps: AppDeps,
  user: { id: string; locale: string | null },
  phoneCountry: string,
  phone: string,
  ip: string,
): Promise<{ resendInSeconds: number }> {
  const target = parseKycPhone(phoneCountry, phone);
  // Nothing to verify for: no SMS is spent on a member who cannot submit.
  const status = await kycStatusOf(deps.dataSource.manager, user.id);
  if (status === "APPROVED") throw new DomainError("KYC_ALREADY_APPROVED");
  if (status === "REVIEW") throw new DomainError("KYC_UNDER_REVIEW");
  const to = e164(target.phoneCountry, target.phone);
  let sms;
  try {
    sms = createSmsAdapter(deps.config, deps.dataSource);
  } catch (error) {
    if (!(error instanceof SmsNotConfiguredError)) throw error;
    deps.logger.error("KYC phone code refused: SMS_API_URL is not configured in production");
    throw new DomainError("SERVICE_UNAVAILABLE");
  }

  // Every SMS costs money and reaches a person: counted before sending, per number (hour and day,
  // whichever accounts ask), per account and per client address (day), in one atomic step (9429).
  const taken = await takeAttempts(deps, [
    { kind: "smsSendPhoneHour", subject: to },
    { kind: "smsSendPhoneDay", subject: to },
    { kind: "smsSendAccountDay", subject: user.id },
    { kind: "smsSendIpDay", subject: ip },
  ]);
  const gate = resendKey(deps, user.id);
  const opened = await deps.redis.set(gate, "1", "EX", KYC_PHONE_CODE_RESEND_SECONDS, "NX");
  if (opened !== "OK") {
    await taken.giveBack();
    const ttl = await deps.redis.ttl(gate);
    throw new DomainError("CODE_NOT_EXPIRED", { remainingTime: Math.max(ttl, 1) });
  }
  const code = randomDigits(KYC_PHONE_CODE_LENGTH);
  let codeId: string | undefined;
  try {
    codeId = await withTransaction(deps.dataSource, async (em) => {
      await consumeOpenPhoneCodes(em, user.id);
      return insertPhoneCode(em, {
        userId: user.id,
        phoneCountry: target.phoneCountry,
        phone: target.phone,
        codeHash: codeDigest(user.id, code),
        validSeconds: KYC_PHONE_CODE_VALID_SECONDS,
      });
    });
    await sms.send(to, kycPhoneCodeSms(user.locale, code, KYC_PHONE_CODE_VALID_SECONDS));
  } catch (error) {
    // Nothing was delivered: the code must not work and the member may ask again at once.
    if (codeId) {
      await consumePhoneCode(deps.dataSource, codeId);
    }
    await deps.redis.del(gate);
    await taken.giveBack();
    if (error instanceof DomainError) throw error;
    deps.logger.error({ err: error }, "KYC phone code could not be sent");
    throw new DomainError("SERVICE_UNAVAILABLE");
  }
  return { resendInSeconds: KYC_PHONE_CODE_RESEND_SECONDS };
}

/**
 * Checks the code last sent to this phone: 1049 when wrong (five wrong tries burn it), 1003 when it
 * expired, was burnt or was replaced by a newer code (or went to another number). Success marks it
 * verified (a conditional update); the right code checked again answers true and changes nothing.
 */
export async function verifyKycPhone(
  deps: AppDeps,
  userId: string,
  phoneCountry: string,
  phone: string,
  code: string,
): Promise<true> {
  const target = parseKycPhone(phoneCountry, phone);
  const row = await findLatestPhoneCode(deps.dataSource, userId);
  // No code, or the latest one went to another number: nothing valid to check against.
  if (!row || row.phoneCountry !== target.phoneCountry || row.phone !== target.phone) {
    throw new DomainError("VERIFICATION_CODE_EXPIRED");
  }
  if (Number(row.usable) !== 1) throw new DomainError("VERIFICATION_CODE_EXPIRED");
  if (!/^\d+$/.test(code.trim()) || !digestsEqual(row.codeHash, codeDigest(userId, code.trim()))) {
    await countWrongPhoneCode(deps.dataSource, String(row.id), KYC_PHONE_CODE_MAX_ATTEMPTS);
    throw new DomainError("PHONE_CODE_WRONG");
  }
  if (Number(row.verified) === 1) return true;
  if ((await markPhoneCodeVerified(deps.dataSource, String(row.id))) === 1) return true;
  // Lost a race: a twin request verified it (fine) or a new code / the clock made it stale.
  if (await isPhoneCodeVerifiedUnused(deps.dataSource, String(row.id))) return true;
  throw new DomainError("VERIFICATION_CODE_EXPIRED");
}

/**
 * Uses up the member's verified code for exactly this phone (verified within the last 30 minutes,
 * not used before) inside the submission's transaction; 2040 when there is none.
 */
export async function consumeVerifiedPhone(
  em: EntityManager,
  userId: string,
  phoneCountry: string,
  phone: string,
): Promise<void> {
  const changed = await consumeVerifiedPhoneCode(
    em,
    userId,
    phoneCountry,
    phone,
    KYC_PHONE_VERIFIED_VALID_MINUTES,
  );
  if (changed !== 1) throw new DomainError("PHONE_NOT_VERIFIED");
}

/** Whether the member holds a verified, unused phone code right now (the form may be submitted). */
export async function hasVerifiedPhone(em: EntityManager, userId: string): Promise<boolean> {
  return hasVerifiedPhoneCode(em, userId, KYC_PHONE_VERIFIED_VALID_MINUTES);
}
