import { jpowerThresholdsRule, missionRule } from "@vitrine/schema";
import { describe, expect, it } from "vitest";
import { jpowerLevel, nextResetAt, periodKeyOf, taipeiDay } from "../../../src/domains/missions/index.js";

describe("mission periods in GMT+8", () => {
  it("a day starts at 16:00 UTC the day before; a week on Monday", () => {
    expect(taipeiDay(new Date("2026-06-02T15:59:59.999Z"))).toBe("2026-06-02");
    expect(taipeiDay(new Date("2026-06-02T16:00:00.000Z"))).toBe("2026-06-03");
    expect(periodKeyOf("NONE", new Date())).toBe("-");
    expect(periodKeyOf("DAILY", new Date("2026-06-02T16:00:00.000Z"))).toBe("2026-06-03");
    // Sunday 2026-06-07 23:59:59 in Taipei is still the week of Monday 2026-06-01; Monday starts the next.
    expect(periodKeyOf("WEEKLY", new Date("2026-06-07T15:59:59.999Z"))).toBe("2026-06-01");
    expect(periodKeyOf("WEEKLY", new Date("2026-06-07T16:00:00.000Z"))).toBe("2026-06-08");
    // A year boundary: Thursday 2027-01-01 belongs to the week of Monday 2026-12-28.
    expect(periodKeyOf("WEEKLY", new Date("2026-12-31T16:00:00.000Z"))).toBe("2026-12-28");
  });

  it("the next reset is the next Taipei midnight, or the next Monday's", () => {
    const wednesdayNoon = new Date("2026-06-03T04:00:00.000Z");
    expect(nextResetAt("DAILY", wednesdayNoon)).toEqual(new Date("2026-06-03T16:00:00.000Z"));
    expect(nextResetAt("WEEKLY", wednesdayNoon)).toEqual(new Date("2026-06-07T16:00:00.000Z"));
    expect(nextResetAt("NONE", wednesdayNoon)).toBeNull();
  });
});

describe("Jpower levels", () => {
  it("level 1 from 0, one more per threshold reached, none above the last", () => {
    expect(jpowerLevel(99n, [100, 500])).toEqual({ level: 1, next: 100 });
    expect(jpowerLevel(499n, [100, 500])).toEqual({ level: 2, next: 500 });
    expect(jpowerLevel(500n, [100, 500])).toEqual({ level: 3, next: null });
  });

  it("JPOWER_LEVEL_THRESHOLDS must be whole, positive and ascending", () => {
    expect(jpowerThresholdsRule.parse("100, 500,2000")).toEqual([100, 500, 2000]);
    for (const bad of ["", "0,10", "100,50", "1.5", "a,b", "100,100"]) {
      expect(jpowerThresholdsRule.safeParse(bad).success).toBe(false);
    }
  });
});

describe("missionRule", () => {
  const base = {
    number: 1,
    kind: "BEGINNER",
    period: "NONE",
    reward: 10,
    publisherId: null,
    event: "verify-email",
    target: 1,
    seriesId: null,
    startsAt: null,
    endsAt: null,
    texts: [{ language: "tw", title: "驗證電子郵件", description: "" }],
  };
  it("accepts a consistent mission and refuses kind/period, publisher, series and window mismatches", () => {
    expect(missionRule.safeParse(base).success).toBe(true);
    for (const bad of [
      { kind: "PERIODIC" },
      { period: "DAILY" },
      { kind: "ISSUER" },
      { publisherId: "1" },
      { event: "holding-changed" },
      { seriesId: "2" },
      { event: "fly" },
      { startsAt: new Date("2026-02-01"), endsAt: new Date("2026-01-01") },
      { texts: [{ language: "en", title: "No tw", description: "" }] },
    ]) {
      expect(missionRule.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
