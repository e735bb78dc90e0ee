import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { takeWindowHits } from "../../../shared/rate-limit.js";
import { assertRowId } from "../../../shared/row-id.js";
import { lockCelebrity } from "../repo/celebrity.repo.js";
import { addToTotal, insertLike } from "../repo/like.repo.js";
import { publishCount } from "./board-cache.js";
import { periodsOfDay, taipeiDay } from "./periods.js";

/** Likes per account and per IP address in a 10-minute window: a fan's clicking, not a script's. */
export const LIKES_PER_ACCOUNT = 60;
export const LIKES_PER_IP = 600;
const WINDOW_SECONDS = 600;

export interface LikeResult {
  celebrityId: string;
  /** The celebrity's likes in the current GMT+8 day, week and month after this like. */
  dayLikes: number;
  weekLikes: number;
  monthLikes: number;
}

/**
 * A member likes a celebrity: at most once per celebrity per GMT+8 day (the UNIQUE key in MySQL
 * decides, CELEBRITY_ALREADY_LIKED otherwise), rate-limited per account and IP. The like row and the
 * three period totals change in one transaction, the celebrity row locked first so likes of one
 * celebrity queue instead of deadlocking on new total rows; Redis is written after the commit, from
 * the counts the transaction produced. `now` is injectable for the period tests and the demo seed.
 */
export async function likeCelebrity(
  deps: AppDeps,
  userId: string,
  rawCelebrityId: string,
  ip: string | null,
  now: Date = new Date(),
): Promise<LikeResult> {
  const celebrityId = assertRowId("celebrityId", rawCelebrityId);
  const prefix = `${deps.config.QUEUE_PREFIX}:rl:celebrity-like`;
  const claims = [{ key: `${prefix}:u:${userId}`, max: LIKES_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS }];
  if (ip) claims.push({ key: `${prefix}:ip:${ip}`, max: LIKES_PER_IP, windowSeconds: WINDOW_SECONDS });
  const wait = await takeWindowHits(deps.redis, claims);
  if (wait > 0) throw new DomainError("RATE_LIMITED", { remainingTime: wait });

  const day = taipeiDay(now);
  const refs = periodsOfDay(day);
  const counts = await withTransaction(deps.dataSource, async (em) => {
    const celebrity = await lockCelebrity(em, celebrityId);
    if (!celebrity || !celebrity.active) throw new DomainError("CELEBRITY_NOT_FOUND");
    if (!(await insertLike(em, celebrityId, userId, day, now)))
      throw new DomainError("CELEBRITY_ALREADY_LIKED");
    const out: number[] = [];
    for (const ref of refs) out.push(await addToTotal(em, celebrityId, ref.period, ref.start));
    return out;
  });
  for (const [i, ref] of refs.entries()) await publishCount(deps, ref, { celebrityId, likes: counts[i]! });
  return { celebrityId, dayLikes: counts[0]!, weekLikes: counts[1]!, monthLikes: counts[2]! };
}
