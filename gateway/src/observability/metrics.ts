import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The gateway's Prometheus series that are counted as things happen (HTTP and GraphQL latency, errors
 * by catalogue code, process metrics). One registry per process: several gateways in one process (tests)
 * add to the same series. The gauges read at scrape time (pool, Redis, queues, outbox, chain) are built
 * per scrape by scrape-collectors.ts.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "vitrine_gateway_" });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: "vitrine_http_request_duration_seconds",
  help: "HTTP request latency by route (Express route pattern, /graphql, or static/unmatched).",
  labelNames: ["method", "route", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const graphqlDuration = new Histogram({
  name: "vitrine_graphql_operation_duration_seconds",
  help: "GraphQL operation latency by operation name and type.",
  labelNames: ["operation", "type", "outcome"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const errorsTotal = new Counter({
  name: "vitrine_errors_total",
  help: "Errors answered, by catalogue code (docs/ERRORS.md) and name.",
  labelNames: ["code", "name"] as const,
  registers: [metricsRegistry],
});

/** Operation names are the client's: keep label values short and tame (unnamed → "anonymous"). */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return "anonymous";
  return /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) ? name : "invalid";
}

/** The route label of a finished request: Express's matched pattern when there is one. */
export function routeLabel(path: string, matched: string | undefined): string {
  if (path === "/graphql") return "/graphql";
  if (path.startsWith("/admin/queues")) return "/admin/queues";
  if (matched) return matched;
  return "other";
}

/** Records one finished HTTP request. */
export function observeHttp(
  method: string | undefined,
  route: string,
  status: number,
  seconds: number,
): void {
  httpDuration.observe({ method: method ?? "GET", route, status: String(status) }, seconds);
}

/** The route label of a request Express or the GraphQL handler answered (read when it finished). */
export function httpRouteOf(req: { url?: string; originalUrl?: string; route?: { path?: unknown } }): string {
  const path = (req.originalUrl ?? req.url ?? "/").split("?", 1)[0] ?? "/";
  return routeLabel(path, typeof req.route?.path === "string" ? req.route.path : undefined);
}
