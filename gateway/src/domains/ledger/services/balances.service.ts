import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findUserBalanceRow } from "../repo/ledger-account.repo.js";

export interface Balance {
  available: bigint;
  frozen: bigint;
}

/** A user's cached balance in one currency (zero when the account was never used). */
export async function userBalance(em: EntityManager, userId: string, currency: Currency): Promise<Balance> {
  const row = await findUserBalanceRow(em, userId, currency);
  return { available: BigInt(row?.available ?? 0), frozen: BigInt(row?.frozen ?? 0) };
}
