import { createHash } from "node:crypto";
import { DomainError } from "./domain-error.js";

/**
 * One rule for every money mutation that takes a client idempotency key (docs/ARCHITECTURE.md, Money
 * and state): the row a request creates stores the key together with a hash of the request's
 * parameters. The same key with the same parameters answers the first result and moves nothing
 * again; the same key with other parameters is 2016 IDEMPOTENCY_KEY_REUSED.
 */

/**
 * SHA-256 (hex) of the request's parameters, in the order given. Parts are serialised with
 * JSON.stringify (bigints as decimal strings), so callers pass an array with a fixed order — the
 * ledger's posting hash is exactly this over [kind, currency, legs, reference].
 */
export function requestHash(parts: readonly unknown[]): string {
  const text = JSON.stringify(parts, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Refuses a stored request whose hash differs (2016). A row written before hashes were stored has
 * none (NULL): nothing to compare it with, so it is answered as before.
 */
export function assertSameRequest(storedHash: string | null | undefined, hash: string): void {
  if (storedHash && storedHash !== hash) throw new DomainError("IDEMPOTENCY_KEY_REUSED");
}

/** What a service finds under a key: the stored hash and the answer the first request gave. */
export interface PriorRequest<T> {
  requestHash: string | null;
  result: T;
}

/**
 * Runs a keyed request once. `find` reads the row stored under the member's key (null when none);
 * `run` does the work and stores the key and `hash` with the row it creates, in its transaction,
 * under a UNIQUE key. A prior row is answered (or refused with 2016) before anything else is
 * checked, so a retry does not need a fresh one-time code. When `run` fails, a racing request
 * with the same key may have won: its answer (or 2016) replaces the error — our failure was only
 * the duplicate key, or the one-time code or open-request slot the winner used up.
 */
export async function runIdempotent<T>(
  hash: string,
  find: () => Promise<PriorRequest<T> | null>,
  run: () => Promise<T>,
): Promise<T> {
  const prior = await find();
  if (prior) {
    assertSameRequest(prior.requestHash, hash);
    return prior.result;
  }
  try {
    return await run();
  } catch (error) {
    const raced = await find();
    if (!raced) throw error;
    assertSameRequest(raced.requestHash, hash);
    return raced.result;
  }
}
