import {
  birthdayRule,
  isValidPhone,
  LOCALES,
  nicknameRule,
  phoneCountryCodeRule,
  sexRule,
} from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findUserById, updateProfileFields, type ProfileChanges } from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { toViewer, type ViewerView } from "./viewer-view.js";

/** Only the fields given change; null clears an optional field. */
export interface UpdateProfileInput {
  nickname?: string | null;
  showNickname?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
  realName?: string | null;
  phoneCountryCode?: string | null;
  phone?: string | null;
  country?: string | null;
  birthday?: string | null;
  sex?: number | null;
  postalAddress?: string | null;
  locale?: string | null;
}

/** Optional free text: trimmed, empty means cleared. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation.tooLong" })
    .transform((v) => (v === "" ? null : v))
    .nullish();

const profileRule = z
  .object({
    nickname: nicknameRule.nullish(),
    showNickname: z.boolean().nullish(),
    firstName: text(64),
    lastName: text(64),
    realName: text(128),
    phoneCountryCode: phoneCountryCodeRule.nullish(),
    phone: text(20),
    country: text(64),
    birthday: birthdayRule.nullish(),
    sex: sexRule.nullish(),
    postalAddress: text(255),
    locale: z.enum(LOCALES).nullish(),
  })
  .strict();

/** Fields that cannot be cleared: null leaves them as they are. */
const REQUIRED = new Set(["nickname", "showNickname", "locale"]);

/**
 * Account settings: changes the fields given (undefined leaves a field, null clears an optional one).
 * The phone is checked with its country code (Taiwan mobiles: 09 + 8 digits, spec §5).
 */
export async function updateProfile(
  deps: AppDeps,
  auth: AccountCaller,
  input: UpdateProfileInput,
): Promise<ViewerView> {
  const { user } = await auth.require();
  const form = parseInput(profileRule, { ...input });
  const changes: ProfileChanges = {};
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || (value === null && REQUIRED.has(key))) continue;
    (changes as Record<string, unknown>)[key] = value;
  }
  const phone = "phone" in changes ? changes.phone : user.phone;
  const countryCode =
    ("phoneCountryCode" in changes ? changes.phoneCountryCode : user.phoneCountryCode) ?? "+886";
  if (phone && !isValidPhone(countryCode, phone)) {
    throw new DomainError("DATA_ERROR", { field: "phone", reason: "validation.phone" });
  }
  if (phone && !user.phoneCountryCode && !("phoneCountryCode" in changes))
    changes.phoneCountryCode = countryCode;
  if (Object.keys(changes).length > 0) {
    try {
      await updateProfileFields(deps.dataSource, user.id, changes);
    } catch (error) {
      if (duplicateKeyOf(error) === "uq_user_nickname") throw new DomainError("NICKNAME_IN_USE");
      throw error;
    }
  }
  const fresh = await findUserById(deps.dataSource, user.id);
  if (!fresh) throw new Error(`account ${user.id} not found`);
  return toViewer(fresh);
}
