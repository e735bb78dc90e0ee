import { adminCreditRule, Money } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findUserBriefsByIds } from "../../accounts/index.js";
import { requestAdminCredit, type AdminCreditRequestView } from "./admin-credit-request.service.js";
import { SYSTEM_ACCOUNTS } from "./ledger-accounts.js";
import { postLedgerTransaction } from "./post-ledger-transaction.service.js";

/** Largest single staff credit: a typo should not mint a fortune. */
export const ADMIN_CREDIT_MAX_USDT = "100000";

export interface AdminCreditInput {
  userId: string;
  amount: string;
  reason: string;
  idempotencyKey: string;
}

/** A credit posted now (transactionId), or one waiting for a second staff member (pendingRequest). */
export interface AdminCreditResult {
  transactionId: string | null;
  replayed: boolean;
  pendingRequest: AdminCreditRequestView | null;
}

/** A checked credit: what every path (direct, request, approval) validates the same way. */
export interface CheckedCredit {
  userId: string;
  amount: Money;
  reason: string;
  idempotencyKey: string;
}

/** Validates a credit and its target (active account, not the staff member themselves). */
export async function checkCredit(
  deps: AppDeps,
  staffUserId: string | null,
  input: AdminCreditInput,
): Promise<CheckedCredit> {
  const form = parseInput(adminCreditRule, input);
  const amount = Money.parse("USDT", form.amount);
  if (amount.minor <= 0n || amount.compare(Money.parse("USDT", ADMIN_CREDIT_MAX_USDT)) > 0) {
    throw new DomainError("DATA_ERROR", { field: "amount" });
  }
  // Separation of duties: staff never credit their own account (2057).
  if (staffUserId !== null && String(staffUserId) === form.userId)
    throw new DomainError("SELF_CREDIT_FORBIDDEN");
  // The id as stored: the one account the lookup found.
  const [user] = (await findUserBriefsByIds(deps.dataSource.manager, [form.userId])).values();
  if (!user || user.status !== "active") throw new DomainError("USER_NOT_FOUND");
  return { userId: user.id, amount, reason: form.reason, idempotencyKey: form.idempotencyKey };
}

/** True when a staff credit of `amount` needs a second staff member (ADMIN_CREDIT_FOUR_EYES_USDT or more). */
export function needsFourEyes(deps: Pick<AppDeps, "config">, amount: Money): boolean {
  return amount.compare(Money.parse("USDT", deps.config.ADMIN_CREDIT_FOUR_EYES_USDT)) >= 0;
}

/** Posts a checked credit from the treasury; the ledger's idempotency key makes a retry post once. */
export function postCredit(deps: AppDeps, actorUserId: string | null, credit: CheckedCredit) {
  return withTransaction(deps.dataSource, (em) =>
    postLedgerTransaction(em, {
      kind: "admin-credit",
      currency: "USDT",
      idempotencyKey: `admin-credit:${credit.idempotencyKey}`,
      actorUserId,
      memo: credit.reason,
      reference: { type: "user", id: credit.userId },
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -credit.amount.minor },
        { account: { userId: credit.userId }, bucket: "available", amount: credit.amount.minor },
      ],
    }),
  );
}

/**
 * Staff credit of USDT to a user (until chain deposits exist). Kept in the ledger with the staff
 * member and the reason, and in the staff audit log. Idempotent by key. A credit at or above
 * ADMIN_CREDIT_FOUR_EYES_USDT is not posted: it becomes a pending request that another finance
 * staff member approves (four eyes). `staffUserId` null is the platform itself (seeds, scripts).
 */
export async function adminCreditUsdt(
  deps: AppDeps,
  staffUserId: string | null,
  input: AdminCreditInput,
): Promise<AdminCreditResult> {
  const credit = await checkCredit(deps, staffUserId, input);
  if (staffUserId !== null && needsFourEyes(deps, credit.amount)) {
    const pending = await requestAdminCredit(deps, staffUserId, credit);
    return {
      transactionId: pending.request.transactionId,
      replayed: pending.replayed,
      pendingRequest: pending.request,
    };
  }
  const posted = await postCredit(deps, staffUserId, credit);
  return { ...posted, pendingRequest: null };
}
