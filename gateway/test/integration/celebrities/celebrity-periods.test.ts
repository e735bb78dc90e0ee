import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { celebrityBoard, closeEndedPeriods, likeCelebrity } from "../../../src/domains/celebrities/index.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { newCelebrity, newMemberIds } from "./celebrity-fixtures.js";

/*
 * Period boundaries in Taipei time (GMT+8). 2026-05-31 is a Sunday and the last day of May, so its
 * midnight (2026-05-31T16:00Z) ends a day, a week (Monday start) and a month at once; 2026-06-30 is a
 * Tuesday, so its midnight ends a day and a month but not the week.
 */
const SUN_2359 = new Date("2026-05-31T15:59:59.000Z");
const MON_0000 = new Date("2026-05-31T16:00:00.000Z");
const AFTER_CLOSE = new Date("2026-05-31T16:00:05.000Z");

let t: TestGateway;
const deps = () => t.gateway.deps;
let a: string;
let b: string;

beforeAll(async () => {
  t = await startTestGateway();
  a = await newCelebrity(deps());
  b = await newCelebrity(deps());
  const [m1, m2, m3] = await newMemberIds(deps().dataSource, 3);
  // Sunday 23:59:59: A 2 likes, B 1.
  await likeCelebrity(deps(), m1!, a, null, SUN_2359);
  await likeCelebrity(deps(), m2!, a, null, SUN_2359);
  await likeCelebrity(deps(), m1!, b, null, SUN_2359);
  // Monday 00:00:00: B 3 likes (m1 liked B yesterday: a new day, so it counts again).
  for (const m of [m1!, m2!, m3!]) await likeCelebrity(deps(), m, b, null, MON_0000);
});
afterAll(async () => {
  await t.close();
});

async function standings(period: string, start: string) {
  return (await deps().dataSource.query(
    `SELECT celebrity_id, likes, rank_no, closed_at FROM celebrity_standing
      WHERE period = ? AND period_start = ? ORDER BY rank_no`,
    [period, start],
  )) as { celebrity_id: number; likes: number; rank_no: number; closed_at: Date }[];
}
const brief = (rows: Awaited<ReturnType<typeof standings>>) =>
  rows.map((r) => [String(r.celebrity_id), Number(r.likes), Number(r.rank_no)]);

describe("closing periods at GMT+8 boundaries", () => {
  it("one second before Taipei midnight nothing of Sunday, its week or May is closed", async () => {
    await closeEndedPeriods(deps(), new Date("2026-05-31T15:59:59.999Z"));
    expect(await standings("DAY", "2026-05-31")).toEqual([]);
    expect(await standings("WEEK", "2026-05-25")).toEqual([]);
    expect(await standings("MONTH", "2026-05-01")).toEqual([]);
  });

  it("after midnight crossing a Monday and a month end, the day, week and month are stored once, even run twice", async () => {
    const runs = await Promise.all([
      closeEndedPeriods(deps(), AFTER_CLOSE),
      closeEndedPeriods(deps(), AFTER_CLOSE),
    ]);
    const again = await closeEndedPeriods(deps(), AFTER_CLOSE);
    const expected = [
      [a, 2, 1],
      [b, 1, 2],
    ];
    expect(brief(await standings("DAY", "2026-05-31"))).toEqual(expected);
    expect(brief(await standings("WEEK", "2026-05-25"))).toEqual(expected);
    expect(brief(await standings("MONTH", "2026-05-01"))).toEqual(expected);
    const storedOf = (run: typeof again, period: string, start: string) =>
      run.find((c) => c.period === period && c.start === start)?.stored;
    for (const [period, start] of [
      ["DAY", "2026-05-31"],
      ["WEEK", "2026-05-25"],
      ["MONTH", "2026-05-01"],
    ] as const) {
      // Two runs at once stored the two rows between them; the third run stored nothing.
      expect(storedOf(runs[0]!, period, start)! + storedOf(runs[1]!, period, start)!).toBe(2);
      expect(storedOf(again, period, start)).toBe(0);
    }
    // Monday's likes belong to the new day, week and month: none of them is closed yet.
    expect(await standings("DAY", "2026-06-01")).toEqual([]);
    expect(await standings("WEEK", "2026-06-01")).toEqual([]);
    expect(await standings("MONTH", "2026-06-01")).toEqual([]);
  });

  it("the new day's board shows the movement against the closed day, and the closed day stays browsable", async () => {
    const monday = await celebrityBoard(deps(), "DAY", null, "en", null, new Date("2026-06-01T01:00:00Z"));
    expect(monday.start).toBe("2026-06-01");
    expect(monday.entries.map((e) => [e.celebrity.id, e.likes, e.rank, e.previousRank])).toEqual([
      [b, 3, 1, 2],
      [a, 0, 2, 1],
    ]);
    const sunday = await celebrityBoard(
      deps(),
      "DAY",
      "2026-05-31",
      "en",
      null,
      new Date("2026-06-01T01:00:00Z"),
    );
    expect(sunday).toMatchObject({
      closed: true,
      current: false,
      nextStart: "2026-06-01",
      lastDay: "2026-05-31",
    });
    expect(sunday.entries.map((e) => [e.celebrity.id, e.likes, e.rank])).toEqual([
      [a, 2, 1],
      [b, 1, 2],
    ]);
    const week = await celebrityBoard(deps(), "WEEK", null, "en", null, new Date("2026-06-01T01:00:00Z"));
    expect(week).toMatchObject({ start: "2026-06-01", previousStart: "2026-05-25" });
  });

  it("a Tuesday month end closes June but not the week", async () => {
    const [m4] = await newMemberIds(deps().dataSource, 1);
    await likeCelebrity(deps(), m4!, a, null, new Date("2026-06-30T15:59:00Z"));
    await closeEndedPeriods(deps(), new Date("2026-06-30T16:00:05Z"));
    expect(brief(await standings("MONTH", "2026-06-01"))).toEqual([
      [b, 3, 1],
      [a, 1, 2],
    ]);
    expect(brief(await standings("DAY", "2026-06-30"))).toEqual([[a, 1, 1]]);
    expect(await standings("WEEK", "2026-06-29")).toEqual([]);
  });

  it("a period that is not a real start, or in the future, is refused", async () => {
    const now = new Date("2026-06-01T01:00:00Z");
    await expect(celebrityBoard(deps(), "WEEK", "2026-05-26", "en", null, now)).rejects.toMatchObject({
      errorName: "CELEBRITY_PERIOD_INVALID",
    });
    await expect(celebrityBoard(deps(), "DAY", "2026-06-02", "en", null, now)).rejects.toMatchObject({
      errorName: "CELEBRITY_PERIOD_INVALID",
    });
  });
});
