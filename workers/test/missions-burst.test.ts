import { Worker } from "bullmq";
import { QUEUES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { missionsProcessor } from "../src/processors/missions/missions.processor.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import {
  newMemberId,
  newMission,
  progressOf,
} from "../../gateway/test/integration/missions/mission-fixtures.js";

/*
 * A burst of missions/advance jobs for one member, taken by a worker running several at once: every
 * job opens and moves the same mission_progress rows. Each must succeed at its first attempt (no
 * deadlock rolled back and retried) and the progress must count every event exactly once.
 */

const EVENTS = 50;
const CONCURRENCY = 10;

let t: TestGateway;
let worker: Worker;
const failures: string[] = [];
let completed = 0;
const deps = () => t.gateway.deps;

beforeAll(async () => {
  t = await startTestGateway();
  worker = new Worker(QUEUES.missions, missionsProcessor(deps()), {
    connection: createRedis(t.config.REDIS_URL, "worker"),
    prefix: t.config.QUEUE_PREFIX,
    concurrency: CONCURRENCY,
  });
  worker.on("failed", (_job, err) => failures.push(err.message));
  worker.on("completed", () => completed++);
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await t.close();
});

describe("missions/advance under a burst", () => {
  it(`${EVENTS} events of one member at ${CONCURRENCY} at a time advance each mission exactly, with no failed attempt`, async () => {
    // Two missions listening to the same event: each job opens and moves both rows, in one transaction.
    const first = await newMission(deps(), { event: "first-listing", target: 1000, kind: "OTHER" });
    const second = await newMission(deps(), { event: "first-listing", target: EVENTS, kind: "OTHER" });
    const member = await newMemberId(deps().dataSource);
    const queue = deps().queues.get(QUEUES.missions);
    await worker.pause();
    await queue.addBulk(
      Array.from({ length: EVENTS }, (_, i) => ({
        name: "advance",
        data: { userId: member, event: "first-listing", key: `burst.${i}` },
        // One attempt each: an attempt that would have been retried (a deadlock rolled back) fails here.
        opts: { attempts: 1 },
      })),
    );
    void worker.resume();
    await expect.poll(() => completed + failures.length, { timeout: 60_000, interval: 100 }).toBe(EVENTS);
    expect(failures).toEqual([]);
    expect(completed).toBe(EVENTS);
    expect(await progressOf(deps().dataSource, first, member)).toMatchObject({
      progress: EVENTS,
      status: "UNDONE",
    });
    expect(await progressOf(deps().dataSource, second, member)).toMatchObject({
      progress: EVENTS,
      status: "DONE",
    });
  }, 90_000);
});
