import { Money, type Currency } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findActiveUserIdByPublicId, findUserIdByEmail, loadAccount } from "../../accounts/index.js";
import { myKycView } from "../../kyc/index.js";
import { userBalance } from "../../ledger/index.js";

/** The longest lookup text (an e-mail address at most). */
export const MEMBER_QUERY_MAX = 254;

const BALANCE_CURRENCIES: Currency[] = ["USDT", "JPOINT", "JPOWER"];

export interface StaffBalanceView {
  currency: string;
  available: string;
  frozen: string;
}

/** A member as the console's lookup shows them: profile, KYC state and balances. */
export interface StaffMemberView {
  id: string;
  publicId: string;
  email: string;
  nickname: string;
  role: string;
  status: string;
  locale: string;
  twoFactorEnabled: boolean;
  createdAt: Date;
  deletionDueAt: Date | null;
  kycStatus: string;
  kycReviewedAt: Date | null;
  balances: StaffBalanceView[];
}

/** The account id an e-mail address, public id or account id names; MEMBER_NOT_FOUND (2172) otherwise. */
export async function resolveMemberId(deps: AppDeps, query: string): Promise<string> {
  const q = query.trim();
  if (!q || q.length > MEMBER_QUERY_MAX) throw new DomainError("DATA_ERROR", { field: "query" });
  const db = deps.dataSource.manager;
  const id = q.includes("@")
    ? await findUserIdByEmail(db, q.toLowerCase())
    : /^\d{1,20}$/.test(q)
      ? q
      : await findActiveUserIdByPublicId(db, q);
  if (!id || !(await loadAccount(deps, id))) throw new DomainError("MEMBER_NOT_FOUND");
  return String(id);
}

/** Staff: a member's profile, KYC state and balances (memberLookup; each call audited). */
export async function memberProfile(deps: AppDeps, userId: string): Promise<StaffMemberView> {
  if (!/^\d{1,20}$/.test(userId)) throw new DomainError("MEMBER_NOT_FOUND");
  const user = await loadAccount(deps, userId);
  if (!user) throw new DomainError("MEMBER_NOT_FOUND");
  const em = deps.dataSource.manager;
  const kyc = await myKycView(em, user.id);
  const balances = await Promise.all(
    BALANCE_CURRENCIES.map(async (currency) => {
      const b = await userBalance(em, user.id, currency);
      return {
        currency,
        available: Money.ofMinor(currency, b.available).toDecimal(),
        frozen: Money.ofMinor(currency, b.frozen).toDecimal(),
      };
    }),
  );
  return {
    id: String(user.id),
    publicId: user.publicId,
    email: user.email,
    nickname: user.nickname,
    role: user.role,
    status: user.status,
    locale: user.locale,
    twoFactorEnabled: Boolean(user.totpEnabled),
    createdAt: user.createdAt,
    deletionDueAt: user.deletionDueAt,
    kycStatus: kyc.status,
    kycReviewedAt: kyc.reviewedAt ?? null,
    balances,
  };
}
