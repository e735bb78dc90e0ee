import { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "@vitrine/schema";
import { createRedis } from "../../../src/infra/redis.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/** Issue 18: the BullMQ board at /admin/queues for staff with queuesManage (admin) and 2FA; retry works. */
let t: TestGateway;
let admin: MarketUser;
let finance: MarketUser;
let adminNo2fa: MarketUser;

const get = (path: string, who?: MarketUser, init: RequestInit = {}) =>
  fetch(`${t.url}${path}`, {
    ...init,
    headers: { ...(who ? { cookie: who.client.cookieHeader() ?? "" } : {}), ...(init.headers ?? {}) },
  });

beforeAll(async () => {
  t = await startTestGateway();
  [admin, finance, adminNo2fa] = await Promise.all([
    createMarketUser(t, { roles: ["admin"] }),
    createMarketUser(t, { roles: ["finance"] }),
    createMarketUser(t, { roles: ["admin"], twoFactor: false }),
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("queue board", () => {
  it("is refused to visitors (1010), to staff without the role (2017) and to admin without 2FA (2055)", async () => {
    const visitor = await get("/admin/queues");
    expect(visitor.status).toBe(401);
    expect(
      ((await visitor.json()) as { errors: { extensions: { errorCode: number } }[] }).errors[0]!.extensions
        .errorCode,
    ).toBe(1010);
    for (const [who, code] of [
      [finance, 2017],
      [adminNo2fa, 2055],
    ] as const) {
      const res = await get("/admin/queues/api/queues", who);
      expect(res.status).toBeGreaterThanOrEqual(400);
      const body = (await res.json()) as { errors: { extensions: { errorCode: number } }[] };
      expect(body.errors[0]!.extensions.errorCode).toBe(code);
    }
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE operation = 'queueBoard' AND outcome <> 'OK'`,
    )) as { n: string }[];
    expect(Number(row!.n)).toBe(2);
  });

  it("shows every queue to an admin and retries a failed job", async () => {
    const page = await get("/admin/queues", admin);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Vitrine queues");
    const list = await get("/admin/queues/api/queues", admin);
    expect(list.status).toBe(200);
    const names = ((await list.json()) as { queues: { name: string }[] }).queues.map((q) => q.name);
    expect(names.sort()).toEqual(Object.values(QUEUES).sort());

    // A job that fails once (a worker made to throw), then is retried from the board.
    const queue = t.gateway.deps.queues.get(QUEUES.mail);
    const job = await queue.add("send", { mailId: "1" }, { attempts: 1, jobId: "board-retry-1" });
    const worker = new Worker(
      QUEUES.mail,
      async () => {
        throw new Error("smtp down");
      },
      { connection: createRedis(t.config.REDIS_URL, "worker"), prefix: t.config.QUEUE_PREFIX },
    );
    await new Promise<void>((resolve) => worker.on("failed", () => resolve()));
    await worker.close();
    expect(await job.getState()).toBe("failed");
    const retry = await get(`/admin/queues/api/queues/mail/${job.id}/retry`, admin, { method: "PUT" });
    expect(retry.status).toBe(204);
    expect(["waiting", "prioritized"]).toContain(await queue.getJobState(job.id!));
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE operation = 'queueBoard' AND outcome = 'OK'`,
    )) as { n: string }[];
    expect(Number(row!.n)).toBe(1);
  });
});
