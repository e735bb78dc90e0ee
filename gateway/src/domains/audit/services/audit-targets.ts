import type { DataSource } from "typeorm";

/** What a staff operation acts on. */
export interface AuditTarget {
  type: string;
  id: string;
}

type Args = Record<string, unknown>;

const str = (v: unknown): string | null =>
  typeof v === "string" || typeof v === "number" ? String(v) : null;
const inputField = (args: Args, key: string): unknown =>
  args.input && typeof args.input === "object" ? (args.input as Args)[key] : undefined;

/** Per operation: the target type and where its id is in the arguments. */
const TARGETS: Record<string, { type: string; id: (args: Args) => unknown }> = {
  approveUsdtWithdrawal: { type: "usdt_withdrawal", id: (a) => a.id },
  rejectUsdtWithdrawal: { type: "usdt_withdrawal", id: (a) => a.id },
  settleUsdtWithdrawal: { type: "usdt_withdrawal", id: (a) => a.id },
  approveCardWithdrawal: { type: "card_withdrawal", id: (a) => a.id },
  rejectCardWithdrawal: { type: "card_withdrawal", id: (a) => a.id },
  settleCardWithdrawal: { type: "card_withdrawal", id: (a) => a.id },
  reviewKyc: { type: "kyc_submission", id: (a) => a.id },
  restoreAccount: { type: "user_account", id: (a) => a.userId },
  adminCreditUsdt: { type: "user", id: (a) => inputField(a, "userId") },
  approveAdminCredit: { type: "admin_credit_request", id: (a) => a.id },
  rejectAdminCredit: { type: "admin_credit_request", id: (a) => a.id },
  setFusionRecipeActive: { type: "fusion_recipe", id: (a) => a.recipeId },
  revealPackageSeed: { type: "primary_product", id: (a) => a.productId },
  removeJpointPause: { type: "jpoint_service_pause", id: (a) => a.id },
};

export function auditTargetOf(operation: string, args: Args): AuditTarget | null {
  const spec = TARGETS[operation];
  const id = spec ? str(spec.id(args)) : null;
  return spec && id ? { type: spec.type, id } : null;
}

/**
 * The state columns of a target, read before and after the change. Only columns that say what
 * changed — never personal data (a KYC submission's names or ID number stay out of the log).
 */
const SNAPSHOTS: Record<string, string> = {
  usdt_withdrawal:
    "SELECT id, user_id, network, amount, fee, status, tx_hash, failure_reason, reviewed_by FROM usdt_withdrawal WHERE id = ?",
  card_withdrawal:
    "SELECT id, user_id, card_id, units, status, tx_hash, failure_reason, reviewed_by FROM card_withdrawal WHERE id = ?",
  kyc_submission: "SELECT id, user_id, status, failure_reason, reviewed_by FROM kyc_submission WHERE id = ?",
  user_account: "SELECT id, status, deletion_due_at FROM user_account WHERE id = ?",
  admin_credit_request:
    "SELECT id, target_user_id, amount, status, requested_by, decided_by, ledger_transaction_id FROM admin_credit_request WHERE id = ?",
  fusion_recipe: "SELECT id, name, active FROM fusion_recipe WHERE id = ?",
  jpoint_service_pause: "SELECT id, starts_at, ends_at, scope FROM jpoint_service_pause WHERE id = ?",
};

/** The target's state row, or null (unknown type, no such row, or an id that is not a number). */
export async function snapshotOf(dataSource: DataSource, target: AuditTarget | null): Promise<unknown> {
  const sql = target ? SNAPSHOTS[target.type] : undefined;
  if (!target || !sql || !/^\d{1,20}$/.test(target.id)) return null;
  const rows = (await dataSource.query(sql, [target.id])) as unknown[];
  return rows[0] ?? null;
}
