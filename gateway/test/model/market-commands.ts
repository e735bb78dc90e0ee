import fc from "fast-check";
import { buyListing } from "../../src/domains/market/services/buy-listing.service.js";
import { cancelListing } from "../../src/domains/market/services/cancel-listing.service.js";
import { createListing } from "../../src/domains/market/services/create-listing.service.js";
import { marketFee } from "../../src/domains/market/services/market-fee.js";
import { placeBid } from "../../src/domains/market/services/place-bid.service.js";
import { settleAuction } from "../../src/domains/market/services/settle-auction.service.js";
import { expectOutcome, nextKey, type Expected } from "./model-outcome.js";
import { MEMBERS } from "./model-world.js";
import {
  pick,
  unitsOf,
  usdtMinor,
  type LedgerModel,
  type ListingModel,
  type RealSystem,
} from "./model-state.js";

/** Marketplace commands: list (direct or auction), buy, bid, settle, cancel. */

type Cmd = fc.AsyncCommand<LedgerModel, RealSystem>;
const deps = (r: RealSystem) => r.world.t.gateway.deps;
const feeBps = (r: RealSystem) => r.world.t.gateway.deps.config.MARKET_FEE_BPS;
const idOf = (r: RealSystem, member: number) => r.cast.members[member]!.user.id;
const HOUR = 3_600_000;

class List implements Cmd {
  constructor(
    readonly seller: number,
    readonly type: "direct" | "auction",
    readonly units: number,
    readonly price: number,
    readonly buyNowOver: number | null,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const held = unitsOf(m.members[this.seller]!, r.cast.cardId);
    const refusal =
      held.amount - held.listed >= this.units
        ? null
        : held.amount >= this.units
          ? "ITEM_ON_OPEN_LISTING"
          : held.amount === 0
            ? "CARD_NOT_YOURS"
            : "INSUFFICIENT_HOLDINGS";
    const auction = this.type === "auction";
    const buyNow = auction && this.buyNowOver !== null ? this.price + this.buyNowOver : null;
    const view = await expectOutcome(m, this.toString(), refusal, () =>
      createListing(deps(r), idOf(r, this.seller), {
        cardId: r.cast.cardId,
        type: auction ? "AUCTION" : "DIRECT",
        units: this.units,
        ...(auction
          ? { startPrice: String(this.price), buyNowPrice: buyNow === null ? null : String(buyNow) }
          : { unitPrice: String(this.price) }),
        endsAt: new Date(Date.now() + 2 * HOUR),
      }),
    );
    if (!view) return;
    held.listed += this.units;
    m.listings.push({
      id: view.id,
      type: this.type,
      seller: this.seller,
      units: this.units,
      remaining: this.units,
      unitPrice: auction ? 0n : usdtMinor(this.price),
      startPrice: auction ? usdtMinor(this.price) : 0n,
      buyNow: buyNow === null ? null : usdtMinor(buyNow),
      leader: null,
      leading: 0n,
      bids: 0,
      status: "open",
    });
  }
  toString = () =>
    `List(m${this.seller} ${this.type} ${this.units}u @${this.price}${this.buyNowOver === null ? "" : ` buyNow+${this.buyNowOver}`})`;
}

/**
 * The listing a command names: mostly one of the kind it acts on (a purchase, a direct listing; a
 * bid, an auction), sometimes any, so the refusals for the wrong kind are exercised too.
 */
function target(m: LedgerModel, k: number, type: ListingModel["type"], any: boolean): ListingModel {
  const typed = m.listings.filter((l) => l.type === type);
  return (any || typed.length === 0 ? pick(m.listings, k) : pick(typed, k))!;
}

