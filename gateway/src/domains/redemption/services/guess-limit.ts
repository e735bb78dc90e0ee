import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { giveBackWindowHits, takeWindowHits } from "../../../shared/rate-limit.js";

/** Unknown codes a member may try per hour before redeeming and previews answer 9429 for a while. */
export const CODE_MISSES_PER_HOUR = 30;

/**
 * Runs a code lookup for a member under a budget of misses: every call takes a hit first and gets it
 * back unless the answer was 1041 (unknown code), so only guesses count. Generated codes carry 60
 * random bits, but imported ones may be short. Without Redis in `deps` (services called directly by
 * tests and scripts) the work runs unguarded.
 */
export async function limitCodeGuesses<T>(
  deps: Partial<Pick<AppDeps, "redis" | "config">>,
  memberId: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!deps.redis || !deps.config) return work();
  const key = `${deps.config.QUEUE_PREFIX}:rl:redeem-guess:${memberId}`;
  const wait = await takeWindowHits(deps.redis, [{ key, max: CODE_MISSES_PER_HOUR, windowSeconds: 3600 }]);
  if (wait > 0) throw new DomainError("RATE_LIMITED", { remainingTime: wait });
  try {
    const result = await work();
    await giveBackWindowHits(deps.redis, [key]);
    return result;
  } catch (error) {
    if (!(error instanceof DomainError && error.errorName === "REDEEM_CODE_NOT_FOUND"))
      await giveBackWindowHits(deps.redis, [key]);
    throw error;
  }
}
