import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userBalance } from "../../../src/domains/ledger/index.js";
import {
  advanceMissions,
  claimMission,
  memberMissions,
  resetPeriodicMissions,
} from "../../../src/domains/missions/index.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { newMemberId, newMission, progressOf, refusalOf } from "./mission-fixtures.js";

/*
 * GMT+8 boundaries with an injected clock. 2026-06-02 is a Tuesday: its Taipei midnight
 * (2026-06-02T16:00Z) starts Wednesday, a new day but not a new week. 2026-06-07 is a Sunday: its
 * Taipei midnight (2026-06-07T16:00Z) starts Monday 2026-06-08, a new day and a new week.
 */
const TUE_2359 = new Date("2026-06-02T15:59:59.000Z");
const WED_0000 = new Date("2026-06-02T16:00:00.000Z");
const WED_NOON = new Date("2026-06-03T04:00:00.000Z");
const SUN_2359 = new Date("2026-06-07T15:59:59.999Z");
const MON_0000 = new Date("2026-06-07T16:00:00.000Z");

let t: TestGateway;
const deps = () => t.gateway.deps;
let daily: string;
let weekly: string;
let member: string;

const login = (key: string, now: Date) =>
  advanceMissions(deps(), { userId: member, event: "daily-login", key }, now);
const jpower = async () => (await userBalance(deps().dataSource.manager, member, "JPOWER")).available;

beforeAll(async () => {
  t = await startTestGateway();
  daily = await newMission(deps(), { event: "daily-login", period: "DAILY", reward: 5 });
  weekly = await newMission(deps(), { event: "daily-login", period: "WEEKLY", target: 2, reward: 20 });
  member = await newMemberId(deps().dataSource);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("periodic missions reset at 00:00 GMT+8 (daily) and Monday 00:00 GMT+8 (weekly)", () => {
  it("Tuesday 23:59:59 in Taipei: done and claimed in the day 2026-06-02 and the week of 2026-06-01", async () => {
    await login("day.2026-06-02", TUE_2359);
    expect(await progressOf(deps().dataSource, daily, member)).toEqual({
      periodKey: "2026-06-02",
      progress: 1,
      status: "DONE",
    });
    expect(await progressOf(deps().dataSource, weekly, member)).toMatchObject({
      periodKey: "2026-06-01",
      progress: 1,
    });
    await claimMission(deps(), member, daily, "en", TUE_2359);
    expect(await jpower()).toBe(5n);
    // A reset run before the boundary finds every row in its own period: nothing to reset.
    const early = await resetPeriodicMissions(deps(), "DAILY", TUE_2359);
    expect(early).toMatchObject({ periodKey: "2026-06-02", rows: 0 });
    expect(await progressOf(deps().dataSource, daily, member)).toMatchObject({ status: "CLAIMED" });
  });

  it("Wednesday 00:00 in Taipei: the daily reset delivered twice resets once; the week goes on", async () => {
    const [a, b] = await Promise.all([
      resetPeriodicMissions(deps(), "DAILY", WED_0000),
      resetPeriodicMissions(deps(), "DAILY", WED_0000),
    ]);
    const again = await resetPeriodicMissions(deps(), "DAILY", WED_NOON);
    expect([a.applied, b.applied].filter(Boolean)).toHaveLength(1);
    expect(a.rows + b.rows).toBe(1);
    expect(again).toMatchObject({ periodKey: "2026-06-03", applied: false, rows: 0 });
    expect(await progressOf(deps().dataSource, daily, member)).toEqual({
      periodKey: "2026-06-03",
      progress: 0,
      status: "UNDONE",
    });
    const weeklyReset = await resetPeriodicMissions(deps(), "WEEKLY", WED_0000);
    expect(weeklyReset).toMatchObject({ periodKey: "2026-06-01", rows: 0 });
    expect(await progressOf(deps().dataSource, weekly, member)).toMatchObject({
      periodKey: "2026-06-01",
      progress: 1,
    });
  });

  it("the new day's mission is claimable again once done, under its own key (credits once more)", async () => {
    expect(await refusalOf(claimMission(deps(), member, daily, "en", WED_NOON))).toBe("MISSION_NOT_DONE");
    await login("day.2026-06-03", WED_NOON);
    await claimMission(deps(), member, daily, "en", WED_NOON);
    await claimMission(deps(), member, daily, "en", WED_NOON);
    expect(await jpower()).toBe(10n);
    // The second login of the week completed the weekly mission (2 of 2).
    expect(await progressOf(deps().dataSource, weekly, member)).toMatchObject({
      progress: 2,
      status: "DONE",
    });
    await expectLedgerSound(deps().dataSource);
  });

  it("Sunday 23:59:59.999 is still the same week; Monday 00:00 resets the week once", async () => {
    expect(await resetPeriodicMissions(deps(), "WEEKLY", SUN_2359)).toMatchObject({
      periodKey: "2026-06-01",
      rows: 0,
    });
    expect(await progressOf(deps().dataSource, weekly, member)).toMatchObject({ status: "DONE" });
    const first = await resetPeriodicMissions(deps(), "WEEKLY", MON_0000);
    const second = await resetPeriodicMissions(deps(), "WEEKLY", MON_0000);
    expect(first).toMatchObject({ periodKey: "2026-06-08", applied: true, rows: 1 });
    expect(second).toMatchObject({ periodKey: "2026-06-08", applied: false, rows: 0 });
    expect(await progressOf(deps().dataSource, weekly, member)).toEqual({
      periodKey: "2026-06-08",
      progress: 0,
      status: "UNDONE",
    });
  });

  it("a member's view reads an older period as undone even before the reset job reached it", async () => {
    await login("day.2026-06-08", MON_0000);
    const nextDay = new Date("2026-06-08T16:00:00.000Z");
    const groups = await memberMissions(deps(), member, "en", nextDay);
    const periodic = groups.find((g) => g.kind === "PERIODIC")!.missions;
    expect(periodic.find((m) => m.id === daily)).toMatchObject({ progress: 0, status: "UNDONE" });
    expect(periodic.find((m) => m.id === daily)!.resetsAt).toEqual(new Date("2026-06-09T16:00:00.000Z"));
    expect(periodic.find((m) => m.id === weekly)).toMatchObject({ progress: 1, status: "UNDONE" });
    expect(periodic.find((m) => m.id === weekly)!.resetsAt).toEqual(new Date("2026-06-14T16:00:00.000Z"));
  });
});
