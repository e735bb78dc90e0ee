import { DomainError } from "../../src/shared/domain-error.js";
import type { LedgerModel } from "./model-state.js";

/**
 * What the model predicts: null, success; a catalogue name, that refusal; a list, any of them (null in
 * the list: success allowed too — where two designs the spec allows differ, e.g. the order of checks).
 */
export type Expected = string | null | readonly (string | null)[];

/**
 * Runs one real operation whose outcome the model predicted. Anything else — an unexpected success,
 * another refusal, an internal error — fails the sequence with what was expected.
 */
export async function expectOutcome<T>(
  model: LedgerModel,
  what: string,
  expected: Expected,
  run: () => Promise<T>,
): Promise<T | undefined> {
  model.stats.commands += 1;
  const allowed = Array.isArray(expected) ? expected : [expected];
  const describe = allowed.map((a) => a ?? "success").join(" or ");
  let result: T;
  try {
    result = await run();
  } catch (error) {
    const name = error instanceof DomainError ? error.errorName : null;
    if (name && allowed.includes(name)) {
      model.stats.refused += 1;
      return undefined;
    }
    throw new Error(`${what}: expected ${describe}, got ${name ?? String(error)}`, { cause: error });
  }
  if (!allowed.includes(null)) throw new Error(`${what}: expected ${describe}, but it succeeded`);
  model.stats.accepted += 1;
  return result;
}

let keys = 0;
const run = Date.now().toString(36);

/** A key unique in the run and across runs (idempotency keys, order ids). */
export function nextKey(prefix: string): string {
  keys += 1;
  return `${prefix}${process.pid}x${run}x${keys}`;
}
