import type { EntityManager } from "typeorm";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../../ledger/index.js";
import { notifyAfterCommit } from "../../../notices/index.js";

/**
 * The three ledger movements of a USDT withdrawal, each keyed by the withdrawal id so a retried
 * step can never move the money twice: freeze at request, unfreeze when it fails or is rejected,
 * and the final debit once the transfer is mined.
 */
interface WithdrawalMoney {
  id: string;
  userId: string;
  amount: bigint;
  fee: bigint;
}

const reference = (id: string) => ({ type: "usdt_withdrawal", id });

/** The money of a withdrawal row (mysql2 answers ids and DECIMALs as strings). */
export function moneyOf(row: { id: string; user_id: string; amount: string; fee: string }): WithdrawalMoney {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    amount: BigInt(row.amount),
    fee: BigInt(row.fee),
  };
}

/** Amount + fee: user available → user frozen. 1023 when the available balance is short. */
export async function freezeUsdtWithdrawal(em: EntityManager, w: WithdrawalMoney): Promise<void> {
  const total = w.amount + w.fee;
  await postLedgerTransaction(em, {
    kind: "withdrawal-freeze",
    currency: "USDT",
    idempotencyKey: `usdt-withdrawal:${w.id}:freeze`,
    reference: reference(w.id),
    actorUserId: w.userId,
    legs: [
      { account: { userId: w.userId }, bucket: "available", amount: -total },
      { account: { userId: w.userId }, bucket: "frozen", amount: total },
    ],
  });
}

/** Amount + fee back: user frozen → user available (rejected or failed). */
export async function unfreezeUsdtWithdrawal(
  em: EntityManager,
  w: WithdrawalMoney,
  actorUserId: string | null,
): Promise<void> {
  const total = w.amount + w.fee;
  await postLedgerTransaction(em, {
    kind: "withdrawal-unfreeze",
    currency: "USDT",
    idempotencyKey: `usdt-withdrawal:${w.id}:unfreeze`,
    reference: reference(w.id),
    actorUserId,
    legs: [
      { account: { userId: w.userId }, bucket: "frozen", amount: -total },
      { account: { userId: w.userId }, bucket: "available", amount: total },
    ],
  }); // Told when staff reject it or the send fails; a member who cancelled it knows already.
  if (actorUserId !== w.userId) {
    await notifyAfterCommit(em, {
      userId: w.userId,
      kind: "WITHDRAWAL_FAILED",
      key: w.id,
      params: { withdrawalId: w.id },
    });
  }
}

/**
 * The transfer is mined: the frozen amount + fee leave the member; the amount goes to the chain
 * clearing account (it left the platform's wallet) and the fee to the platform's fees.
 */
export async function settleSentUsdtWithdrawal(em: EntityManager, w: WithdrawalMoney): Promise<void> {
  await notifyAfterCommit(em, {
    userId: w.userId,
    kind: "WITHDRAWAL_SENT",
    key: w.id,
    params: { withdrawalId: w.id },
  });
  await postLedgerTransaction(em, {
    kind: "withdrawal-sent",
    currency: "USDT",
    idempotencyKey: `usdt-withdrawal:${w.id}:sent`,
    reference: reference(w.id),
    legs: [
      { account: { userId: w.userId }, bucket: "frozen", amount: -(w.amount + w.fee) },
      { account: { system: SYSTEM_ACCOUNTS.CHAIN_CLEARING }, bucket: "available", amount: w.amount },
      ...(w.fee > 0n
        ? [{ account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available" as const, amount: w.fee }]
        : []),
    ],
  });
}
