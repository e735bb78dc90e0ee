import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertSameRequest, requestHash } from "../../../shared/idempotency.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { accountLabel, isUserAccount, ledgerAccountIds, type AccountRef } from "./ledger-accounts.js";
import { moveLedgerBucket } from "../repo/ledger-account.repo.js";
import {
  findLedgerTransactionByKey,
  insertLedgerEntries,
  insertLedgerTransaction,
} from "../repo/ledger-transaction.repo.js";

export type Bucket = "available" | "frozen";

/** One side of a movement: a signed amount (minor units) on one bucket of one account. */
export interface LedgerLeg {
  account: AccountRef;
  bucket: Bucket;
  amount: bigint;
}

export interface LedgerPosting {
  /** What happened, e.g. "admin-credit", "bid-freeze", "trade". */
  kind: string;
  currency: Currency;
  legs: LedgerLeg[];
  /** Same key + same posting = the first result again; same key + other posting = 2016. */
  idempotencyKey?: string;
  reference?: { type: string; id: string };
  actorUserId?: string | null;
  memo?: string;
}

export interface PostedTransaction {
  transactionId: string;
  /** True when the idempotency key had already been posted: nothing moved this time. */
  replayed: boolean;
}

/** The error for a user bucket that would go below zero, per currency. */
export const INSUFFICIENT = {
  USDT: "INSUFFICIENT_USDT",
  JPOINT: "INSUFFICIENT_JPOINT",
  JPOWER: "INSUFFICIENT_JPOWER",
  TWD: "INSUFFICIENT_JPOINT",
} as const;

/** The posting's request hash (shared/idempotency.ts): the same bytes as before the helper existed. */
export function postingHash(p: LedgerPosting): string {
  const legs = p.legs.map((l) => `${accountLabel(l.account)}/${l.bucket}/${l.amount}`).sort();
  return requestHash([p.kind, p.currency, legs, p.reference ?? null]);
}

/**
 * Posts one balanced ledger transaction inside the caller's database transaction: entries are
 * appended, and each account's cached balance moves by a conditional update that refuses to take a
 * user's available or frozen balance below zero (1023 for USDT) — so a failed leg rolls the whole
 * business change back. Accounts are updated in id order, which keeps concurrent postings from
 * deadlocking on each other.
 */
export async function postLedgerTransaction(
  em: EntityManager,
  posting: LedgerPosting,
): Promise<PostedTransaction> {
  const sum = posting.legs.reduce((acc, leg) => acc + leg.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced ledger transaction ${posting.kind}: legs sum to ${sum}`);
  if (posting.legs.length === 0 || posting.legs.every((l) => l.amount === 0n)) {
    throw new Error(`empty ledger transaction ${posting.kind}`);
  }
  const hash = postingHash(posting);

  let transactionId: string;
  try {
    transactionId = await insertLedgerTransaction(em, {
      kind: posting.kind,
      currency: posting.currency,
      idempotencyKey: posting.idempotencyKey ?? null,
      requestHash: posting.idempotencyKey ? hash : null,
      referenceType: posting.reference?.type ?? null,
      referenceId: posting.reference?.id ?? null,
      actorUserId: posting.actorUserId ?? null,
      memo: posting.memo?.slice(0, 255) ?? null,
    });
  } catch (error) {
    if (posting.idempotencyKey && duplicateKeyOf(error) === "uq_ledger_idempotency") {
      const prior = await findLedgerTransactionByKey(em, posting.idempotencyKey);
      if (!prior) throw error;
      assertSameRequest(prior.hash, hash);
      return { transactionId: String(prior.id), replayed: true };
    }
    throw error;
  }

  const ids = await ledgerAccountIds(
    em,
    posting.legs.map((leg) => leg.account),
    posting.currency,
  );
  const resolved = posting.legs.map((leg, index) => ({ id: ids[index]!, leg }));
  resolved.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));

  const entries: { transactionId: string; accountId: string; bucket: Bucket; amount: bigint }[] = [];
  for (const { id, leg } of resolved) {
    if (leg.amount === 0n) continue;
    const column = leg.bucket === "available" ? "available" : "frozen";
    const changed = await moveLedgerBucket(em, id, column, leg.amount, isUserAccount(leg.account));
    if (changed !== 1) throw new DomainError(INSUFFICIENT[posting.currency]);
    entries.push({ transactionId, accountId: id, bucket: leg.bucket, amount: leg.amount });
  }
  // The entries after the balance moves, in one statement: one round trip instead of one per leg
  // while the moved rows (a hot system account's shard among them) stay locked.
  await insertLedgerEntries(em, entries);
  return { transactionId, replayed: false };
}
