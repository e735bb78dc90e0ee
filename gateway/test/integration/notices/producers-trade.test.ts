import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentProviders } from "../../../src/adapters/payments/payment-providers.js";
import { placeBid } from "../../../src/domains/market/services/place-bid.service.js";
import { settleAuction } from "../../../src/domains/market/services/settle-auction.service.js";
import { settleAuctionBatch } from "../../../src/domains/market/services/settle-auction-batch.service.js";
import { expireOrder } from "../../../src/domains/primary/services/expire-order.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  BUY_LISTING,
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { endAuctionNow, openAuction } from "../market/auction-fixtures.js";
import {
  buyPackages,
  createProduct,
  createStaff,
  OPEN_PACKAGE,
  productInput,
} from "../packages/package-fixtures.js";
import {
  BUY_PRODUCT,
  createProduct as createRelease,
  endHold,
  INVOICE,
  orderRow,
  PURCHASER,
} from "../primary/primary-fixtures.js";
import { noticeJobRunner, noticeRows } from "./notice-jobs.js";

/**
 * Every marketplace, primary-sale and package notice comes from its event exactly once: the outbox
 * rows of each event are run twice (noticeJobRunner), and the events themselves are repeated where
 * a repeat is possible (a settlement job delivered twice).
 */
let t: TestGateway;
let runJobs: ReturnType<typeof noticeJobRunner>;
let seller: MarketUser;
let cardId: string;
let keys = 0;
const db = () => t.gateway.deps.dataSource;
const bid = (user: MarketUser, listingId: string, amount: string) =>
  placeBid(t.gateway.deps, user.id, { listingId, amount, idempotencyKey: `n${++keys}` });

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  runJobs = noticeJobRunner(t);
  cardId = await createTestCard(db());
  seller = await createMarketUser(t);
  await giveUnits(db(), cardId, seller.id, 100);
});
afterAll(async () => {
  await t.close();
});

describe("auction notices", () => {
  it("outbid once per displaced bid (not for one's own raise); won, lost and sold once at settlement", async () => {
    const a = await createMarketUser(t, { usdt: "5000", signIn: false });
    const b = await createMarketUser(t, { usdt: "5000", signIn: false });
    const c = await createMarketUser(t, { usdt: "5000", signIn: false });
    const id = await openAuction(db(), { sellerId: seller.id, cardId, startPrice: "10" });
    await bid(a, id, "20");
    await bid(a, id, "25"); // a raises their own lead: nobody is outbid
    await bid(b, id, "30"); // a is outbid
    await bid(c, id, "40"); // b is outbid
    await runJobs();
    const outbid = (await noticeRows(t, [a.id, b.id, c.id])).filter((r) => r.kind === "OUTBID");
    expect(outbid.map((r) => [r.userId, r.params.listingId])).toEqual([
      [a.id, id],
      [b.id, id],
    ]);
    expect(outbid.map((r) => r.params.amount)).toEqual(["30000000", "40000000"]);

    await endAuctionNow(db(), id);
    expect(await settleAuction(t.gateway.deps, id)).toBe("sold");
    await settleAuction(t.gateway.deps, id); // the job delivered twice
    await runJobs();
    const settled = (await noticeRows(t, [a.id, b.id, c.id, seller.id])).filter((r) => r.kind !== "OUTBID");
    expect(settled.map((r) => [r.userId, r.kind, r.key]).sort()).toEqual(
      [
        [c.id, "AUCTION_WON", id],
        [seller.id, "ITEM_SOLD", `auction-${id}`],
        [a.id, "AUCTION_LOST", id],
        [b.id, "AUCTION_LOST", id],
      ].sort(),
    );
    expect(settled.find((r) => r.kind === "AUCTION_WON")!.params).toEqual({
      listingId: id,
      amount: "40000000",
    });
  });

  it("tells winners, losers and sellers of a settlement batch", async () => {
    const w = await createMarketUser(t, { usdt: "5000", signIn: false });
    const l = await createMarketUser(t, { usdt: "5000", signIn: false });
    const ids = [
      await openAuction(db(), { sellerId: seller.id, cardId, startPrice: "10" }),
      await openAuction(db(), { sellerId: seller.id, cardId, startPrice: "10" }),
    ];
    for (const id of ids) {
      await bid(l, id, "11");
      await bid(w, id, "12");
      await endAuctionNow(db(), id);
    }
    await settleAuctionBatch(t.gateway.deps, ids);
    await runJobs();
    const rows = await noticeRows(t, [w.id, l.id]);
    for (const id of ids) {
      expect(
        rows
          .filter((r) => r.params.listingId === id)
          .map((r) => [r.userId, r.kind])
          .sort(),
      ).toEqual(
        [
          [l.id, "OUTBID"],
          [w.id, "AUCTION_WON"],
          [l.id, "AUCTION_LOST"],
        ].sort(),
      );
    }
  });
});

