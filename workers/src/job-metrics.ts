import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Logger } from "@vitrine/gateway/logger.js";

/**
 * The workers' own Prometheus series (docs/OPERATIONS.md): job durations and failed attempts per queue
 * and job name, and the process metrics. Served on WORKERS_METRICS_PORT (GET /metrics, same rule as the
 * gateway: bearer METRICS_TOKEN when set, else loopback only). Queue depth and kept failed jobs are on
 * the gateway's /metrics (read from BullMQ at scrape).
 */
export const workerMetricsRegistry = new Registry();
collectDefaultMetrics({ register: workerMetricsRegistry, prefix: "vitrine_workers_" });

export const jobDuration = new Histogram({
  name: "vitrine_job_duration_seconds",
  help: "Job processing time per queue, job name and outcome (completed or failed attempt).",
  labelNames: ["queue", "name", "outcome"] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [workerMetricsRegistry],
});

export const jobFailures = new Counter({
  name: "vitrine_job_failures_total",
  help: "Failed job attempts per queue and job name.",
  labelNames: ["queue", "name"] as const,
  registers: [workerMetricsRegistry],
});

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Starts the workers' /metrics listener on `port` (host `host`); returns the server. */
export function startWorkerMetricsServer(
  port: number,
  options: { host?: string; token?: string; logger: Logger },
): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    const header = req.headers.authorization ?? "";
    const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7) : "");
    const allowed = options.token
      ? given.length === Buffer.byteLength(options.token) &&
        timingSafeEqual(given, Buffer.from(options.token))
      : LOOPBACK.has(req.socket.remoteAddress ?? "");
    if (!allowed) {
      res.writeHead(options.token ? 401 : 403).end("forbidden\n");
      return;
    }
    workerMetricsRegistry.metrics().then(
      (text) => res.writeHead(200, { "content-type": workerMetricsRegistry.contentType }).end(text),
      (error: unknown) => {
        options.logger.warn({ err: error }, "workers metrics failed");
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, options.host ?? "127.0.0.1");
  return server;
}
