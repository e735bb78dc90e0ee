import { MISSION_EVENTS, type MissionEvent } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceMissions, missionEventJobId } from "../../../src/domains/missions/index.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, createTestCard, giveUnits } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { deliver, missionJobs, newMemberId, newMission, progressOf, record } from "./mission-fixtures.js";

let t: TestGateway;
const deps = () => t.gateway.deps;
const missionOf = new Map<MissionEvent, string>();
let threePackages: string;

beforeAll(async () => {
  t = await startTestGateway();
  for (const event of MISSION_EVENTS) {
    if (event === "holding-changed") continue; // needs a series: its own test below
    missionOf.set(event, await newMission(deps(), { event }));
  }
  threePackages = await newMission(deps(), { event: "open-package", target: 3, kind: "OTHER" });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("mission progress from domain events (outbox → missions/advance)", () => {
  it("every rule is advanced by its event exactly once, also when the relay delivers each job twice", async () => {
    const member = await newMemberId(deps().dataSource);
    // Creating the account recorded register and verify-email; the others are recorded here.
    for (const event of MISSION_EVENTS) {
      if (event === "register" || event === "verify-email" || event === "holding-changed") continue;
      await record(deps().dataSource, member, event, `${event}.1`);
    }
    const jobs = await missionJobs(deps().dataSource, member);
    expect(jobs.map((j) => j.data.event).sort()).toEqual(
      MISSION_EVENTS.filter((e) => e !== "holding-changed").sort(),
    );
    // Job ids come from the event's identity: the same event recorded again is the same BullMQ job.
    expect(jobs[0]!.jobId).toBe(missionEventJobId(jobs[0]!.data as never));
    expect(jobs[0]!.jobId).not.toContain(":");

    const first = await deliver(deps(), member);
    const second = await deliver(deps(), member);
    expect(first.every((r) => r.applied)).toBe(true);
    expect(second.every((r) => !r.applied && r.advanced.length === 0)).toBe(true);
    for (const [event, missionId] of missionOf) {
      expect({ event, ...(await progressOf(deps().dataSource, missionId, member)) }).toEqual({
        event,
        periodKey: "-",
        progress: 1,
        status: "DONE",
      });
    }
    // The counting mission (3 packages) moved once for the one open-package event.
    expect(await progressOf(deps().dataSource, threePackages, member)).toMatchObject({
      progress: 1,
      status: "UNDONE",
    });
  });

  it("counts distinct events up to the target and stops there (DONE once)", async () => {
    const member = await newMemberId(deps().dataSource);
    for (const key of ["p.1", "p.2", "p.2", "p.3", "p.4"])
      await record(deps().dataSource, member, "open-package", key);
    await deliver(deps(), member, 2);
    expect(await progressOf(deps().dataSource, threePackages, member)).toMatchObject({
      progress: 3,
      status: "DONE",
    });
  });

  it("the same event applied by two workers at once advances once", async () => {
    const member = await newMemberId(deps().dataSource);
    const job = { userId: member, event: "first-bid", key: "bid.race" };
    const results = await Promise.all([advanceMissions(deps(), job), advanceMissions(deps(), job)]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await progressOf(deps().dataSource, missionOf.get("first-bid")!, member)).toMatchObject({
      progress: 1,
      status: "DONE",
    });
  });

  it("register, verify-email and daily-login come from creating the account and logging in", async () => {
    const user = await createMarketUser(t);
    const events = (await missionJobs(deps().dataSource, user.id)).map((j) => j.data.event).sort();
    expect(events).toEqual(["daily-login", "register", "verify-email"]);
    await deliver(deps(), user.id, 2);
    for (const event of ["register", "verify-email", "daily-login"] as const) {
      expect(await progressOf(deps().dataSource, missionOf.get(event)!, user.id)).toMatchObject({
        status: "DONE",
      });
    }
  });

  it("hold N cards of a series: progress is the units held of that series, from the holdings changes", async () => {
    await seedDemo(deps().dataSource);
    const [cardA, cardB] = [await createTestCard(deps().dataSource), await createTestCard(deps().dataSource)];
    const [row] = (await deps().dataSource.query(`SELECT series_id FROM card WHERE id = ?`, [cardA])) as {
      series_id: number | null;
    }[];
    let seriesId = row?.series_id == null ? null : String(row.series_id);
    if (!seriesId) {
      const [s] = (await deps().dataSource.query(`SELECT id FROM series ORDER BY id LIMIT 1`)) as {
        id: number;
      }[];
      seriesId = String(s!.id);
      await deps().dataSource.query(`UPDATE card SET series_id = ? WHERE id IN (?, ?)`, [
        seriesId,
        cardA,
        cardB,
      ]);
    }
    const holdThree = await newMission(deps(), {
      event: "holding-changed",
      target: 3,
      seriesId,
      kind: "OTHER",
    });
    const member = await newMemberId(deps().dataSource);
    await giveUnits(deps().dataSource, cardA, member, 2);
    await deliver(deps(), member, 2);
    expect(await progressOf(deps().dataSource, holdThree, member)).toMatchObject({
      progress: 2,
      status: "UNDONE",
    });
    await giveUnits(deps().dataSource, cardB, member, 1);
    await deliver(deps(), member, 2);
    expect(await progressOf(deps().dataSource, holdThree, member)).toMatchObject({
      progress: 3,
      status: "DONE",
    });
  }, 120_000);
});
