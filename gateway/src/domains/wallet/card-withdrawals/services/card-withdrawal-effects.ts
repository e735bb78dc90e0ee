import type { EntityManager } from "typeorm";
import { returnWithdrawnUnits } from "../../../holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../../ledger/index.js";
import type { CardFeeCurrency } from "../repo/card-withdrawal.repo.js";
import { notifyAfterCommit } from "../../../notices/index.js";

/**
 * What a card withdrawal does to money and units, each step keyed by the withdrawal id: at request
 * the fee is frozen (user available → frozen) and the units leave the holding (the withdrawal row
 * holds them); when it fails or is rejected both come back; when it is sent the frozen fee goes to
 * the platform's fees (the units have left the platform for the member's own wallet).
 */
interface WithdrawalParts {
  id: string;
  userId: string;
  cardId: string;
  units: number;
  feeCurrency: CardFeeCurrency;
  fee: bigint;
}

const reference = (id: string) => ({ type: "card_withdrawal", id });

export async function freezeCardWithdrawalFee(em: EntityManager, w: WithdrawalParts): Promise<void> {
  if (w.fee === 0n) return;
  await postLedgerTransaction(em, {
    kind: "card-withdrawal-freeze",
    currency: w.feeCurrency,
    idempotencyKey: `card-withdrawal:${w.id}:freeze`,
    reference: reference(w.id),
    actorUserId: w.userId,
    legs: [
      { account: { userId: w.userId }, bucket: "available", amount: -w.fee },
      { account: { userId: w.userId }, bucket: "frozen", amount: w.fee },
    ],
  });
}

/** Fee unfrozen and units back in the member's holding (rejected or failed). */
export async function returnCardWithdrawal(
  em: EntityManager,
  w: WithdrawalParts,
  actorUserId: string | null,
): Promise<void> {
  if (w.fee > 0n) {
    await postLedgerTransaction(em, {
      kind: "card-withdrawal-unfreeze",
      currency: w.feeCurrency,
      idempotencyKey: `card-withdrawal:${w.id}:unfreeze`,
      reference: reference(w.id),
      actorUserId,
      legs: [
        { account: { userId: w.userId }, bucket: "frozen", amount: -w.fee },
        { account: { userId: w.userId }, bucket: "available", amount: w.fee },
      ],
    });
  }
  await returnWithdrawnUnits(em, w.cardId, w.userId, w.units);
  // Told when staff reject it or the send fails; a member who cancelled it knows already.
  if (actorUserId !== w.userId) {
    await notifyAfterCommit(em, {
      userId: w.userId,
      kind: "WITHDRAWAL_FAILED",
      key: `card-${w.id}`,
      params: { withdrawalId: w.id, asset: "card" },
    });
  }
}

/** Sent: the frozen fee is earned. */
export async function settleSentCardWithdrawal(em: EntityManager, w: WithdrawalParts): Promise<void> {
  await notifyAfterCommit(em, {
    userId: w.userId,
    kind: "WITHDRAWAL_SENT",
    key: `card-${w.id}`,
    params: { withdrawalId: w.id, asset: "card" },
  });
  if (w.fee === 0n) return;
  await postLedgerTransaction(em, {
    kind: "card-withdrawal-sent",
    currency: w.feeCurrency,
    idempotencyKey: `card-withdrawal:${w.id}:sent`,
    reference: reference(w.id),
    legs: [
      { account: { userId: w.userId }, bucket: "frozen", amount: -w.fee },
      { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount: w.fee },
    ],
  });
}

export function partsOf(row: {
  id: string;
  user_id: string;
  card_id: string;
  units: number;
  fee_currency: CardFeeCurrency;
  fee: string;
}): WithdrawalParts {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    cardId: String(row.card_id),
    units: Number(row.units),
    feeCurrency: row.fee_currency,
    fee: BigInt(row.fee),
  };
}
