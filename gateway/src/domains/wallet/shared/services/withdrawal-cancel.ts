import { idRule } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { parseInput } from "../../../../shared/parse-input.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { cancelReviewed } from "../repo/withdrawal.repo.js";
import type { ReviewedWithdrawalKind } from "./withdrawal-review.js";
import type { WithdrawalLifecycleRow } from "./withdrawal-row.js";

/*
 * What a member does with their own withdrawal after asking for it, the same way for USDT and card
 * withdrawals: read it by id, and cancel it while it is still under review. A cancel gives back what
 * the request froze through the kind's own give-back — the one a staff rejection uses, under the same
 * ledger idempotency keys — so a cancel and a rejection can never both return the money.
 */

/** What reading and cancelling use of a kind of withdrawal: the review kind's table, lookups and give-back. */
export type MemberWithdrawalKind<Row extends WithdrawalLifecycleRow, View> = Pick<
  ReviewedWithdrawalKind<Row, View>,
  "table" | "clearedOnReject" | "find" | "toView" | "giveBack"
>;

const withdrawalIdInput = z.object({ id: idRule });

/** A withdrawal id as the API passes it (ID): 400 DATA_ERROR (field id, reason validation.id) otherwise. */
export function parseWithdrawalId(id: unknown): string {
  return parseInput(withdrawalIdInput, { id }).id;
}

/**
 * The member's own withdrawal. Someone else's answers exactly like one that does not exist (404
 * NOT_FOUND), so ids cannot be probed; a malformed id is 400 (field id).
 */
export async function findOwnWithdrawal<Row extends WithdrawalLifecycleRow, View>(
  deps: Pick<AppDeps, "dataSource">,
  kind: MemberWithdrawalKind<Row, View>,
  userId: string,
  id: string,
): Promise<View> {
  const row = await kind.find(deps.dataSource.manager, parseWithdrawalId(id));
  if (!row || String(row.user_id) !== String(userId)) throw new DomainError("NOT_FOUND");
  return kind.toView(row);
}

/**
 * The member cancels their own withdrawal while it is under review: REVIEW → CANCELLED by a
 * conditional update that names the member (a staff approval racing it: exactly one wins), and what
 * the request froze goes back in the same transaction (the rejection's give-back, with the member as
 * the ledger actor; no staff audit entry, since no staff member acted). Cancelling a cancelled one
 * answers it unchanged and writes nothing; any other state is 2033 WITHDRAWAL_NOT_CANCELLABLE
 * (data.status). Someone else's or unknown: 404; a malformed id: 400 (field id).
 */
export async function cancelOwnWithdrawal<Row extends WithdrawalLifecycleRow, View>(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  kind: MemberWithdrawalKind<Row, View>,
  userId: string,
  id: string,
): Promise<View> {
  const withdrawalId = parseWithdrawalId(id);
  const { view, changed } = await withTransaction(deps.dataSource, async (em) => {
    // The update comes first: it reads the latest committed row, so the state it finds decides.
    const cancelled = await cancelReviewed(em, kind.table, withdrawalId, userId, kind.clearedOnReject);
    const row = await kind.find(em, withdrawalId);
    if (!row || String(row.user_id) !== String(userId)) throw new DomainError("NOT_FOUND");
    if (!cancelled) {
      if (row.status === "CANCELLED") return { view: kind.toView(row), changed: false };
      throw new DomainError("WITHDRAWAL_NOT_CANCELLABLE", { status: row.status });
    }
    await kind.giveBack(em, row, userId);
    return { view: kind.toView(row), changed: true };
  });
  if (changed)
    deps.logger.info({ withdrawalId, userId, table: kind.table }, "withdrawal cancelled by its member");
  return view;
}