class Buy implements Cmd {
  constructor(
    readonly buyer: number,
    readonly k: number,
    readonly units: number,
    readonly any: boolean,
  ) {}
  check = (m: Readonly<LedgerModel>) => m.listings.length > 0;
  async run(m: LedgerModel, r: RealSystem) {
    const l = target(m, this.k, "direct", this.any);
    const total = l.unitPrice * BigInt(this.units);
    const buyer = m.members[this.buyer]!;
    const refusal =
      l.type !== "direct"
        ? "ITEM_NOT_PURCHASABLE"
        : l.seller === this.buyer
          ? "CANNOT_BUY_OWN_CARD"
          : l.status === "sold"
            ? "SOLD_OUT"
            : l.status !== "open"
              ? "CARD_NOT_FOR_SALE_ANYMORE"
              : l.remaining < this.units
                ? "SOLD_OUT"
                : buyer.usdt < total
                  ? "INSUFFICIENT_USDT"
                  : null;
    const trade = await expectOutcome(m, `${this.toString()} on ${l.id}`, refusal, () =>
      buyListing(deps(r), idOf(r, this.buyer), { listingId: l.id, units: this.units, orderId: nextKey("o") }),
    );
    if (!trade) return;
    const fee = marketFee(total, feeBps(r));
    buyer.usdt -= total;
    m.members[l.seller]!.usdt += total - fee;
    moveUnits(m, l, this.buyer, this.units, r.cast.cardId);
    l.remaining -= this.units;
    if (l.remaining === 0) l.status = "sold";
  }
  toString = () => `Buy(m${this.buyer} ${this.any ? "listing" : "direct"}#${this.k} ${this.units}u)`;
}

function moveUnits(m: LedgerModel, l: ListingModel, to: number, units: number, cardId: string) {
  const from = unitsOf(m.members[l.seller]!, cardId);
  from.amount -= units;
  from.listed -= units;
  unitsOf(m.members[to]!, cardId).amount += units;
}

/** Settles a closed auction in the model: the lot to the leader, the frozen bid to the seller. */
function closeAuction(m: LedgerModel, l: ListingModel, r: RealSystem) {
  if (l.leader === null) {
    unitsOf(m.members[l.seller]!, r.cast.cardId).listed -= l.units;
    l.status = "closed";
    return;
  }
  m.members[l.seller]!.usdt += l.leading - marketFee(l.leading, feeBps(r));
  moveUnits(m, l, l.leader, l.units, r.cast.cardId);
  l.remaining = 0;
  l.status = "sold";
}

class Bid implements Cmd {
  constructor(
    readonly bidder: number,
    readonly k: number,
    readonly over: number,
    readonly any: boolean,
  ) {}
  check = (m: Readonly<LedgerModel>) => m.listings.length > 0;
  async run(m: LedgerModel, r: RealSystem) {
    const l = target(m, this.k, "auction", this.any);
    // On a direct listing (refused whatever the amount) the bid is a sensible one: its price.
    const floor = l.type === "direct" ? l.unitPrice : l.leader === null ? l.startPrice : l.leading;
    const amount = floor + usdtMinor(this.over);
    const bidder = m.members[this.bidder]!;
    const own = l.leader === this.bidder ? l.leading : 0n;
    const gate =
      l.type !== "auction"
        ? "CARD_NOT_FOR_SALE"
        : l.seller === this.bidder
          ? "CANNOT_BUY_OWN_CARD"
          : l.status !== "open"
            ? "BID_CLOSED"
            : amount <= floor
              ? "BID_TOO_LOW"
              : null;
    // The bidder's freeze may be posted before the listing's gate or after it (and after the release of
    // their own leading bid): a bid the bidder cannot cover may be refused for that first.
    const short = bidder.usdt < amount;
    const expected: Expected =
      gate !== null
        ? short
          ? [gate, "INSUFFICIENT_USDT"]
          : gate
        : bidder.usdt + own < amount
          ? "INSUFFICIENT_USDT"
          : short
            ? [null, "INSUFFICIENT_USDT"]
            : null;
    const done = await expectOutcome(m, `${this.toString()} on ${l.id}`, expected, () =>
      placeBid(deps(r), idOf(r, this.bidder), {
        listingId: l.id,
        amount: (amount / 1_000_000n).toString(),
        idempotencyKey: nextKey("b"),
      }),
    );
    if (!done) return;
    if (l.leader !== null) m.members[l.leader]!.usdt += l.leading;
    bidder.usdt -= amount;
    l.leader = this.bidder;
    l.leading = amount;
    l.bids += 1;
    if (l.buyNow !== null && amount >= l.buyNow) closeAuction(m, l, r);
  }
  toString = () => `Bid(m${this.bidder} ${this.any ? "listing" : "auction"}#${this.k} +${this.over})`;
}

