import { Writable } from "node:stream";
import type { Job } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "@vitrine/schema";
import { enqueueAfterCommit, jobRequestId, relayOutbox } from "@vitrine/gateway/domains/outbox/index.js";
import { withTransaction } from "@vitrine/gateway/infra/transaction.js";
import { createLogger } from "@vitrine/gateway/logger.js";
import { withRequestId } from "@vitrine/gateway/observability/request-context.js";
import { tracedProcessor } from "../src/job-tracing.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

/** Issue 18: a request id travels from the gateway into outbox jobs (a job option) and the workers' logs. */
let t: TestGateway;

beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("request ids in jobs", () => {
  it("is kept by the outbox row, set as the job's requestId option, and logged by the worker", async () => {
    const { dataSource, queues } = t.gateway.deps;
    const { id } = await withRequestId("req-abc-123", () =>
      withTransaction(dataSource, (em) => enqueueAfterCommit(em, QUEUES.dashboards, "rollup", {})),
    );
    await relayOutbox(dataSource, queues);
    const job = (await queues.get(QUEUES.dashboards).getJob(`outbox-${id}`)) as Job;
    expect(jobRequestId(job)).toBe("req-abc-123");
    // The payload contract is unchanged: the id is not in the data.
    expect(job.data).toEqual({});

    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split("\n").filter(Boolean))
          lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: "debug" }, "workers", sink);
    let followUp = "";
    const processor = tracedProcessor(
      QUEUES.dashboards,
      async () => {
        logger.info("inside the job");
        // A job the job writes keeps the same request id.
        const next = await withTransaction(dataSource, (em) =>
          enqueueAfterCommit(em, QUEUES.dashboards, "rollup", {}),
        );
        followUp = next.id;
      },
      logger,
    );
    await processor(job, "token");
    expect(lines.find((l) => l.msg === "inside the job")?.reqId).toBe("req-abc-123");
    expect(lines.find((l) => l.msg === "job completed")).toMatchObject({
      reqId: "req-abc-123",
      queue: "dashboards",
    });
    const [row] = (await dataSource.query(`SELECT request_id FROM outbox_message WHERE id = ?`, [
      followUp,
    ])) as {
      request_id: string | null;
    }[];
    expect(row?.request_id).toBe("req-abc-123");
  });

  it("takes the gateway's x-request-id for work done in a request", async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "it-req-42" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(res.headers.get("x-request-id")).toBe("it-req-42");
  });
});
