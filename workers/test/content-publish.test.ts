import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { changeContentItemState, saveContentItem } from "../../gateway/src/domains/content/index.js";
import { createMarketUser } from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

let t: TestGateway;
let workers: WorkerSet;
let editorId: string;
beforeAll(async () => {
  t = await startTestGateway({ OUTBOX_POLL_MS: "100" });
  editorId = (await createMarketUser(t, { roles: ["content"], signIn: false })).id;
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

const stored = async (id: string) =>
  (
    (await t.gateway.deps.dataSource.query(`SELECT state, revision FROM content_item WHERE id = ?`, [
      id,
    ])) as {
      state: string;
      revision: number;
    }[]
  )[0]!;

const draft = (slug: string) =>
  saveContentItem(t.gateway.deps, editorId, {
    kind: "NEWS",
    tags: [],
    translations: [{ language: "tw", slug, title: "排程新聞", summary: "", bodyMarkdown: "內容" }],
  });

describe("content/publishScheduled job", () => {
  it("publishes a scheduled item at its time through the outbox relay and the queue, once", async () => {
    const item = await draft(`scheduled-${Date.now().toString(36)}`);
    const scheduled = await changeContentItemState(
      t.gateway.deps,
      editorId,
      "schedule",
      item.id,
      item.revision,
      new Date(Date.now() + 3_600_000),
    );
    const queue = t.gateway.deps.queues.get("content");
    const jobId = `content-publish-${item.id}-${scheduled.revision}`;
    // The relay hands the job to BullMQ delayed until the publish time.
    const delayed = await vi.waitFor(
      async () => {
        const found = await queue.getJob(jobId);
        expect(await found?.getState()).toBe("delayed");
        return found!;
      },
      { timeout: 10_000, interval: 100 },
    );
    // Run the job now, before the item's time: nothing is published early.
    await delayed.changeDelay(0);
    await vi.waitFor(async () => expect(await delayed.isCompleted()).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await stored(item.id)).toMatchObject({ state: "SCHEDULED", revision: scheduled.revision });

    // The item's time comes: a delivery publishes it, a second delivery of the same job changes nothing.
    await t.gateway.deps.dataSource.query(`UPDATE content_item SET publish_at = NOW(3) WHERE id = ?`, [
      item.id,
    ]);
    const again = await queue.add("publishScheduled", { itemId: item.id }, { jobId: `${jobId}-again` });
    await expect
      .poll(async () => (await stored(item.id)).state, { timeout: 10_000, interval: 100 })
      .toBe("PUBLISHED");
    const twice = await queue.add("publishScheduled", { itemId: item.id }, { jobId: `${jobId}-twice` });
    await vi.waitFor(async () => expect(await twice.isCompleted()).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await again.isCompleted()).toBe(true);
    expect(await stored(item.id)).toMatchObject({ state: "PUBLISHED", revision: scheduled.revision + 1 });
    const [{ n }] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM content_revision WHERE item_id = ? AND action = 'PUBLISHED'`,
      [item.id],
    )) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });
});