class Settle implements Cmd {
  constructor(readonly k: number) {}
  check = (m: Readonly<LedgerModel>) => m.listings.length > 0;
  async run(m: LedgerModel, r: RealSystem) {
    const l = pick(m.listings, this.k)!;
    // Its closing time comes now (a test may move ends_at, as the settlement tests do).
    await r.world.t.gateway.deps.dataSource.query(
      `UPDATE market_listing SET ends_at = UTC_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ? AND type = 'auction' AND status = 'open'`,
      [l.id],
    );
    m.stats.commands += 1;
    const outcome = await settleAuction(deps(r), l.id);
    const expected =
      l.type === "auction" && l.status === "open" ? (l.leader === null ? "closed" : "sold") : null;
    if (outcome !== expected) throw new Error(`${this.toString()}: expected ${expected}, got ${outcome}`);
    if (expected) m.stats.accepted += 1;
    else m.stats.refused += 1; // nothing to settle, as predicted
    if (expected) closeAuction(m, l, r);
  }
  toString = () => `Settle(listing#${this.k})`;
}

class Cancel implements Cmd {
  constructor(
    readonly who: number,
    readonly k: number,
  ) {}
  check = (m: Readonly<LedgerModel>) => m.listings.length > 0;
  async run(m: LedgerModel, r: RealSystem) {
    const l = pick(m.listings, this.k)!;
    const refusal =
      l.seller !== this.who
        ? "NOT_OWNER_OF_WORK"
        : l.status === "sold"
          ? "ORDER_SOLD"
          : l.status === "cancelled"
            ? "ORDER_CANCELLED"
            : l.status !== "open"
              ? "CARD_NOT_FOR_SALE_ANYMORE"
              : l.bids > 0
                ? "BID_LOCKED_AFTER_FIRST_BID"
                : null;
    const done = await expectOutcome(m, `${this.toString()} on ${l.id}`, refusal, () =>
      cancelListing(deps(r), idOf(r, this.who), l.id),
    );
    if (!done) return;
    unitsOf(m.members[l.seller]!, r.cast.cardId).listed -= l.remaining;
    l.status = "cancelled";
  }
  toString = () => `Cancel(m${this.who} listing#${this.k})`;
}

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const listing = fc.nat({ max: 20 });
const anyKind = fc.integer({ min: 0, max: 9 }).map((n) => n < 2);

const list = fc
  .tuple(member, fc.constantFrom("direct" as const, "auction" as const), fc.integer({ min: 1, max: 4 }))
  .chain(([seller, type, units]) =>
    fc
      .tuple(fc.integer({ min: 11, max: 60 }), fc.option(fc.integer({ min: 1, max: 40 }), { freq: 3 }))
      .map(([price, buyNowOver]) => new List(seller, type, units, price, buyNowOver)),
  );
const buy = fc
  .tuple(member, listing, fc.integer({ min: 1, max: 3 }), anyKind)
  .map(([b, k, u, any]) => new Buy(b, k, u, any));
const bid = fc
  .tuple(member, listing, fc.integer({ min: -1, max: 40 }), anyKind)
  .map(([b, k, o, any]) => new Bid(b, k, o, any));
const settle = listing.map((k) => new Settle(k));
const cancel = fc.tuple(member, listing).map(([w, k]) => new Cancel(w, k));

/** Weighted by repetition (fast-check picks among the arbitraries evenly): bids and buys come often. */
export const marketCommands = [list, list, buy, buy, buy, bid, bid, bid, bid, settle, settle, cancel];
