import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  BUY_LISTING,
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
} from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bindByCode, newPartner } from "./partner-fixtures.js";

/*
 * The webhook events come from the member's own events, in the same transaction: a card received and a
 * trade (for the buyer and the seller, each to the partners they are bound to); members bound to no
 * partner produce none.
 */

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

async function eventsOf(partnerId: string) {
  const rows = (await t.gateway.deps.dataSource.query(
    `SELECT type, body FROM partner_event WHERE partner_id = ? ORDER BY id`,
    [partnerId],
  )) as { type: string; body: string }[];
  return rows.map((r) => ({ type: r.type, ...(JSON.parse(r.body) as { memberId: string; data: object }) }));
}

describe("partner events from the member's events", () => {
  it("minted units and a purchase: each side's partner gets its member's card received and trade", async () => {
    const seller = await createMarketUser(t);
    const buyer = await createMarketUser(t, { usdt: "100" });
    const bystander = await createMarketUser(t);
    const sellersPartner = await newPartner(t);
    const buyersPartner = await newPartner(t);
    const sellerRef = await bindByCode(t, sellersPartner, seller.email);
    const buyerRef = await bindByCode(t, buyersPartner, buyer.email);
    const cardId = await createTestCard(t.gateway.deps.dataSource, { totalIssued: 10 });
    await giveUnits(t.gateway.deps.dataSource, cardId, seller.id, 2);
    await giveUnits(t.gateway.deps.dataSource, cardId, bystander.id, 1);
    const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units: 2, unitPrice: "20" });
    const orderId = randomUUID();
    const bought = await buyer.client.gql(BUY_LISTING, { i: { listingId: listing.id, units: 2, orderId } });
    expect(bought.body.errors).toBeUndefined();

    const trade = { orderId, cardId, units: 2, totalMicroUsdt: "40000000" };
    expect(await eventsOf(sellersPartner.id)).toEqual([
      expect.objectContaining({ type: "card.received", memberId: sellerRef, data: { cardId, units: 2 } }),
      expect.objectContaining({ type: "trade", memberId: sellerRef, data: { ...trade, side: "seller" } }),
    ]);
    expect(await eventsOf(buyersPartner.id)).toEqual([
      expect.objectContaining({ type: "card.received", memberId: buyerRef, data: { cardId, units: 2 } }),
      expect.objectContaining({ type: "trade", memberId: buyerRef, data: { ...trade, side: "buyer" } }),
    ]);
    // Each event has its delivery job in the outbox, committed with it.
    const [jobs] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM outbox_message WHERE queue = 'partners' AND job_id IN (
         SELECT CONCAT('partner-event-', id) FROM partner_event WHERE partner_id IN (?, ?))`,
      [sellersPartner.id, buyersPartner.id],
    )) as { n: string }[];
    expect(Number(jobs!.n)).toBe(4);
    // A member bound to no partner: no events at all.
    const [none] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM partner_event e JOIN partner_binding b ON b.id = e.binding_id WHERE b.user_id = ?`,
      [bystander.id],
    )) as { n: string }[];
    expect(Number(none!.n)).toBe(0);

    // A partner switched off by staff gets no more events.
    await t.gateway.deps.dataSource.query(`UPDATE partner SET active = 0 WHERE id = ?`, [buyersPartner.id]);
    await giveUnits(t.gateway.deps.dataSource, cardId, buyer.id, 1);
    expect(await eventsOf(buyersPartner.id)).toHaveLength(2);
  });
});
