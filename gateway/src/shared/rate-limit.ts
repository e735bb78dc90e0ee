import type { Redis } from "ioredis";
import { DomainError } from "../graphql/domain-error.js";

/**
 * Fixed-window counter in Redis: at most `max` hits per `windowSeconds` for a key. Throws
 * RATE_LIMITED (with the seconds until the window resets) once the budget is spent.
 */
export async function consumeRateLimit(
  redis: Redis,
  prefix: string,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<void> {
  const redisKey = `${prefix}:rl:${key}`;
  const results = await redis
    .multi()
    .incr(redisKey)
    .expire(redisKey, windowSeconds, "NX")
    .ttl(redisKey)
    .exec();
  const count = Number(results?.[0]?.[1] ?? 0);
  const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
  if (count > max) {
    throw new DomainError("RATE_LIMITED", { remainingTime: Math.max(ttl, 1) });
  }
}
