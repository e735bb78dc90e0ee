import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanupIsolated, createIsolatedDatabase, isolatedConfig } from "../../helpers/test-env.js";
import { startTestGateway } from "../../helpers/test-gateway.js";
import { FrozenProxy } from "./frozen-proxy.js";
import { freePort, startInstance, type InstanceProcess } from "./instance-processes.js";

/**
 * A rolling restart drains cleanly, also after MySQL went away without closing its sockets (the
 * outage that left a stop hanging: mysql2's pool.end() waits for answers that never come). The
 * gateway runs as a process (gateway/src/main.ts, NODE_ENV=development so Apollo would install its own
 * signal handlers if allowed) with MySQL behind a proxy that can freeze the link.
 */
const config = isolatedConfig();
const direct = new URL(config.DATABASE_URL);
const query = JSON.stringify({ query: "{ latestCards(limit: 1) { id } }" });

beforeAll(() => createIsolatedDatabase(config));
afterAll(() => cleanupIsolated(config));

async function gatewayBehind(
  proxy: FrozenProxy,
): Promise<{ gateway: InstanceProcess; url: string; port: number }> {
  const url = new URL(direct);
  url.host = `127.0.0.1:${await proxy.start()}`;
  const port = await freePort();
  const gateway = startInstance("gateway", "gateway", {
    NODE_ENV: "development",
    DATABASE_URL: url.toString(),
    REDIS_URL: config.REDIS_URL,
    QUEUE_PREFIX: config.QUEUE_PREFIX,
    CLIENT_DIST: "/nonexistent",
    PORT: String(port),
  });
  await gateway.ready;
  return { gateway, url: `http://127.0.0.1:${port}`, port };
}

const post = (url: string) =>
  fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: query });

/** Waits for `predicate` with a deadline (no fixed sleeps). */
async function until(predicate: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("stopping a gateway", () => {
  it("exits 0 within 10 s after MySQL froze under a request in flight, leaving no connection open", async () => {
    const proxy = new FrozenProxy(direct.hostname, Number(direct.port || 3306));
    const { gateway, url } = await gatewayBehind(proxy);
    try {
      expect((await post(url)).status).toBe(200);
      proxy.freeze();
      // A request that waits on the frozen link when the stop begins.
      const inFlight = post(url).then(
        (res) => res.status,
        () => "cut",
      );
      await new Promise((r) => setTimeout(r, 200));
      const stopped = await gateway.stop("SIGTERM");
      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThan(10_000);
      expect(gateway.output()).not.toContain("graceful stop took longer");
      expect(gateway.output()).not.toContain('"msg":"shutdown step timed out; continuing"');
      expect(await inFlight).toBeDefined();
      await until(() => proxy.open === 0);
    } finally {
      await gateway.stop("SIGKILL");
      await proxy.close();
    }
  }, 120_000);

  it("answers a request still arriving when SIGTERM comes, then closes its connection and exits 0", async () => {
    const proxy = new FrozenProxy(direct.hostname, Number(direct.port || 3306));
    const { gateway, port } = await gatewayBehind(proxy);
    try {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (d: Buffer) => (answer += d.toString()));
      socket.on("error", () => socket.destroy());
      const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      const half = Math.floor(query.length / 2);
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(query)}\r\n\r\n${query.slice(0, half)}`,
      );
      const stopping = gateway.stop("SIGTERM");
      await until(() => gateway.output().includes('"msg":"gateway stopping"'));
      socket.write(query.slice(half));
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer).toContain('{"data":{"latestCards":[]}}');
      const stopped = await stopping;
      expect(stopped.code).toBe(0);
    } finally {
      await gateway.stop("SIGKILL");
      await proxy.close();
    }
  }, 120_000);

  it("a worker process exits 0 after MySQL froze under its relay, without waiting for the 30 s cap", async () => {
    const proxy = new FrozenProxy(direct.hostname, Number(direct.port || 3306));
    const url = new URL(direct);
    url.host = `127.0.0.1:${await proxy.start()}`;
    const workers = startInstance("workers", "workers", {
      NODE_ENV: "test",
      DATABASE_URL: url.toString(),
      REDIS_URL: config.REDIS_URL,
      QUEUE_PREFIX: config.QUEUE_PREFIX,
      OUTBOX_POLL_MS: "50",
    });
    try {
      await workers.ready;
      proxy.freeze();
      // The relay polls every 50 ms: within a moment one of its transactions waits on the frozen link.
      await new Promise((r) => setTimeout(r, 500));
      const stopped = await workers.stop("SIGTERM");
      if (stopped.code !== 0)
        console.log(
          workers
            .output()
            .split("\n")
            .filter((l) => !l.includes('level":30,') || l.includes("stop"))
            .slice(-12)
            .join("\n"),
        );
      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThan(28_000);
      expect(workers.output()).not.toContain("graceful stop took longer");
      await until(() => proxy.open === 0);
    } finally {
      await workers.stop("SIGKILL");
      await proxy.close();
    }
  }, 150_000);

  it("in process: close() completes within 8 s after the freeze and destroys the pool's sockets", async () => {
    const proxy = new FrozenProxy(direct.hostname, Number(direct.port || 3306));
    const url = new URL(direct);
    url.host = `127.0.0.1:${await proxy.start()}`;
    url.pathname = `${direct.pathname}_inproc`;
    const t = await startTestGateway({
      DATABASE_URL: url.toString(),
      QUEUE_PREFIX: `${config.QUEUE_PREFIX}_inproc`,
    });
    const ownDatabase = new URL(direct);
    ownDatabase.pathname = url.pathname;
    try {
      expect((await post(t.url)).status).toBe(200);
      proxy.freeze();
      const inFlight = post(t.url).then(
        (res) => res.status,
        () => "cut",
      );
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      await t.gateway.close();
      expect(Date.now() - started).toBeLessThan(8000);
      expect(await inFlight).toBeDefined();
      await until(() => proxy.open === 0);
    } finally {
      await proxy.close();
      await cleanupIsolated({ ...t.config, DATABASE_URL: ownDatabase.toString() });
    }
  }, 120_000);
});
