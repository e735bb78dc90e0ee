import { QueueEvents, Worker } from "bullmq";
import { QUEUES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { stampsProcessor } from "../src/processors/stamps/stamps.processor.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { createProduct } from "../../gateway/test/integration/primary/primary-fixtures.js";
import { insertMembers, openCampaign } from "../../gateway/test/integration/stamps/stamp-fixtures.js";

/* The stamps queue through BullMQ: a draw delivered twice draws once; an action relayed twice awards once. */

let t: TestGateway;
let worker: Worker;
let events: QueueEvents;
const deps = () => t.gateway.deps;

beforeAll(async () => {
  t = await startTestGateway();
  const connection = () => createRedis(t.config.REDIS_URL, "worker");
  worker = new Worker(QUEUES.stamps, stampsProcessor(deps()), {
    connection: connection(),
    prefix: t.config.QUEUE_PREFIX,
  });
  events = new QueueEvents(QUEUES.stamps, { connection: connection(), prefix: t.config.QUEUE_PREFIX });
  await events.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await events.close();
  await t.close();
});

describe("stamps jobs", () => {
  it("drawWinners delivered twice draws once; recordAction relayed twice awards once", async () => {
    const release = await createProduct(deps().dataSource);
    const campaign = await openCampaign(deps(), {
      winnersCount: 2,
      endsInMs: -1000,
      stamps: [{ action: "PURCHASE", refId: release }],
    });
    const members = await insertMembers(deps().dataSource, 4);
    const queue = deps().queues.get(QUEUES.stamps);
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    for (const userId of members) {
      const payload = { userId, action: "PURCHASE" as const, refId: release, at };
      const first = await queue.add("recordAction", payload);
      const again = await queue.add("recordAction", payload);
      expect(await first.waitUntilFinished(events)).toBe(1);
      expect(await again.waitUntilFinished(events)).toBe(0);
    }
    const a = await queue.add("drawWinners", { campaignId: campaign.id });
    const b = await queue.add("drawWinners", { campaignId: campaign.id });
    const outcomes = [await a.waitUntilFinished(events), await b.waitUntilFinished(events)];
    expect(outcomes.sort()).toEqual(["already-drawn", "drawn"]);
    const rows = (await deps().dataSource.query(`SELECT user_id FROM stamp_winner WHERE campaign_id = ?`, [
      campaign.id,
    ])) as { user_id: number }[];
    expect(rows).toHaveLength(2);
  });
});
