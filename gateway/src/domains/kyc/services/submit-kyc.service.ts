import { KYC_NATIONALITIES, KYC_PURPOSES } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { lockUserRow } from "../../accounts/index.js";
import { findKindsOfUserFiles } from "../repo/kyc-file.repo.js";
import { findLatestKycStatus, insertSubmission } from "../repo/kyc-submission.repo.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { KYC_FILE_KEY } from "./kyc-files.service.js";
import { idNumberHint, kycIdBox } from "./kyc-id-box.js";
import { consumeVerifiedPhone } from "./kyc-phone-code.service.js";
import { parseKycPhone } from "./kyc-phone.js";
import { FILE_FIELDS, myKycView, type MyKycView } from "./kyc-views.js";

export interface SubmitKycInput {
  nationality: string;
  firstName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
  phoneCountry: string;
  phone: string;
  address: string;
  purpose: string;
  frontFileKey: string;
  backFileKey: string;
  selfieFileKey: string;
  secondIdFileKey: string;
}

const name = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .max(64, { message: "validation.tooLong" });
const fileKey = z.string().trim().regex(KYC_FILE_KEY, { message: "validation.kycFile" });

/** A real calendar date, written YYYY-MM-DD, not in the future and not before 1900. */
function isPlausibleBirthday(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  // Compared with today's date in Taiwan, so a birthday "today" is accepted everywhere.
  const todayTaipei = new Date(today.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return y >= 1900 && value <= todayTaipei;
}

/**
 * The form (fields of docs/WALLET.md). Minors are not refused: spec §1 asks members under 20 for a
 * guardian's consent, which staff check during review; only the date itself is validated here.
 */
const submitKycRule = z.object({
  nationality: z.enum(KYC_NATIONALITIES, { message: "validation.nationality" }),
  firstName: name,
  lastName: name,
  birthday: z
    .string()
    .trim()
    .refine((v) => isPlausibleBirthday(v), { message: "validation.birthday" }),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,32}$/, { message: "validation.idNumber" })
    .transform((v) => v.toUpperCase()),
  phoneCountry: z.string(),
  phone: z.string(),
  address: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(255, { message: "validation.tooLong" }),
  purpose: z.enum(KYC_PURPOSES, { message: "validation.purpose" }),
  frontFileKey: fileKey,
  backFileKey: fileKey,
  selfieFileKey: fileKey,
  secondIdFileKey: fileKey,
});

/**
 * Submits the KYC form. Checks, in order: the member's state (2039 once approved, 1033 while a
 * submission is under review), the form (400), the four images (each the member's own upload of the
 * right kind, four different files: 400 otherwise), and the phone (a verified, unused code for
 * exactly this number from the last 30 minutes: 2040), which is used up by the submission. The ID
 * number is stored sealed, with its last four characters as a hint. `pending_user_id` (UNIQUE) holds
 * the member's id while the submission is under review, so "one open submission" is a database fact
 * even when two submissions race. Any failure writes nothing.
 */
export async function submitKyc(deps: AppDeps, userId: string, input: SubmitKycInput): Promise<MyKycView> {
  try {
    await withTransaction(deps.dataSource, async (em) => {
      // Serialises this member's submissions and reviews of them: the state read below stays true.
      await lockUserRow(em, userId);
      const latest = await findLatestKycStatus(em, userId);
      if (latest === "APPROVED") throw new DomainError("KYC_ALREADY_APPROVED");
      if (latest === "REVIEW") throw new DomainError("KYC_UNDER_REVIEW");

      const form = parseInput(submitKycRule, input);
      const phone = parseKycPhone(form.phoneCountry, form.phone);

      const keys = FILE_FIELDS.map(({ field }) => form[field as keyof typeof form] as string);
      if (new Set(keys).size !== keys.length) {
        throw new DomainError("DATA_ERROR", { field: "secondIdFileKey", reason: "validation.kycFile" });
      }
      const kindOf = await findKindsOfUserFiles(em, userId, keys);
      for (const { field, kind } of FILE_FIELDS) {
        if (kindOf.get(form[field as keyof typeof form] as string) !== kind) {
          throw new DomainError("DATA_ERROR", { field, reason: "validation.kycFile" });
        }
      }

      await consumeVerifiedPhone(em, userId, phone.phoneCountry, phone.phone);

      await insertSubmission(em, {
        userId,
        nationality: form.nationality,
        firstName: form.firstName,
        lastName: form.lastName,
        birthday: form.birthday,
        idNumberSealed: kycIdBox(deps.config.KYC_ENCRYPTION_KEY).seal(form.idNumber),
        idNumberHint: idNumberHint(form.idNumber),
        phoneCountry: phone.phoneCountry,
        phone: phone.phone,
        address: form.address,
        purpose: form.purpose,
        fileKeys: keys,
      });
    });
  } catch (error) {
    if (duplicateKeyOf(error) === "uq_kyc_pending") throw new DomainError("KYC_UNDER_REVIEW");
    throw error;
  }
  return myKycView(deps.dataSource.manager, userId);
}
