import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  celebrityBoard,
  celebrityProfile,
  shiftPeriod,
  taipeiDay,
} from "../../../src/domains/celebrities/index.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/* The demo's celebrity board: a dozen celebrities whose ranks move over the seeded weeks; reseeding changes nothing. */

let t: TestGateway;
const deps = () => t.gateway.deps;
const count = async (table: string) =>
  Number(((await deps().dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: string }[])[0]!.n);

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(deps().dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("celebrity demo data", () => {
  it("has a dozen celebrities, weeks of likes and closed standings; a second run adds nothing", async () => {
    const before = await Promise.all(
      ["celebrity", "celebrity_text", "celebrity_like", "celebrity_like_total", "celebrity_standing"].map(
        count,
      ),
    );
    expect(before[0]).toBe(12);
    expect(before[1]).toBe(60);
    expect(before[2]).toBeGreaterThan(1000);
    await seedDemo(deps().dataSource);
    const after = await Promise.all(
      ["celebrity", "celebrity_text", "celebrity_like", "celebrity_like_total", "celebrity_standing"].map(
        count,
      ),
    );
    expect(after).toEqual(before);
  });

  it("the charts move: a celebrity's daily rank changes over the closed days, and boards show movement", async () => {
    const board = await celebrityBoard(deps(), "DAY", null, "en", null);
    expect(board.entries).toHaveLength(12);
    const yesterday = shiftPeriod("DAY", taipeiDay(new Date()), -1);
    const closed = await celebrityBoard(deps(), "DAY", yesterday, "en", null);
    expect(closed.closed).toBe(true);
    expect(closed.entries.some((e) => e.previousRank !== null && e.previousRank !== e.rank)).toBe(true);
    const profile = await celebrityProfile(deps(), board.entries[0]!.celebrity.id, "jp", null);
    expect(profile.days.length).toBeGreaterThan(20);
    expect(new Set(profile.days.map((d) => d.rank)).size).toBeGreaterThan(1);
    expect(profile.celebrity.bio).toContain("ファン");
  });
});
