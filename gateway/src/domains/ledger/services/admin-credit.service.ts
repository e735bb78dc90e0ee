import { Money } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../graphql/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import { UserAccountEntity } from "../../accounts/entities/user-account.entity.js";
import { SYSTEM_ACCOUNTS } from "./ledger-accounts.js";
import { postLedgerTransaction } from "./post-ledger-transaction.service.js";

/** Largest single staff credit: a typo should not mint a fortune. */
export const ADMIN_CREDIT_MAX_USDT = "100000";

const rule = z.object({
  userId: z.string().regex(/^\d{1,20}$/),
  amount: z.string().regex(/^\d{1,10}(\.\d{1,6})?$/, { message: "validation.amount" }),
  reason: z.string().trim().min(3).max(255),
  idempotencyKey: z.string().trim().min(8).max(100),
});

export interface AdminCreditInput {
  userId: string;
  amount: string;
  reason: string;
  idempotencyKey: string;
}

/**
 * Staff credit of USDT to a user (until chain deposits exist; the seed uses it for demo balances).
 * Audited in the ledger itself: the transaction keeps the staff member and the reason. Idempotent
 * by key: a retried request credits once.
 */
export async function adminCreditUsdt(deps: AppDeps, staffUserId: string | null, input: AdminCreditInput) {
  const form = parseInput(rule, input);
  const amount = Money.parse("USDT", form.amount);
  if (amount.minor <= 0n || amount.compare(Money.parse("USDT", ADMIN_CREDIT_MAX_USDT)) > 0) {
    throw new DomainError("DATA_ERROR", { field: "amount" });
  }
  const user = await deps.dataSource
    .getRepository(UserAccountEntity)
    .findOne({ where: { id: form.userId, status: "active" } });
  if (!user) throw new DomainError("USER_NOT_FOUND");
  return withTransaction(deps.dataSource, (em) =>
    postLedgerTransaction(em, {
      kind: "admin-credit",
      currency: "USDT",
      idempotencyKey: `admin-credit:${form.idempotencyKey}`,
      actorUserId: staffUserId,
      memo: form.reason,
      reference: { type: "user", id: user.id },
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -amount.minor },
        { account: { userId: user.id }, bucket: "available", amount: amount.minor },
      ],
    }),
  );
}
