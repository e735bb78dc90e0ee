import { QueueEvents, Worker } from "bullmq";
import { QUEUES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { likeCelebrity, taipeiDay, shiftPeriod } from "@vitrine/gateway/domains/celebrities/index.js";
import {
  celebritiesProcessor,
  scheduleCelebrityJobs,
} from "../src/processors/celebrities/celebrities.processor.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { newCelebrity, newMemberIds } from "../../gateway/test/integration/celebrities/celebrity-fixtures.js";

/*
 * The celebrities queue through BullMQ: the close job run twice stores yesterday's standings once,
 * and the schedulers close periods a few seconds after each Taipei midnight.
 */

let t: TestGateway;
let worker: Worker;
let events: QueueEvents;
const deps = () => t.gateway.deps;

beforeAll(async () => {
  t = await startTestGateway();
  const connection = () => createRedis(t.config.REDIS_URL, "worker");
  worker = new Worker(QUEUES.celebrities, celebritiesProcessor(deps()), {
    connection: connection(),
    prefix: t.config.QUEUE_PREFIX,
  });
  events = new QueueEvents(QUEUES.celebrities, { connection: connection(), prefix: t.config.QUEUE_PREFIX });
  await events.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await events.close();
  await t.close();
});

describe("celebrities jobs", () => {
  it("closePeriods run twice stores yesterday's (GMT+8) standings once", async () => {
    const celebrity = await newCelebrity(deps());
    const members = await newMemberIds(deps().dataSource, 3);
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    for (const m of members) await likeCelebrity(deps(), m, celebrity, null, yesterday);

    const queue = deps().queues.get(QUEUES.celebrities);
    const first = await queue.add("closePeriods", {});
    await first.waitUntilFinished(events);
    const second = await queue.add("closePeriods", {});
    await second.waitUntilFinished(events);

    const day = taipeiDay(yesterday);
    const rows = (await deps().dataSource.query(
      `SELECT celebrity_id, likes, rank_no FROM celebrity_standing WHERE period = 'DAY' AND period_start = ?`,
      [day],
    )) as { celebrity_id: number; likes: number; rank_no: number }[];
    expect(rows.map((r) => [String(r.celebrity_id), Number(r.likes), Number(r.rank_no)])).toEqual([
      [celebrity, 3, 1],
    ]);
    expect(day).toBe(shiftPeriod("DAY", taipeiDay(new Date()), -1));
  });

  it("the schedulers close at 00:00:05 Taipei time and rebuild periodically", async () => {
    await scheduleCelebrityJobs(deps());
    await scheduleCelebrityJobs(deps());
    const queue = deps().queues.get(QUEUES.celebrities);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => s.key).sort()).toEqual([
      "celebrities-close-periods",
      "celebrities-rebuild-board",
    ]);
    const close = await queue.getJobScheduler("celebrities-close-periods");
    expect(close).toMatchObject({ pattern: "5 0 0 * * *", tz: "Asia/Taipei" });
    const next = new Date(Number(close!.next));
    // The next run is a Taipei midnight plus five seconds: 16:00:05 UTC.
    expect(next.toISOString().slice(11, 19)).toBe("16:00:05");
  });
});
