import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/** Issue 18: `curl /metrics` shows every series named in docs/OPERATIONS.md; only loopback or a token. */
export const GATEWAY_SERIES = [
  "vitrine_http_request_duration_seconds",
  "vitrine_graphql_operation_duration_seconds",
  "vitrine_errors_total",
  "vitrine_db_pool_connections",
  "vitrine_db_pool_limit",
  "vitrine_redis_up",
  "vitrine_queue_jobs",
  "vitrine_queue_failed_jobs",
  "vitrine_outbox_backlog",
  "vitrine_outbox_oldest_age_seconds",
  "vitrine_deposit_watcher_lag_blocks",
  "vitrine_hot_wallet_balance_usdt",
  "vitrine_chain_node_up",
  "vitrine_gateway_process_cpu_seconds_total",
];

let t: TestGateway;
let guarded: TestGateway;
const TOKEN = "metrics-token-for-tests-0123456789";

beforeAll(async () => {
  [t, guarded] = await Promise.all([startTestGateway(), startTestGateway({ METRICS_TOKEN: TOKEN })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([t?.close(), guarded?.close()]);
});

describe("/metrics", () => {
  it("shows HTTP, GraphQL, error, pool, Redis, queue, outbox and chain series to a loopback scrape", async () => {
    await t.gql(`query Ping { __typename }`);
    await t.gql(
      `query Refused { me { id } dashboard(from: "2025-01-01", to: "2025-01-02", granularity: DAY) { from } }`,
    );
    await fetch(`${t.url}/healthz`);
    await fetch(`${t.url}/no-such-route`);
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    for (const series of GATEWAY_SERIES) {
      expect.soft(text, series).toMatch(new RegExp(`^# TYPE ${series} `, "m"));
    }
    expect(text).toMatch(
      /vitrine_graphql_operation_duration_seconds_count\{operation="Ping",type="query",outcome="ok"\}/,
    );
    expect(text).toMatch(
      /vitrine_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\}/,
    );
    expect(text).toMatch(/vitrine_errors_total\{code="1010",name="(NOT_LOGGED_IN|[A-Z_]+)"\}/);
    expect(text).toMatch(/vitrine_queue_jobs\{queue="dashboards",state="waiting"\}/);
    expect(text).toMatch(/vitrine_redis_up 1/);
    // REST refusals count by code too.
    expect(text).toMatch(/vitrine_errors_total\{code="404",name="NOT_FOUND"\} [1-9]/);
  });

  it("with METRICS_TOKEN, answers only a request bearing it", async () => {
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const ok = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("vitrine_queue_jobs");
  });
});
