import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { isUserAccount, ledgerAccountIds } from "./ledger-accounts.js";
import { moveLedgerAccounts, type AccountMove } from "../repo/ledger-account.repo.js";
import { insertLedgerEntries, insertLedgerTransactions } from "../repo/ledger-transaction.repo.js";
import {
  INSUFFICIENT,
  postingHash,
  type Bucket,
  type LedgerPosting,
} from "./post-ledger-transaction.service.js";

/**
 * Posts several balanced ledger transactions of one currency inside the caller's database
 * transaction, with a handful of statements for all of them (a batch of auction settlements): the
 * transaction rows in one INSERT, every account's net change in one conditional UPDATE, the entries
 * in one INSERT. Each posting stays a transaction of its own — its own row, idempotency key, request
 * hash and entries, summing to zero — exactly as `postLedgerTransaction` would have written it.
 *
 * Stricter than the one-by-one path, so that a caller can fall back to it: every posting needs a
 * fresh idempotency key (a key posted before fails the whole call with the duplicate-key error
 * rather than replaying), and a user bucket that would go below zero fails the whole call (1023 for
 * USDT) — judged on the net change of the batch. Returns the transaction ids, in order.
 */
export async function postLedgerTransactions(
  em: EntityManager,
  currency: Currency,
  postings: readonly (LedgerPosting & { idempotencyKey: string })[],
): Promise<string[]> {
  if (postings.length === 0) return [];
  for (const posting of postings) {
    if (posting.currency !== currency) throw new Error(`posting ${posting.kind} is not in ${currency}`);
    const sum = posting.legs.reduce((acc, leg) => acc + leg.amount, 0n);
    if (sum !== 0n) throw new Error(`unbalanced ledger transaction ${posting.kind}: legs sum to ${sum}`);
    if (posting.legs.every((l) => l.amount === 0n))
      throw new Error(`empty ledger transaction ${posting.kind}`);
  }
  const ids = await insertLedgerTransactions(
    em,
    postings.map((p) => ({
      kind: p.kind,
      currency,
      idempotencyKey: p.idempotencyKey,
      requestHash: postingHash(p),
      referenceType: p.reference?.type ?? null,
      referenceId: p.reference?.id ?? null,
      actorUserId: p.actorUserId ?? null,
      memo: p.memo?.slice(0, 255) ?? null,
    })),
  );
  const transactionIds = postings.map((p) => {
    const id = ids.get(p.idempotencyKey);
    if (!id) throw new Error(`ledger transaction ${p.idempotencyKey} not found after insert`);
    return id;
  });

  const legs = postings.flatMap((p, index) =>
    p.legs.map((leg) => ({ leg, transactionId: transactionIds[index]! })),
  );
  const accountIds = await ledgerAccountIds(
    em,
    legs.map(({ leg }) => leg.account),
    currency,
  );
  const moves = new Map<string, AccountMove>();
  const entries: { transactionId: string; accountId: string; bucket: Bucket; amount: bigint }[] = [];
  legs.forEach(({ leg, transactionId }, index) => {
    if (leg.amount === 0n) return;
    const accountId = accountIds[index]!;
    const move = moves.get(accountId) ?? {
      accountId,
      available: 0n,
      frozen: 0n,
      guarded: isUserAccount(leg.account),
    };
    move[leg.bucket] += leg.amount;
    moves.set(accountId, move);
    entries.push({ transactionId, accountId, bucket: leg.bucket, amount: leg.amount });
  });
  const changing = [...moves.values()].filter((m) => m.available !== 0n || m.frozen !== 0n);
  if ((await moveLedgerAccounts(em, changing)) !== changing.length)
    throw new DomainError(INSUFFICIENT[currency]);
  await insertLedgerEntries(em, entries);
  return transactionIds;
}
