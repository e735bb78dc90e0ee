import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  BUY_LISTING,
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/** The card page (issue 14): every card has one, listed or not, with the viewer's own units. */

let t: TestGateway;
let db: DataSource;
let visitor: SessionClient;
let seller: MarketUser;
let buyer: MarketUser;
let bidder: MarketUser;

const PAGE = `query($id: ID, $token: CardTokenInput) {
  cardDetail(id: $id, token: $token) {
    card { id name tokenId contractId tokenAddress totalIssued likes artist { name } publisher { name } chain { code } }
    ownersCount remaining likedByViewer
    viewerUnits { held listed withdrawable giftable sellable }
    openListings { id type state remaining price isMine seller { publicId } }
    bids { id listingId amount bidder { publicId } }
    pricePoints { at unitPrice }
  }
}`;

interface Page {
  card: {
    id: string;
    tokenId: string;
    contractId: string;
    tokenAddress: string;
    totalIssued: number;
    likes: number;
  };
  ownersCount: number;
  remaining: number;
  likedByViewer: boolean;
  viewerUnits: {
    held: number;
    listed: number;
    withdrawable: number;
    giftable: number;
    sellable: number;
  } | null;
  openListings: { id: string; type: string; remaining: number; price: string; isMine: boolean }[];
  bids: { id: string; listingId: string; amount: string; bidder: { publicId: string } }[];
  pricePoints: { unitPrice: string }[];
}

async function page(client: SessionClient, vars: Record<string, unknown>): Promise<Page> {
  const res = await client.gql<{ cardDetail: Page }>(PAGE, vars);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.cardDetail;
}

beforeAll(async () => {
  t = await startTestGateway();
  db = t.gateway.deps.dataSource;
  await seedDemo(db);
  visitor = new SessionClient(t);
  seller = await createMarketUser(t);
  buyer = await createMarketUser(t, { usdt: "500" });
  bidder = await createMarketUser(t, { usdt: "500" });
});
afterAll(async () => {
  await t.close();
});

