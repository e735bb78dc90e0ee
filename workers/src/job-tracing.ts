import type { Processor } from "bullmq";
import type { Logger } from "@vitrine/gateway/logger.js";
import { jobRequestId } from "@vitrine/gateway/domains/outbox/index.js";
import { withRequestId } from "@vitrine/gateway/observability/request-context.js";
import { jobDuration, jobFailures } from "./job-metrics.js";

/**
 * Wraps a queue's processor: runs it under the request id the job carries (so its log lines and the
 * outbox rows it writes keep it), times it and counts failures for the workers' /metrics, and logs
 * the outcome with `reqId` (info when the job came from a request, debug otherwise).
 */
export function tracedProcessor(queue: string, processor: Processor, logger: Logger): Processor {
  return async (job, token) => {
    const reqId = jobRequestId(job);
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const line = {
      queue,
      job: job.name,
      jobId: job.id,
      attempt: job.attemptsMade + 1,
      ...(reqId ? { reqId } : {}),
    };
    try {
      const result: unknown = await withRequestId(reqId, () => processor(job, token));
      const s = seconds();
      jobDuration.observe({ queue, name: job.name, outcome: "completed" }, s);
      logger[reqId ? "info" : "debug"]({ ...line, ms: Math.round(s * 1000) }, "job completed");
      return result;
    } catch (error) {
      const s = seconds();
      jobDuration.observe({ queue, name: job.name, outcome: "failed" }, s);
      jobFailures.inc({ queue, name: job.name });
      logger.warn({ ...line, ms: Math.round(s * 1000), err: error }, "job attempt failed");
      throw error;
    }
  };
}
