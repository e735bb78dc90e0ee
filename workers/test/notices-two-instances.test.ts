import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGateway, type Gateway } from "../../gateway/src/bootstrap.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { notifyAfterCommit } from "../../gateway/src/domains/notices/index.js";
import { withTransaction } from "../../gateway/src/infra/transaction.js";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { createMarketUser, type MarketUser } from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import {
  liveNotices,
  overSocket,
  upgradeStatus,
} from "../../gateway/test/integration/notices/live-client.js";

/**
 * Two gateway instances over one database and one Redis (as behind a load balancer), plus the
 * worker set: a notice produced through instance 1 reaches a graphql-ws subscriber on instance 2.
 */
let t: TestGateway;
let second: Gateway;
let secondUrl: string;
let workers: WorkerSet;
let member: MarketUser;
let other: MarketUser;

beforeAll(async () => {
  t = await startTestGateway();
  second = await createGateway(t.config);
  await new Promise<void>((resolve) => second.server.listen(0, "127.0.0.1", resolve));
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
  member = await createMarketUser(t);
  other = await createMarketUser(t);
});
afterAll(async () => {
  await workers.close();
  await second.close();
  await t.close();
});

describe("live notices across gateway instances", () => {
  it("delivers a notice produced through instance 1 to the member's socket on instance 2, and to nobody else", async () => {
    const mine = liveNotices(secondUrl, member.client.cookieHeader());
    const theirs = liveNotices(secondUrl, other.client.cookieHeader());
    try {
      await Promise.all([mine.ready, theirs.ready]);
      // Both subscriptions live in instance 2's hub, none in instance 1's.
      await vi.waitFor(() => expect(second.live.subscriptions).toBe(2));
      expect(t.gateway.live.subscriptions).toBe(0);
      await withTransaction(t.gateway.deps.dataSource, (em) =>
        notifyAfterCommit(em, { userId: member.id, kind: "KYC_APPROVED", key: "live-1" }),
      );
      await vi.waitFor(() => expect(mine.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(mine.received[0]).toMatchObject({
        kind: "KYC_APPROVED",
        title: "Identity verified",
        path: "/personalVerify",
      });
      expect(mine.errors).toEqual([]);
      const count = await member.client.gql<{ noticeUnreadCount: number }>(`{ noticeUnreadCount }`);
      expect(count.body.data?.noticeUnreadCount).toBe(1);
      expect(theirs.received).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it("refuses anonymous and foreign-origin upgrades, and other paths", async () => {
    expect(await upgradeStatus(secondUrl, {})).toBe(401);
    const cookie = member.client.cookieHeader()!;
    expect(await upgradeStatus(secondUrl, { cookie, origin: "https://evil.example" })).toBe(403);
    expect(await upgradeStatus(secondUrl, { cookie, origin: t.config.PUBLIC_URL })).toBe("open");
    expect(await upgradeStatus(secondUrl, { cookie: "auth.token=not-a-valid-token-at-all-000" })).toBe(401);
  });

  it("serves subscriptions only on the socket: a query or mutation sent there is refused", async () => {
    const cookie = member.client.cookieHeader()!;
    for (const query of ["{ noticeUnreadCount }", "mutation { markAllNoticesRead }"]) {
      const answer = await overSocket(secondUrl, cookie, query);
      expect(JSON.stringify(answer)).toContain("Only subscriptions are served on this socket");
    }
  });
});
