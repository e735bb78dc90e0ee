import type { CelebrityPeriod, Locale } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findCelebrities, listCelebrities } from "../repo/celebrity.repo.js";
import { findStandings, likedOnDay, periodTotals, type PeriodCount } from "../repo/like.repo.js";
import { readPeriod } from "./board-cache.js";
import { toCelebrityViews, type CelebrityView } from "./celebrity-view.js";
import {
  isPeriodStart,
  periodLastDay,
  periodStartOf,
  shiftPeriod,
  taipeiDay,
  type PeriodRef,
} from "./periods.js";

export interface BoardEntry {
  rank: number;
  /** The rank in the period before; null when the celebrity had no likes then. */
  previousRank: number | null;
  likes: number;
  celebrity: CelebrityView;
  /** Whether the viewer already liked this celebrity today (GMT+8). */
  likedToday: boolean;
}

export interface Board {
  period: CelebrityPeriod;
  start: string;
  lastDay: string;
  current: boolean;
  /** True when the close job stored this period's final standings. */
  closed: boolean;
  previousStart: string;
  nextStart: string | null;
  entries: BoardEntry[];
}

/** Sorted by likes (most first), ties by the older celebrity first: the same order the close stores. */
function ranked(counts: readonly PeriodCount[]): (PeriodCount & { rank: number })[] {
  return [...counts]
    .sort((a, b) => b.likes - a.likes || Number(a.celebrityId) - Number(b.celebrityId))
    .map((c, i) => ({ ...c, rank: i + 1 }));
}

/** A past period's ranks: its stored standings, or its totals when it was not closed (yet). */
export async function pastRanks(
  deps: AppDeps,
  ref: PeriodRef,
): Promise<{ ranks: (PeriodCount & { rank: number })[]; closed: boolean }> {
  const stored = await findStandings(deps.dataSource.manager, ref.period, ref.start);
  if (stored.length > 0) return { ranks: stored, closed: true };
  const totals = await periodTotals(deps.dataSource.manager, ref.period, ref.start);
  return { ranks: ranked(totals.filter((t) => t.likes > 0)), closed: false };
}

/**
 * The board of a period (the current one when `start` is null): the current period from Redis (rebuilt
 * from MySQL when its set is missing), every active celebrity with its likes; a past period from its
 * stored standings. Each entry carries its rank movement against the period before.
 */
export async function celebrityBoard(
  deps: AppDeps,
  period: CelebrityPeriod,
  start: string | null,
  language: Locale,
  viewerId: string | null,
  now: Date = new Date(),
): Promise<Board> {
  const today = taipeiDay(now);
  const currentStart = periodStartOf(period, today);
  const ref: PeriodRef = { period, start: start ?? currentStart };
  if (!isPeriodStart(period, ref.start) || ref.start > currentStart) {
    throw new DomainError("CELEBRITY_PERIOD_INVALID");
  }
  const current = ref.start === currentStart;
  const db = deps.dataSource.manager;

  let rows: (PeriodCount & { rank: number })[];
  let closed = false;
  if (current) {
    const counts = await readPeriod(deps, ref);
    const active = await listCelebrities(db, true);
    rows = ranked(active.map((c) => ({ celebrityId: String(c.id), likes: counts.get(String(c.id)) ?? 0 })));
  } else {
    ({ ranks: rows, closed } = await pastRanks(deps, ref));
  }
  const previous = await pastRanks(deps, { period, start: shiftPeriod(period, ref.start, -1) });
  const previousRank = new Map(previous.ranks.map((r) => [r.celebrityId, r.rank]));

  const ids = rows.map((r) => r.celebrityId);
  const views = await toCelebrityViews(db, await findCelebrities(db, ids), language);
  const liked = viewerId ? await likedOnDay(db, viewerId, today, ids) : new Set<string>();
  const next = shiftPeriod(period, ref.start, 1);
  return {
    period,
    start: ref.start,
    lastDay: periodLastDay(period, ref.start),
    current,
    closed,
    previousStart: shiftPeriod(period, ref.start, -1),
    nextStart: next <= currentStart ? next : null,
    entries: rows.flatMap((r) => {
      const celebrity = views.get(r.celebrityId);
      if (!celebrity) return [];
      return [
        {
          rank: r.rank,
          previousRank: previousRank.get(r.celebrityId) ?? null,
          likes: r.likes,
          celebrity,
          likedToday: liked.has(r.celebrityId),
        },
      ];
    }),
  };
}
