import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { seedDemo } from "../../gateway/src/seed/seed-demo.js";
import { createMarketUser, createTestCard, giveUnits } from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { endAuctionNow, openAuction } from "../../gateway/test/integration/market/auction-fixtures.js";

/*
 * A Redis restarted without persistence comes back empty: the delayed jobs and the repeatable
 * schedules are gone. The sweep must come back by itself (the workers write its schedule again when
 * their connection is ready again), since it is what settles the auctions whose jobs were lost.
 * This file runs a redis-server of its own, so restarting it disturbs no other test.
 */

let redis: ChildProcess;
let port: number;
let t: TestGateway;
let workers: WorkerSet;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });

async function startRedis(): Promise<void> {
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, retryStrategy: () => 100 });
  probe.on("error", () => undefined);
  await vi.waitFor(async () => expect(await probe.ping()).toBe("PONG"), { timeout: 10_000, interval: 100 });
  probe.disconnect();
}

async function killRedis(): Promise<void> {
  const exited = new Promise((resolve) => redis.once("exit", resolve));
  redis.kill("SIGKILL");
  await exited;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  t = await startTestGateway({ REDIS_URL: `redis://127.0.0.1:${port}`, SWEEP_EVERY_MS: "1000" });
  await seedDemo(t.gateway.deps.dataSource);
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
});
afterAll(async () => {
  await workers.close();
  await t.close();
  await killRedis();
});

describe("workers across a Redis restart without persistence", () => {
  it("write the sweep schedule again, and the sweep settles an auction whose job was lost", async () => {
    const ds = t.gateway.deps.dataSource;
    const sweeper = t.gateway.deps.queues.get("sweeper");
    expect(await sweeper.getJobScheduler("sweep-periodically")).toBeTruthy();
    const seller = await createMarketUser(t, { signIn: false });
    const cardId = await createTestCard(ds);
    await giveUnits(ds, cardId, seller.id, 1);
    const listingId = await openAuction(ds, { sellerId: seller.id, cardId });

    await killRedis();
    await startRedis();
    // Its settlement job, had there been one, went with the old Redis; the auction is now overdue.
    await endAuctionNow(ds, listingId);

    await vi.waitFor(async () => expect(await sweeper.getJobScheduler("sweep-periodically")).toBeTruthy(), {
      timeout: 20_000,
      interval: 200,
    });
    await vi.waitFor(
      async () => {
        const [row] = (await ds.query(`SELECT status FROM market_listing WHERE id = ?`, [listingId])) as {
          status: string;
        }[];
        expect(row!.status).toBe("closed");
      },
      { timeout: 30_000, interval: 250 },
    );
  }, 60_000);
});
