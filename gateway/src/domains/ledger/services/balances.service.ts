import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findUserBalanceRow, sumSystemBalance } from "../repo/ledger-account.repo.js";
import type { SystemAccount } from "./ledger-accounts.js";

export interface Balance {
  available: bigint;
  frozen: bigint;
}

/** A user's cached balance in one currency (zero when the account was never used). */
export async function userBalance(em: EntityManager, userId: string, currency: Currency): Promise<Balance> {
  const row = await findUserBalanceRow(em, userId, currency);
  return { available: BigInt(row?.available ?? 0), frozen: BigInt(row?.frozen ?? 0) };
}

/**
 * A system account's balance in one currency: the sum of its shards (SYSTEM_ACCOUNT_SHARDS), so a
 * sharded account reads like one. Any view of a platform account's balance reads it through here.
 */
export async function systemBalance(
  em: Pick<EntityManager, "query">,
  system: SystemAccount,
  currency: Currency,
): Promise<Balance> {
  const row = await sumSystemBalance(em, system, currency);
  return { available: BigInt(row.available), frozen: BigInt(row.frozen) };
}
