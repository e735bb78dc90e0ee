import { timingSafeEqual } from "node:crypto";
import { Router, type Request } from "express";
import { Registry } from "prom-client";
import type { AppDeps } from "../app-deps.js";
import { metricsRegistry } from "../observability/metrics.js";
import { scrapeRegistry } from "../observability/scrape-collectors.js";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may scrape: with METRICS_TOKEN set, a request bearing it (from anywhere); without it, only a
 * connection from this machine (the socket's own address: a forwarded-for header does not count).
 */
export function mayScrape(req: Request, token: string | undefined): boolean {
  if (token) {
    const header = req.headers.authorization ?? "";
    return header.startsWith("Bearer ") && sameSecret(header.slice(7), token);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? "");
}

/** GET /metrics: Prometheus text format (the series are listed in docs/OPERATIONS.md). */
export function metricsRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get("/metrics", async (req, res) => {
    if (!mayScrape(req, deps.config.METRICS_TOKEN)) {
      res
        .status(deps.config.METRICS_TOKEN ? 401 : 403)
        .type("text/plain")
        .send("forbidden\n");
      return;
    }
    const merged = Registry.merge([metricsRegistry, await scrapeRegistry(deps)]);
    res.setHeader("cache-control", "no-store");
    res.type(merged.contentType).send(await merged.metrics());
  });
  return router;
}
