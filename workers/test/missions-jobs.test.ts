import { QueueEvents, Worker } from "bullmq";
import { QUEUES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { relayOutbox } from "@vitrine/gateway/domains/outbox/index.js";
import { missionsProcessor, scheduleMissionResets } from "../src/processors/missions/missions.processor.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import {
  newMemberId,
  newMission,
  progressOf,
  record,
} from "../../gateway/test/integration/missions/mission-fixtures.js";

/*
 * The missions queue through BullMQ: an event recorded in a transaction is relayed from the outbox to
 * a missions/advance job and advances the mission; the same event recorded again is the same job id
 * and advances nothing more. The reset schedulers run at Taipei midnight (daily) and Monday (weekly).
 */

let t: TestGateway;
let worker: Worker;
let events: QueueEvents;
const deps = () => t.gateway.deps;

beforeAll(async () => {
  t = await startTestGateway();
  const connection = () => createRedis(t.config.REDIS_URL, "worker");
  worker = new Worker(QUEUES.missions, missionsProcessor(deps()), {
    connection: connection(),
    prefix: t.config.QUEUE_PREFIX,
  });
  events = new QueueEvents(QUEUES.missions, { connection: connection(), prefix: t.config.QUEUE_PREFIX });
  await events.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await events.close();
  await t.close();
});

describe("missions jobs", () => {
  it("an event goes outbox → relay → missions/advance and advances its mission once, also recorded twice", async () => {
    const mission = await newMission(deps(), { event: "first-listing", target: 2, kind: "OTHER" });
    const member = await newMemberId(deps().dataSource);
    await record(deps().dataSource, member, "first-listing", "listing.1");
    await record(deps().dataSource, member, "first-listing", "listing.1");
    await relayOutbox(deps().dataSource, deps().queues);
    await expect
      .poll(async () => (await progressOf(deps().dataSource, mission, member))?.progress, { timeout: 20_000 })
      .toBe(1);
    // A later occurrence (another key) moves it on and completes it.
    await record(deps().dataSource, member, "first-listing", "listing.2");
    await relayOutbox(deps().dataSource, deps().queues);
    await expect
      .poll(async () => (await progressOf(deps().dataSource, mission, member))?.status, { timeout: 20_000 })
      .toBe("DONE");
    expect((await progressOf(deps().dataSource, mission, member))?.progress).toBe(2);
  });

  it("resetPeriodic delivered twice resets once", async () => {
    const queue = deps().queues.get(QUEUES.missions);
    const first = await queue.add("resetPeriodic", { period: "DAILY" });
    const a = (await first.waitUntilFinished(events)) as { applied: boolean };
    const second = await queue.add("resetPeriodic", { period: "DAILY" });
    const b = (await second.waitUntilFinished(events)) as { applied: boolean };
    expect([a.applied, b.applied]).toEqual([true, false]);
  });

  it("the schedulers reset at 00:00:02 Taipei time daily and on Mondays", async () => {
    await scheduleMissionResets(deps());
    await scheduleMissionResets(deps());
    const queue = deps().queues.get(QUEUES.missions);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => s.key).sort()).toEqual(["missions-reset-daily", "missions-reset-weekly"]);
    const daily = await queue.getJobScheduler("missions-reset-daily");
    const weekly = await queue.getJobScheduler("missions-reset-weekly");
    expect(daily).toMatchObject({ pattern: "2 0 0 * * *", tz: "Asia/Taipei" });
    expect(weekly).toMatchObject({ pattern: "2 0 0 * * 1", tz: "Asia/Taipei" });
    const nextDaily = new Date(Number(daily!.next));
    const nextWeekly = new Date(Number(weekly!.next));
    expect(nextDaily.toISOString().slice(11, 19)).toBe("16:00:02");
    // Monday 00:00:02 in Taipei is Sunday 16:00:02 UTC.
    expect(nextWeekly.getUTCDay()).toBe(0);
    expect(nextWeekly.toISOString().slice(11, 19)).toBe("16:00:02");
  });
});
