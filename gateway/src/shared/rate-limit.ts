import type { Redis } from "ioredis";
import { DomainError } from "./domain-error.js";

/** One fixed-window counter: at most `max` counted hits per `windowSeconds` for `key`. */
export interface WindowClaim {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * INCR every key first, then compare each returned count with its limit, all inside one Lua script
 * (Redis runs a script atomically). A refused call gives its increments back, so a counter holds the
 * attempts that really went ahead; N parallel callers can never get more than `max` through, because
 * no caller reads a count it did not itself produce. The window starts with the first hit (EXPIRE on a
 * key without a TTL, which also heals a key left without one). Answers 0 (taken) or the largest TTL
 * among the counters that are full.
 */
const TAKE_SCRIPT = `
local full = 0
local n = #KEYS
for i = 1, n do
  local count = redis.call('INCR', KEYS[i])
  if redis.call('TTL', KEYS[i]) < 0 then redis.call('EXPIRE', KEYS[i], ARGV[2 * i]) end
  if count > tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('TTL', KEYS[i])
    if ttl < 1 then ttl = 1 end
    if ttl > full then full = ttl end
  end
end
if full > 0 then
  for i = 1, n do redis.call('DECR', KEYS[i]) end
end
return full
`;

/** Gives back hits that turned out not to count (a success, or a request that never got to guess). */
const GIVE_BACK_SCRIPT = `
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count > 1 then redis.call('DECR', KEYS[i]) elseif count == 1 then redis.call('DEL', KEYS[i]) end
end
return 0
`;

/**
 * Takes one hit from every window at once, or none: when any window is full, nothing is counted and
 * the call answers the seconds until the fullest window resets (so the caller can refuse), else 0.
 */
export async function takeWindowHits(redis: Redis, claims: readonly WindowClaim[]): Promise<number> {
  if (claims.length === 0) return 0;
  const args = claims.flatMap((c) => [String(c.max), String(c.windowSeconds)]);
  const full = await redis.eval(TAKE_SCRIPT, claims.length, ...claims.map((c) => c.key), ...args);
  return Number(full);
}

/** Returns one hit to each counter (never below zero; an emptied counter is removed). */
export async function giveBackWindowHits(redis: Redis, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await redis.eval(GIVE_BACK_SCRIPT, keys.length, ...keys);
}

/**
 * Fixed-window counter in Redis: at most `max` hits per `windowSeconds` for a key. Throws
 * RATE_LIMITED (with the seconds until the window resets) once the budget is spent. Atomic: the
 * increment and the comparison are one step (see TAKE_SCRIPT).
 */
export async function consumeRateLimit(
  redis: Redis,
  prefix: string,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<void> {
  const wait = await takeWindowHits(redis, [{ key: `${prefix}:rl:${key}`, max, windowSeconds }]);
  if (wait > 0) throw new DomainError("RATE_LIMITED", { remainingTime: wait });
}
