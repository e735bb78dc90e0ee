import "reflect-metadata";
import { QUEUES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../../src/app-deps.js";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { openSystemAccounts } from "../../../src/domains/ledger/index.js";
import { openDatabase } from "../../../src/infra/database.js";
import { QueueRegistry } from "../../../src/infra/queues.js";
import { createRedis } from "../../../src/infra/redis.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { createLogger } from "../../../src/logger.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { errorCodeOf, SessionClient, STRONG_PASSWORD } from "../../helpers/session-client.js";
import { cleanupIsolated, createIsolatedDatabase, isolatedConfig } from "../../helpers/test-env.js";
import type { TestGateway } from "../../helpers/test-gateway.js";
import { handledOnce, seedDueWork, stillDue, type DueWork } from "./due-work.js";
import { freePort, startInstance, type InstanceProcess } from "./instance-processes.js";

/**
 * Issue 18 item 6: two gateway processes and two worker processes (the real entry points) over one
 * database and one queue prefix, as `npm run cluster` and the docker-compose `cluster` profile run
 * them. 200 auctions ending now and 200 primary orders past their hold are each handled exactly once
 * (one trade and one won bid per sold auction, the product's stock back exactly, nothing left frozen,
 * the ledger sound) while two outbox relays, two sweepers and two sets of queue workers compete; a
 * session made through gateway A is accepted by gateway B; the login attempt limit counts across both.
 */
const COUNT = 200;
const MAX_FAILURES = 4;
const config = isolatedConfig({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
const env = {
  NODE_ENV: "test",
  DATABASE_URL: config.DATABASE_URL,
  REDIS_URL: config.REDIS_URL,
  QUEUE_PREFIX: config.QUEUE_PREFIX,
  OUTBOX_POLL_MS: "50",
  CLIENT_DIST: "/nonexistent",
  LOGIN_MAX_FAILURES: String(MAX_FAILURES),
};
let deps: AppDeps;
let work: DueWork;
const processes: InstanceProcess[] = [];
const urls: string[] = [];
const at = (url: string) => new SessionClient({ url } as TestGateway);

beforeAll(async () => {
  await createIsolatedDatabase(config);
  // The gateways start (and compile) while this process seeds.
  for (const name of ["gateway-a", "gateway-b"]) {
    const port = await freePort();
    urls.push(`http://127.0.0.1:${port}`);
    processes.push(startInstance("gateway", name, { ...env, PORT: String(port) }));
  }
  const dataSource = await openDatabase(config.DATABASE_URL, { migrate: false, poolSize: 5 });
  await openSystemAccounts(dataSource);
  const redis = createRedis(config.REDIS_URL, "producer");
  deps = {
    config,
    logger: createLogger(config),
    dataSource,
    redis,
    queues: new QueueRegistry(redis, config.QUEUE_PREFIX),
  };
  await seedDemo(dataSource);
  // Every closing and every expiry is due now; their jobs wait in the outbox for the relays.
  work = await seedDueWork(deps, COUNT);
  for (const name of ["workers-1", "workers-2"]) processes.push(startInstance("workers", name, env));
  await Promise.all(processes.map((p) => p.ready));
}, 300_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  if (deps) {
    await deps.queues.close();
    deps.redis.disconnect();
    await deps.dataSource.destroy();
  }
  await cleanupIsolated(config);
}, 60_000);

describe("two gateways and two workers", () => {
  it("settles 200 auctions and expires 200 orders, each exactly once, with a sound ledger", async () => {
    const deadline = Date.now() + 180_000;
    let left = await stillDue(deps, work);
    while ((left.auctions > 0 || left.orders > 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      left = await stillDue(deps, work);
    }
    expect(left).toEqual({ auctions: 0, orders: 0 });
    // What the settlements wrote to the outbox (notices, mail) is relayed too, by one relay or the other.
    const undispatched = async () => {
      const [row] = (await deps.dataSource.query(
        `SELECT COUNT(*) AS n FROM outbox_message WHERE dispatched_at IS NULL`,
      )) as { n: string }[];
      return Number(row!.n);
    };
    while ((await undispatched()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await undispatched()).toBe(0);
    // The jobs those rows became (notices, missions, mail) finish before the books are read: the
    // ledger checker reads balances and entries in separate statements.
    const busy = async () => {
      let n = 0;
      for (const queue of Object.values(QUEUES)) {
        const counts = await deps.queues.get(queue).getJobCounts("active", "waiting", "prioritized");
        n += Object.values(counts).reduce((sum, k) => sum + k, 0);
      }
      return n;
    };
    while ((await busy()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await handledOnce(deps, work)).toEqual({
      listings: { sold: COUNT },
      orders: { TIMEOUT: COUNT },
      sold: COUNT,
      trades: COUNT,
      won: COUNT,
      expired: COUNT,
      stock: work.productStock,
      frozen: "0",
      ledgerViolations: 0,
    });
  }, 200_000);

  it("accepts on gateway B a session made by logging in through gateway A, and ends it everywhere", async () => {
    const email = `cluster-${Date.now()}@example.com`;
    await withTransaction(deps.dataSource, async (em) =>
      createAccount(em, {
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        nickname: "cluster",
        signUpMethod: "email",
        site: 1,
        locale: "en",
        role: "member",
      }),
    );
    const a = at(urls[0]!);
    const login = await a.gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
      i: { email, password: STRONG_PASSWORD },
    });
    expect(login.body.errors).toBeUndefined();
    expect(a.token).toBeTruthy();
    const b = at(urls[1]!);
    b.token = a.token;
    const me = await b.gql<{ me: { email: string } | null }>(`{ me { email } }`);
    expect(me.body.data?.me?.email).toBe(email);
    // Signing out through B ends the session for A too.
    await b.gql(`mutation { logout }`);
    const after = await a.gql<{ me: unknown }>(`{ me { email } }`);
    expect(after.body.data?.me ?? null).toBeNull();
  });

  it("counts failed logins across both gateways: the limit is reached alternating A and B", async () => {
    const email = `cluster-limit-${Date.now()}@example.com`;
    await withTransaction(deps.dataSource, async (em) =>
      createAccount(em, {
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        nickname: "clusterlimit",
        signUpMethod: "email",
        site: 1,
        locale: "en",
        role: "member",
      }),
    );
    const loginAt = (i: number, password: string) =>
      at(urls[i % 2]!).gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
        i: { email, password },
      });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await loginAt(i, "Wrong#Password1");
      expect(errorCodeOf(wrong)).not.toBe(2019);
      expect(wrong.body.errors).toBeDefined();
    }
    // Each gateway alone saw MAX_FAILURES / 2: only a shared counter refuses the right password now.
    for (const i of [0, 1]) expect(errorCodeOf(await loginAt(i, STRONG_PASSWORD))).toBe(2019);
  });

  it("drains gateway A on SIGTERM (exit 0) while gateway B keeps answering", async () => {
    const stopped = await processes[0]!.stop("SIGTERM");
    expect(stopped.code).toBe(0);
    expect(processes[0]!.output()).not.toContain("shutdown step timed out");
    const me = await at(urls[1]!).gql<{ me: unknown }>(`{ me { email } }`);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ me: null });
  });
});
