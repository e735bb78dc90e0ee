import type { CelebrityPeriod } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { periodTotals, type PeriodCount } from "../repo/like.repo.js";
import type { PeriodRef } from "./periods.js";

/**
 * The board's Redis copy: one sorted set per period (member = celebrity id, score = likes) and a
 * marker key that says the set was built from MySQL. Scores are only ever raised to a count read from
 * MySQL (never incremented blindly): counts in a period only grow, so "the larger of what Redis has and
 * what MySQL said" is exact whatever order concurrent writers arrive in, and a rebuild can run at any
 * time without double counting. Keys carry the queue prefix so test runs never share a board.
 */
const TTL_SECONDS: Record<CelebrityPeriod, number> = {
  DAY: 40 * 86400,
  WEEK: 120 * 86400,
  MONTH: 400 * 86400,
};

export function boardKey(deps: Pick<AppDeps, "config">, ref: PeriodRef): string {
  return `${deps.config.QUEUE_PREFIX}:celeb:${ref.period}:${ref.start}`;
}

/**
 * KEYS[1] sorted set, KEYS[2] marker; ARGV[1] TTL, ARGV[2] 1 = build (set the marker), 0 = raise only
 * when built; then score/member pairs. Answers 0 when not built and not building (the caller rebuilds).
 */
const RAISE_SCRIPT = `
local build = ARGV[2] == '1'
if not build and redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
for i = 3, #ARGV, 2 do
  local score = tonumber(ARGV[i])
  local current = tonumber(redis.call('ZSCORE', KEYS[1], ARGV[i + 1]) or '-1')
  if score > current then redis.call('ZADD', KEYS[1], score, ARGV[i + 1]) end
end
if build then redis.call('SET', KEYS[2], '1', 'EX', ARGV[1]) end
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return 1
`;

async function raise(deps: AppDeps, ref: PeriodRef, counts: readonly PeriodCount[], build: boolean) {
  const key = boardKey(deps, ref);
  const pairs = counts.flatMap((c) => [String(c.likes), c.celebrityId]);
  const done = await deps.redis.eval(
    RAISE_SCRIPT,
    2,
    key,
    `${key}:built`,
    String(TTL_SECONDS[ref.period]),
    build ? "1" : "0",
    ...pairs,
  );
  return Number(done) === 1;
}

/** Copies a period's counts from MySQL into its sorted set and marks it built (safe to repeat). */
export async function rebuildPeriod(deps: AppDeps, ref: PeriodRef): Promise<void> {
  await raise(deps, ref, await periodTotals(deps.dataSource.manager, ref.period, ref.start), true);
}

/** After a like's commit: raises the celebrity's score, or rebuilds a period whose set is missing. */
export async function publishCount(deps: AppDeps, ref: PeriodRef, count: PeriodCount): Promise<void> {
  if (!(await raise(deps, ref, [count], false))) await rebuildPeriod(deps, ref);
}

/** A period's counts from Redis, rebuilding the set from MySQL first when it is missing. */
export async function readPeriod(deps: AppDeps, ref: PeriodRef): Promise<Map<string, number>> {
  const key = boardKey(deps, ref);
  if (!(await deps.redis.exists(`${key}:built`))) await rebuildPeriod(deps, ref);
  const flat = await deps.redis.zrange(key, 0, -1, "WITHSCORES");
  const counts = new Map<string, number>();
  for (let i = 0; i < flat.length; i += 2) counts.set(flat[i]!, Number(flat[i + 1]));
  return counts;
}