describe("direct purchase", () => {
  it("tells the seller their card sold, once per order", async () => {
    const buyer = await createMarketUser(t, { usdt: "1000" });
    const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units: 3, unitPrice: "50" });
    const orderId = randomUUID();
    for (let i = 0; i < 2; i++)
      await buyer.client.gql(BUY_LISTING, { i: { listingId: listing.id, units: 2, orderId } });
    await runJobs();
    const sold = (await noticeRows(t, [seller.id])).filter(
      (r) => r.kind === "ITEM_SOLD" && r.params.listingId === listing.id,
    );
    expect(sold).toHaveLength(1);
    expect(sold[0]!.params.amount).toBe("100000000");
  });
});

describe("primary sales and packages", () => {
  it("order timed out once; a payment after it is a late payment credited; a paid order is complete", async () => {
    const member = await createMarketUser(t);
    const productId = await createRelease(db(), { cardId: await createTestCard(db()) });
    const buy = async () =>
      (
        await member.client.gql<{ buyProduct: { orderId: string } }>(BUY_PRODUCT, {
          i: {
            productId,
            quantity: 1,
            payWith: "CHANNEL",
            paymentWay: "ecpay-credit",
            invoice: INVOICE,
            purchaser: PURCHASER,
            idempotencyKey: randomUUID(),
          },
        })
      ).body.data!.buyProduct.orderId;

    const late = await buy();
    await endHold(db(), late);
    const lateId = (await orderRow(db(), late)).id;
    expect(await expireOrder(t.gateway.deps, lateId)).toBe(true);
    expect(await expireOrder(t.gateway.deps, lateId)).toBe(false);
    const desk = paymentProviders(t.gateway.deps).ecpay.sandbox!;
    const settled = await desk.settle(late, "paid");
    if (!settled.ok) throw new Error(settled.message);
    for (let i = 0; i < 2; i++) {
      await fetch(`${t.url}/payments/callback/ecpay`, {
        method: "POST",
        headers: { "content-type": settled.notification.contentType },
        body: settled.notification.body,
      });
    }
    const paid = await buy();
    const paidSettled = await desk.settle(paid, "paid");
    if (!paidSettled.ok) throw new Error(paidSettled.message);
    await fetch(`${t.url}/payments/callback/ecpay`, {
      method: "POST",
      headers: { "content-type": paidSettled.notification.contentType },
      body: paidSettled.notification.body,
    });
    await runJobs();
    const rows = await noticeRows(t, [member.id]);
    expect(rows.map((r) => [r.kind, r.params.orderId])).toEqual([
      ["ORDER_TIMED_OUT", late],
      ["LATE_PAYMENT_CREDITED", late],
      ["PURCHASE_COMPLETE", paid],
    ]);
  });

  it("package opened once", async () => {
    const staff = await createStaff(t);
    const member = await createMarketUser(t);
    const cards = [await createTestCard(db()), await createTestCard(db())];
    const product = await createProduct(staff, productInput(cards));
    const [packageId] = await buyPackages(db(), product.id, member, 1);
    await member.client.gql(OPEN_PACKAGE, { id: packageId });
    await member.client.gql(OPEN_PACKAGE, { id: packageId });
    await runJobs();
    const rows = (await noticeRows(t, [member.id])).filter((r) => r.kind === "PACKAGE_OPENED");
    expect(rows.map((r) => r.key)).toEqual([packageId]);
  });
});
