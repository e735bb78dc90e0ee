import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { refuseOwnWithdrawal } from "./withdrawal-review.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { markWithdrawalFailed, markWithdrawalSent, type SentWithdrawalKind } from "./withdrawal-send.js";
import { txHashUsedElsewhere } from "../repo/withdrawal.repo.js";
import type { WithdrawalLifecycleRow } from "./withdrawal-row.js";

/*
 * A withdrawal whose send had an unclear outcome (timeout, the node's answer lost) stays SENDING and
 * is never resent. Staff finish it here, after looking on chain: with the transaction hash of the
 * transfer (accepted only if the chain shows exactly that transfer from the hot wallet) it becomes
 * SENT through the send job's own SENT step, so the money moves under the same idempotency keys and
 * a late job completion cannot book it twice; with an explicit "not sent" it fails through the job's
 * FAILED step and what was frozen goes back.
 */

export const SETTLED_NOT_SENT_REASON = "settled by staff: not sent";

export interface SettleWithdrawalInput {
  txHash?: string | null;
  confirmNotSent?: boolean | null;
}

/** What differs between settling a USDT and a card withdrawal. */
export interface SettledWithdrawalKind<Row extends WithdrawalLifecycleRow, View> {
  sent: SentWithdrawalKind<Row>;
  find(em: EntityManager, id: string): Promise<Row | undefined>;
  toView(row: Row): View;
  /**
   * The hash as the send job would have stored it on this row's chain, or null when it is not a
   * transaction hash there.
   */
  normalizeHash(row: Row, txHash: string): string | null;
  /** True when the chain shows the hash as this row's transfer from the hot wallet, mined and succeeded. */
  verify(row: Row, txHash: string): Promise<boolean>;
}

/**
 * SENDING → SENT with a verified hash, or SENDING → FAILED with `confirmNotSent`. 404 for an
 * unknown id, 400 (field status) when it is not SENDING, 400 (field txHash) for a hash that is
 * malformed, already another withdrawal's, or not this transfer on chain; 400 (field
 * confirmNotSent) without either choice or with both. A refusal changes nothing.
 */
export async function settleWithdrawal<Row extends WithdrawalLifecycleRow, View>(
  deps: AppDeps,
  kind: SettledWithdrawalKind<Row, View>,
  staffId: string,
  id: string,
  input: SettleWithdrawalInput,
): Promise<View> {
  const row = await kind.find(deps.dataSource.manager, id);
  if (!row) throw new DomainError("NOT_FOUND");
  refuseOwnWithdrawal(row, staffId);
  if (row.status !== "SENDING") throw new DomainError("DATA_ERROR", { field: "status" });
  const given = String(input.txHash ?? "").trim();

  if (given) {
    if (input.confirmNotSent) throw new DomainError("DATA_ERROR", { field: "confirmNotSent" });
    const txHash = kind.normalizeHash(row, given);
    if (!txHash) throw new DomainError("DATA_ERROR", { field: "txHash" });
    // One transfer pays one withdrawal: two open ones to the same address and amount must not
    // both be settled with the same hash.
    const used = await txHashUsedElsewhere(deps.dataSource, kind.sent.table, txHash, row.id);
    if (used || !(await kind.verify(row, txHash))) throw new DomainError("DATA_ERROR", { field: "txHash" });
    await withTransaction(deps.dataSource, async (em) => {
      if (!(await markWithdrawalSent(em, kind.sent, row, txHash))) {
        throw new DomainError("DATA_ERROR", { field: "status" });
      }
    });
    deps.logger.info(
      { withdrawalId: row.id, staffId, txHash },
      `${kind.sent.label} settled as sent by staff`,
    );
  } else {
    if (input.confirmNotSent !== true) throw new DomainError("DATA_ERROR", { field: "confirmNotSent" });
    await withTransaction(deps.dataSource, async (em) => {
      if (!(await markWithdrawalFailed(em, kind.sent, row, "SENDING", SETTLED_NOT_SENT_REASON))) {
        throw new DomainError("DATA_ERROR", { field: "status" });
      }
    });
    deps.logger.info({ withdrawalId: row.id, staffId }, `${kind.sent.label} settled as not sent by staff`);
  }
  return kind.toView((await kind.find(deps.dataSource.manager, id))!);
}

/** An EVM hash (0x + 64 hex, lower-cased) or a TRON txID (64 hex, lower-cased, no 0x). */
export function normalizeTxHash(family: "evm" | "tron", txHash: string): string | null {
  const hex = txHash.toLowerCase();
  if (family === "evm") return /^0x[0-9a-f]{64}$/.test(hex) ? hex : null;
  const bare = hex.replace(/^0x/, "");
  return /^[0-9a-f]{64}$/.test(bare) ? bare : null;
}
