import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findLedgerAccountId, insertLedgerAccountIgnore } from "../repo/ledger-account.repo.js";

/**
 * Platform-owned accounts. Their balances may go negative (a clearing account is the other side of
 * money that entered the platform); user accounts never may.
 */
export const SYSTEM_ACCOUNTS = {
  /** Money that entered by staff credit (until deposits exist) or left by staff debit. */
  TREASURY: "treasury",
  /** Deposits and withdrawals on chain (one per network later). */
  CHAIN_CLEARING: "chain-clearing",
  /** Payment gateways (card, ATM, Line Pay…) for Jpoint purchases. */
  PAYMENT_CLEARING: "payment-clearing",
  /** Primary-platform sales: what members paid (NT$ by provider, or Jpoint) for releases and packages. */
  PRIMARY_SALES: "primary-sales",
  /** Marketplace fees earned. */
  FEES: "fees",
  /** Jpoint → USDT conversion. */
  CONVERSION: "conversion",
  /** Jpoint handed back by refund requests after the Jpoint service ended, until paid out. */
  JPOINT_REFUNDS: "jpoint-refunds",
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

export type AccountRef = { userId: string } | { system: SystemAccount };

const isUser = (ref: AccountRef): ref is { userId: string } => "userId" in ref;

export function accountLabel(ref: AccountRef): string {
  return isUser(ref) ? `user:${ref.userId}` : `system:${ref.system}`;
}

/**
 * The ledger account id for an owner and currency, created on first use. INSERT IGNORE makes two
 * racing first uses converge on one row.
 */
export async function ledgerAccountId(
  em: EntityManager,
  ref: AccountRef,
  currency: Currency,
): Promise<string> {
  const [column, value]: ["user_id" | "system_code", string] = isUser(ref)
    ? ["user_id", ref.userId]
    : ["system_code", ref.system];
  const find = () => findLedgerAccountId(em, column, value, currency);
  const existing = await find();
  if (existing) return existing;
  await insertLedgerAccountIgnore(em, column, value, currency);
  const created = await find();
  if (!created) throw new Error(`could not open ledger account ${accountLabel(ref)} ${currency}`);
  return created;
}

export { isUser as isUserAccount };
