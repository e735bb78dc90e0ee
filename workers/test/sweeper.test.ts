import { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSweep } from "../../gateway/src/domains/sweeper/sweep-tasks.js";
import { queueMail } from "../../gateway/src/domains/mail/services/queue-mail.service.js";
import { createRedis } from "../../gateway/src/infra/redis.js";
import { withTransaction } from "../../gateway/src/infra/transaction.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

describe("periodic sweeper", () => {
  it("relays outbox rows a relay missed and purges dispatched rows past retention", async () => {
    const { dataSource } = t.gateway.deps;
    await withTransaction(dataSource, (em) =>
      queueMail(em, { to: "late@example.com", subject: "s", text: "t", html: "<p>t</p>" }),
    );
    await dataSource.query(
      "INSERT INTO outbox_message (queue, name, payload, dispatched_at) VALUES ('mail', 'send', '{\"mailId\":\"1\"}', NOW(3) - INTERVAL 8 DAY)",
    );
    const handled = await runSweep(t.gateway.deps);
    expect(handled).toEqual({
      "relay-outbox": 1,
      "purge-dispatched-outbox": 1,
      "purge-idle-sessions": 0,
      "anonymise-overdue-accounts": 0,
      "settle-overdue-auctions": 0,
      "expire-overdue-listings": 0,
      "expire-overdue-orders": 0,
      "reconcile-processing-orders": 0,
      "pay-due-jpoint-refunds": 0,
      "resend-approved-withdrawals": 0,
      "kyc-encryption-at-rest": 0,
      "purge-kyc-after-retention": 0,
      "publish-overdue-content": 0,
      "draw-ended-campaigns": 0,
      "seal-partner-secrets": 0,
    });
    const rows: { dispatched_at: Date | null }[] = await dataSource.query(
      "SELECT dispatched_at FROM outbox_message",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dispatched_at).not.toBeNull();
    expect(await runSweep(t.gateway.deps)).toEqual({
      "relay-outbox": 0,
      "purge-dispatched-outbox": 0,
      "purge-idle-sessions": 0,
      "anonymise-overdue-accounts": 0,
      "settle-overdue-auctions": 0,
      "expire-overdue-listings": 0,
      "expire-overdue-orders": 0,
      "reconcile-processing-orders": 0,
      "pay-due-jpoint-refunds": 0,
      "resend-approved-withdrawals": 0,
      "kyc-encryption-at-rest": 0,
      "purge-kyc-after-retention": 0,
      "publish-overdue-content": 0,
      "draw-ended-campaigns": 0,
      "seal-partner-secrets": 0,
    });
  });
});

describe("graceful shutdown", () => {
  it("closing a worker waits for the job it is running", async () => {
    const queue = t.gateway.deps.queues.get("sweeper");
    let finished = false;
    const worker = new Worker(
      "sweeper",
      async () => {
        await new Promise((r) => setTimeout(r, 400));
        finished = true;
      },
      { connection: createRedis(t.config.REDIS_URL, "worker"), prefix: t.config.QUEUE_PREFIX },
    );
    const started = new Promise<void>((resolve) => worker.once("active", () => resolve()));
    await queue.add("sweep", {});
    await started;
    await worker.close();
    expect(finished).toBe(true);
    await worker.disconnect();
  });
});