describe("card page", () => {
  it("shows a card nobody has listed, with its owners and the units still to be issued", async () => {
    const card = await createTestCard(db, { totalIssued: 50 });
    await giveUnits(db, card, seller.id, 3);
    await giveUnits(db, card, buyer.id, 2);
    const view = await page(visitor, { id: card });
    expect(view.card.id).toBe(card);
    expect(view.ownersCount).toBe(2);
    expect(view.remaining).toBe(45);
    expect(view.openListings).toEqual([]);
    expect(view.bids).toEqual([]);
    expect(view.pricePoints).toEqual([]);
    expect(view.viewerUnits).toBeNull();
    expect(view.likedByViewer).toBe(false);

    const trades = await visitor.gql<{
      cardTradeHistory: { total: number; items: unknown[]; pageSize: number };
    }>(`query($c: ID!) { cardTradeHistory(cardId: $c) { total items { id } page pageSize } }`, { c: card });
    expect(trades.body.data!.cardTradeHistory).toMatchObject({ total: 0, items: [], pageSize: 20 });
  });

  it("finds the card by its token (cardDetail/…/{contract_id}/{token_address}/{token_id})", async () => {
    const card = await createTestCard(db);
    const byId = await page(visitor, { id: card });
    const byToken = await page(visitor, { token: { tokenId: byId.card.tokenId } });
    expect(byToken.card.id).toBe(card);
    const narrowed = await page(visitor, {
      token: {
        tokenId: byId.card.tokenId,
        contractId: byId.card.contractId,
        tokenAddress: byId.card.tokenAddress.toUpperCase().replace("0X", "0x"),
      },
    });
    expect(narrowed.card.id).toBe(card);
    const wrong = await visitor.gql(PAGE, { token: { tokenId: byId.card.tokenId, contractId: "nope" } });
    expect(errorCodeOf(wrong)).toBe(404);
  });

  it("answers 404 for an unknown card and DATA_ERROR without id or token", async () => {
    expect(errorCodeOf(await visitor.gql(PAGE, { id: "999999999" }))).toBe(404);
    expect(errorCodeOf(await visitor.gql(PAGE, {}))).toBe(400);
  });

  it("shows a listed card's open listings, bids, price points, trades and the viewer's units", async () => {
    const card = await createTestCard(db, { totalIssued: 100 });
    await giveUnits(db, card, seller.id, 10);
    const direct = await listThroughApi(seller, { cardId: card, type: "DIRECT", units: 4, unitPrice: "20" });
    const auction = await listThroughApi(seller, {
      cardId: card,
      type: "AUCTION",
      units: 1,
      startPrice: "15",
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const bought = await buyer.client.gql(BUY_LISTING, {
      i: { listingId: direct.id, units: 1, orderId: `card-page-${randomUUID()}` },
    });
    expect(bought.body.errors).toBeUndefined();
    const bid = await bidder.client.gql(
      `mutation($i: PlaceBidInput!) { placeBid(input: $i) { id highestBid } }`,
      { i: { listingId: auction.id, amount: "30", idempotencyKey: randomUUID() } },
    );
    expect(bid.body.errors).toBeUndefined();

    const asSeller = await page(seller.client, { id: card });
    expect(asSeller.ownersCount).toBe(2);
    expect(asSeller.openListings.map((l) => [l.id, l.type, l.remaining, l.price, l.isMine])).toEqual([
      [direct.id, "DIRECT", 3, "20", true],
      [auction.id, "AUCTION", 1, "30", true],
    ]);
    expect(asSeller.bids).toEqual([
      expect.objectContaining({ listingId: auction.id, amount: "30", bidder: { publicId: bidder.publicId } }),
    ]);
    expect(asSeller.pricePoints.map((p) => p.unitPrice)).toEqual(["20"]);
    // 10 held, 3 on the direct listing and 1 on the auction after the sale of 1: 9 held, 4 listed.
    expect(asSeller.viewerUnits).toEqual({ held: 9, listed: 4, withdrawable: 5, giftable: 5, sellable: 5 });

    const asBuyer = await page(buyer.client, { id: card });
    expect(asBuyer.viewerUnits).toEqual({ held: 1, listed: 0, withdrawable: 1, giftable: 1, sellable: 1 });
    expect(asBuyer.openListings.every((l) => !l.isMine)).toBe(true);
    const asBidder = await page(bidder.client, { id: card });
    expect(asBidder.viewerUnits).toEqual({ held: 0, listed: 0, withdrawable: 0, giftable: 0, sellable: 0 });

    const trades = await visitor.gql<{
      cardTradeHistory: {
        total: number;
        items: { units: number; unitPrice: string; buyer: { publicId: string } }[];
      };
    }>(
      `query($c: ID!) { cardTradeHistory(cardId: $c) { total items { units unitPrice buyer { publicId } } } }`,
      {
        c: card,
      },
    );
    expect(trades.body.data!.cardTradeHistory).toEqual({
      total: 1,
      items: [{ units: 1, unitPrice: "20", buyer: { publicId: buyer.publicId } }],
    });
  });

  it("pages the trade history 20 at a time", async () => {
    const card = await createTestCard(db);
    await giveUnits(db, card, seller.id, 25);
    const listing = (await db.query(
      `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, unit_price, starts_at, created_at)
       VALUES (?, ?, 'direct', 'sold', 25, 0, 20000000, NOW(3), NOW(3))`,
      [seller.id, card],
    )) as { insertId: number };
    const listingId = String(listing.insertId);
    for (let i = 0; i < 25; i += 1) {
      await db.query(
        `INSERT INTO market_trade (order_id, listing_id, card_id, seller_id, buyer_id, units, unit_price, total, fee, kind,
                                   ledger_transaction_id, created_at)
         VALUES (?, ?, ?, ?, ?, 1, 20000000, 20000000, 5000000, 'direct', 0, NOW(3) - INTERVAL ? SECOND)`,
        [`paging-${card}-${i}`, listingId, card, seller.id, buyer.id, i],
      );
    }
    const q = `query($c: ID!, $p: Int) { cardTradeHistory(cardId: $c, page: $p) { total page items { id } } }`;
    const first = await visitor.gql<{ cardTradeHistory: { total: number; items: unknown[] } }>(q, {
      c: card,
    });
    const second = await visitor.gql<{ cardTradeHistory: { total: number; items: unknown[] } }>(q, {
      c: card,
      p: 2,
    });
    expect(first.body.data!.cardTradeHistory.total).toBe(25);
    expect(first.body.data!.cardTradeHistory.items).toHaveLength(20);
    expect(second.body.data!.cardTradeHistory.items).toHaveLength(5);
  });
});

const LIKE = `mutation($c: ID!) { likeCard(cardId: $c) { cardId likes liked } }`;
const UNLIKE = `mutation($c: ID!) { unlikeCard(cardId: $c) { cardId likes liked } }`;

async function likesOf(cardId: string): Promise<{ likes: number; rows: number }> {
  const [card] = (await db.query(`SELECT likes FROM card WHERE id = ?`, [cardId])) as { likes: number }[];
  const [rows] = (await db.query(`SELECT COUNT(*) AS n FROM card_like WHERE card_id = ?`, [cardId])) as {
    n: string;
  }[];
  return { likes: Number(card!.likes), rows: Number(rows!.n) };
}

describe("likes", () => {
  it("counts 20 concurrent likes by 20 members as 20", async () => {
    const card = await createTestCard(db);
    const members = await Promise.all(Array.from({ length: 20 }, () => createMarketUser(t)));
    const results = await Promise.all(members.map((m) => m.client.gql(LIKE, { c: card })));
    expect(results.map((r) => r.body.errors)).toEqual(results.map(() => undefined));
    expect(await likesOf(card)).toEqual({ likes: 20, rows: 20 });
    const view = await page(members[0]!.client, { id: card });
    expect(view.card.likes).toBe(20);
    expect(view.likedByViewer).toBe(true);
  });

  it("keeps one like when a member likes 10 times at once", async () => {
    const card = await createTestCard(db);
    const member = await createMarketUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        member.client.gql<{ likeCard: { likes: number; liked: boolean } }>(LIKE, { c: card }),
      ),
    );
    expect(results.every((r) => r.body.data?.likeCard.liked === true)).toBe(true);
    expect(await likesOf(card)).toEqual({ likes: 1, rows: 1 });
  });

  it("unlikes, once, and only what was liked", async () => {
    const card = await createTestCard(db);
    const ann = await createMarketUser(t);
    const ben = await createMarketUser(t);
    await ann.client.gql(LIKE, { c: card });
    await ben.client.gql(LIKE, { c: card });
    const unliked = await Promise.all(
      Array.from({ length: 5 }, () =>
        ann.client.gql<{ unlikeCard: { likes: number; liked: boolean } }>(UNLIKE, { c: card }),
      ),
    );
    expect(unliked.every((r) => r.body.data?.unlikeCard.liked === false)).toBe(true);
    expect(await likesOf(card)).toEqual({ likes: 1, rows: 1 });
    // Unliking a card never liked changes nothing.
    const stranger = await createMarketUser(t);
    const none = await stranger.client.gql<{ unlikeCard: { likes: number } }>(UNLIKE, { c: card });
    expect(none.body.data!.unlikeCard.likes).toBe(1);
    expect((await page(ann.client, { id: card })).likedByViewer).toBe(false);
    expect((await page(ben.client, { id: card })).likedByViewer).toBe(true);
  });

  it("refuses visitors with 1010 and unknown cards with 404", async () => {
    const card = await createTestCard(db);
    expect(errorCodeOf(await visitor.gql(LIKE, { c: card }))).toBe(1010);
    expect(errorCodeOf(await visitor.gql(UNLIKE, { c: card }))).toBe(1010);
    expect(await likesOf(card)).toEqual({ likes: 0, rows: 0 });
    const member = await createMarketUser(t);
    expect(errorCodeOf(await member.client.gql(LIKE, { c: "999999999" }))).toBe(404);
  });
});
