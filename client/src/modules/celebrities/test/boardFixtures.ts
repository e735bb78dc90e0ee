/** A star as the celebrity board lists it (test data). */
export const makeCelebrity = (id: string, name: string) => ({
  __typename: "Celebrity" as const,
  id,
  kind: "STAR" as const,
  name,
  artistId: null,
});

/** One place of the board: its rank, yesterday's, the likes and whether the viewer liked it today. */
export function makeBoardEntry(
  celebrity: ReturnType<typeof makeCelebrity>,
  {
    rank,
    previousRank,
    likes,
    likedToday = false,
  }: { rank: number; previousRank: number; likes: number; likedToday?: boolean },
) {
  return { __typename: "CelebrityBoardEntry" as const, rank, previousRank, likes, likedToday, celebrity };
}

/** Today's board (25 November 2026, still open) with these places. */
export function makeBoard(entries: ReturnType<typeof makeBoardEntry>[]) {
  return {
    __typename: "CelebrityBoard" as const,
    period: "DAY" as const,
    start: "2026-11-25",
    lastDay: "2026-11-25",
    current: true,
    closed: false,
    previousStart: "2026-11-24",
    nextStart: null,
    entries,
  };
}
