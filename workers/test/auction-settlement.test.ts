import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { placeBid } from "../../gateway/src/domains/market/services/place-bid.service.js";
import { ListingTypeEnum } from "../../gateway/src/domains/market/graphql/market.types.js";
import { createListing } from "../../gateway/src/domains/market/services/create-listing.service.js";
import { seedDemo } from "../../gateway/src/seed/seed-demo.js";
import { expectLedgerSound } from "../../gateway/test/helpers/ledger-check.js";
import {
  createMarketUser,
  createTestCard,
  giveUnits,
  unitsOf,
  usdtOf,
} from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { endAuctionNow, openAuction } from "../../gateway/test/integration/market/auction-fixtures.js";

let t: TestGateway;
let workers: WorkerSet;
beforeAll(async () => {
  t = await startTestGateway({ OUTBOX_POLL_MS: "100" });
  await seedDemo(t.gateway.deps.dataSource);
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
});
afterEach(async () => {
  await expectLedgerSound(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

const statusOf = async (listingId: string) =>
  (
    (await t.gateway.deps.dataSource.query(`SELECT status FROM market_listing WHERE id = ?`, [
      listingId,
    ])) as {
      status: string;
    }[]
  )[0]!.status;

describe("market/settleAuction job", () => {
  it("settles an auction at its end time through the outbox relay and the queue", async () => {
    const ds = t.gateway.deps.dataSource;
    const cardId = await createTestCard(ds);
    const seller = await createMarketUser(t, { signIn: false });
    const bidder = await createMarketUser(t, { usdt: "500", signIn: false });
    await giveUnits(ds, cardId, seller.id, 1);
    // Created through the listings service, which schedules the settlement job in its transaction.
    const listing = await createListing(t.gateway.deps, seller.id, {
      cardId,
      type: ListingTypeEnum.AUCTION,
      units: 1,
      startPrice: "20",
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const id = listing.id;
    const endsAt = listing.endsAt!;
    await placeBid(t.gateway.deps, bidder.id, { listingId: id, amount: "100", idempotencyKey: "e2e" });
    expect(await statusOf(id)).toBe("open");

    // The relay hands the job to BullMQ, delayed until the end time; the test brings the end time
    // (and the job) forward instead of waiting on the clock.
    const queue = t.gateway.deps.queues.get("market");
    const jobId = `settle-auction-${id}-${endsAt.getTime()}`;
    const delayed = await vi.waitFor(
      async () => {
        const found = await queue.getJob(jobId);
        expect(await found?.getState()).toBe("delayed");
        return found!;
      },
      { timeout: 10_000, interval: 100 },
    );
    await endAuctionNow(ds, id);
    await delayed.changeDelay(0);

    await expect.poll(() => statusOf(id), { timeout: 10_000, interval: 100 }).toBe("sold");
    // The scheduled job did it (not the periodic sweeper): it ran under its deterministic id.
    const job = await vi.waitFor(
      async () => {
        const found = await queue.getJob(jobId);
        expect(found?.finishedOn).toBeDefined();
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(job?.returnvalue).toBe("sold");
    expect(await unitsOf(ds, cardId, bidder.id)).toEqual({ amount: 1, listed: 0 });
    expect(await usdtOf(ds, bidder.id)).toEqual({ available: "400", frozen: "0" });
    expect(await usdtOf(ds, seller.id)).toEqual({ available: "95", frozen: "0" });
  });

  it("a job delivered twice (two ids, the same auction) settles once", async () => {
    const ds = t.gateway.deps.dataSource;
    const cardId = await createTestCard(ds);
    const seller = await createMarketUser(t, { signIn: false });
    const bidder = await createMarketUser(t, { usdt: "500", signIn: false });
    await giveUnits(ds, cardId, seller.id, 1);
    const id = await openAuction(ds, { sellerId: seller.id, cardId });
    await placeBid(t.gateway.deps, bidder.id, { listingId: id, amount: "200", idempotencyKey: "twice" });
    const queue = t.gateway.deps.queues.get("market");
    await endAuctionNow(ds, id);
    const jobs = await Promise.all(
      [1, 2].map((n) => queue.add("settleAuction", { listingId: id }, { jobId: `twice-${id}-${n}` })),
    );
    await expect
      .poll(async () => Promise.all(jobs.map(async (j) => (await queue.getJob(j.id!))?.finishedOn != null)), {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual([true, true]);
    const results = await Promise.all(jobs.map(async (j) => (await queue.getJob(j.id!))!.returnvalue));
    expect(results.sort()).toEqual([null, "sold"]);
    expect(await usdtOf(ds, bidder.id)).toEqual({ available: "300", frozen: "0" });
    expect(await usdtOf(ds, seller.id)).toEqual({ available: "195", frozen: "0" });
  });
});
