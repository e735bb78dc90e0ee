import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertRepeatSchedules } from "../src/repeat-schedules.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

/*
 * Writing the schedules (a worker process starting, its Redis connection coming back) also asks for
 * one sweep at once, so what a killed worker or an emptied Redis lost is caught then rather than at
 * the next periodic sweep, up to SWEEP_EVERY_MS later. No worker runs here: the queue is read.
 */

let t: TestGateway;
beforeAll(async () => {
  // An hour between periodic sweeps: any sweep waiting now is the one asked for at once.
  t = await startTestGateway({ SWEEP_EVERY_MS: "3600000" });
});
afterAll(async () => {
  await t.close();
});

const immediateSweeps = async () => {
  const jobs = await t.gateway.deps.queues.get("sweeper").getJobs(["wait", "prioritized", "active"]);
  return jobs.filter((job) => job.name === "sweep" && !job.repeatJobKey);
};

describe("a sweep at once when the schedules are written", () => {
  it("is queued to run now, and requests made together are one job", async () => {
    await upsertRepeatSchedules(t.gateway.deps);
    await upsertRepeatSchedules(t.gateway.deps);
    const sweeps = await immediateSweeps();
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]!.delay).toBe(0);
    const sweeper = t.gateway.deps.queues.get("sweeper");
    expect(await sweeper.getJobScheduler("sweep-periodically")).toBeTruthy();
  });
});
