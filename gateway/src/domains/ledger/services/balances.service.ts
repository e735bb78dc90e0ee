import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

export interface Balance {
  available: bigint;
  frozen: bigint;
}

/** A user's cached balance in one currency (zero when the account was never used). */
export async function userBalance(em: EntityManager, userId: string, currency: Currency): Promise<Balance> {
  const [row] = (await em.query(
    `SELECT available, frozen FROM ledger_account WHERE user_id = ? AND currency = ?`,
    [userId, currency],
  )) as { available: string; frozen: string }[];
  return { available: BigInt(row?.available ?? 0), frozen: BigInt(row?.frozen ?? 0) };
}
