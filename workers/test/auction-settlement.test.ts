import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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
import { openAuction } from "../../gateway/test/integration/market/auction-fixtures.js";

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

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
      endsAt: new Date(Date.now() + 1500),
    });
    const id = listing.id;
    const endsAt = listing.endsAt!;
    await placeBid(t.gateway.deps, bidder.id, { listingId: id, amount: "100", idempotencyKey: "e2e" });
    expect(await statusOf(id)).toBe("open");

    expect(
      await eventually(
        () => statusOf(id),
        (s) => s === "sold",
      ),
    ).toBe("sold");
    // The scheduled job did it (not the periodic sweeper): it ran under its deterministic id.
    const job = await eventually(
      () => t.gateway.deps.queues.get("market").getJob(`settle-auction-${id}-${endsAt.getTime()}`),
      (j) => j?.finishedOn != null,
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
    const id = await openAuction(ds, { sellerId: seller.id, cardId, endsInMs: 800 });
    await placeBid(t.gateway.deps, bidder.id, { listingId: id, amount: "200", idempotencyKey: "twice" });
    const queue = t.gateway.deps.queues.get("market");
    await new Promise((r) => setTimeout(r, 900));
    const jobs = await Promise.all(
      [1, 2].map((n) => queue.add("settleAuction", { listingId: id }, { jobId: `twice-${id}-${n}` })),
    );
    await eventually(
      async () => Promise.all(jobs.map(async (j) => (await queue.getJob(j.id!))?.finishedOn)),
      (done) => done.every(Boolean),
    );
    const results = await Promise.all(jobs.map(async (j) => (await queue.getJob(j.id!))!.returnvalue));
    expect(results.sort()).toEqual([null, "sold"]);
    expect(await usdtOf(ds, bidder.id)).toEqual({ available: "300", frozen: "0" });
    expect(await usdtOf(ds, seller.id)).toEqual({ available: "195", frozen: "0" });
  });
});
