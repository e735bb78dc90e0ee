import type { Locale } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findCelebrities, listCelebrities } from "../repo/celebrity.repo.js";
import { celebrityStandingHistory, likedOnDay } from "../repo/like.repo.js";
import { readPeriod } from "./board-cache.js";
import { toCelebrityViews, type CelebrityView } from "./celebrity-view.js";
import { periodsOfDay, shiftPeriod, taipeiDay } from "./periods.js";

export interface HistoryPoint {
  start: string;
  likes: number;
  rank: number;
}

export interface CelebrityProfile {
  celebrity: CelebrityView;
  likedToday: boolean;
  /** Likes and rank in the current day, week and month (from the board's sorted sets). */
  now: { period: "DAY" | "WEEK" | "MONTH"; start: string; likes: number; rank: number }[];
  /** Closed standings, oldest first: the last 30 days, 12 weeks and 12 months. */
  days: HistoryPoint[];
  weeks: HistoryPoint[];
  months: HistoryPoint[];
}

/** A celebrity's page: profile, today's state and the history its charts draw. Inactive ones are 2120. */
export async function celebrityProfile(
  deps: AppDeps,
  rawId: string,
  language: Locale,
  viewerId: string | null,
  at: Date = new Date(),
): Promise<CelebrityProfile> {
  const id = assertRowId("id", rawId);
  const db = deps.dataSource.manager;
  const rows = await findCelebrities(db, [id]);
  if (!rows[0]?.active) throw new DomainError("CELEBRITY_NOT_FOUND");
  const celebrity = (await toCelebrityViews(db, rows, language)).get(id)!;
  const today = taipeiDay(at);
  const refs = periodsOfDay(today);
  const activeIds = (await listCelebrities(db, true)).map((c) => String(c.id));
  const now: CelebrityProfile["now"] = [];
  for (const ref of refs) {
    const counts = await readPeriod(deps, ref);
    const likes = counts.get(id) ?? 0;
    // Same order as the board: more likes first, then the older celebrity.
    const ahead = activeIds.filter((other) => {
      const l = counts.get(other) ?? 0;
      return l > likes || (l === likes && Number(other) < Number(id));
    }).length;
    now.push({ period: ref.period, start: ref.start, likes, rank: ahead + 1 });
  }
  const [day, week, month] = refs;
  return {
    celebrity,
    likedToday: viewerId ? (await likedOnDay(db, viewerId, today, [id])).has(id) : false,
    now,
    days: await celebrityStandingHistory(db, id, "DAY", shiftPeriod("DAY", day!.start, -30)),
    weeks: await celebrityStandingHistory(db, id, "WEEK", shiftPeriod("WEEK", week!.start, -12)),
    months: await celebrityStandingHistory(db, id, "MONTH", shiftPeriod("MONTH", month!.start, -12)),
  };
}
