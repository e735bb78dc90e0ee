import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { transferUnits } from "../../holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { loadTradeRow } from "../repo/listing-select.repo.js";
import {
  lockListingForPurchase,
  takeDirectListingUnits,
  type PurchasableListing,
} from "../repo/listings.repo.js";
import { insertTrade } from "../repo/trades.repo.js";
import { notifyAfterCommit } from "../../notices/index.js";
import { recordPartnerTrade } from "../../partners/index.js";
import { assertListingId, assertListingUnits } from "./listing-rules.js";
import { toTrade } from "./listing-view.js";
import { marketFee } from "./market-fee.js";
import type { BuyListingInput, TradeView } from "./views.js";

/** A client-generated order id: letters, digits, '-' and '_' (a UUID fits). */
const ORDER_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Thrown inside the transaction when this order turns out to exist already: roll back, then answer. */
class OrderAlreadyPlaced extends Error {}

/**
 * Buys all or part of a direct listing's remaining units (complete/{orderId}). One transaction: the
 * listing is locked and decremented by a conditional update, the units move from the seller's listed
 * units to the buyer, and one balanced ledger posting moves the money (buyer −total, seller
 * +(total−fee), fees +fee). Any failure — 1023 insufficient USDT included — rolls everything back.
 *
 * The orderId makes it idempotent: the same order again (same buyer, listing and units) returns the
 * first trade; the same id for anything else is 1018. Times are compared in UTC (UTC_TIMESTAMP) because
 * the driver writes dates in UTC whatever the server's time zone is.
 */
export async function buyListing(deps: AppDeps, buyerId: string, input: BuyListingInput): Promise<TradeView> {
  assertListingId(input.listingId);
  assertListingUnits(input.units);
  if (!ORDER_ID.test(input.orderId)) throw new DomainError("DATA_ERROR", { field: "orderId" });
  const prior = await existingOrder(deps.dataSource.manager, buyerId, input);
  if (prior) return prior;
  try {
    return await withTransaction(deps.dataSource, (em) => buyInTransaction(em, deps, buyerId, input));
  } catch (error) {
    // A concurrent request with the same orderId committed first: answer like a replay.
    const raced =
      error instanceof OrderAlreadyPlaced ||
      (error instanceof DomainError && error.errorName === "IDEMPOTENCY_KEY_REUSED") ||
      duplicateKeyOf(error) === "uq_trade_order";
    if (!raced) throw error;
    const trade = await existingOrder(deps.dataSource.manager, buyerId, input);
    if (trade) return trade;
    throw new DomainError("ORDER_EXISTS");
  }
}

/** The trade of an order already placed, if it is this same order; 1018 if the id names another. */
async function existingOrder(
  em: EntityManager,
  buyerId: string,
  input: BuyListingInput,
): Promise<TradeView | null> {
  const row = await loadTradeRow(em, input.orderId);
  if (!row) return null;
  const same =
    String(row.t_buyer_id) === String(buyerId) &&
    String(row.t_listing_id) === String(input.listingId) &&
    Number(row.t_units) === input.units;
  if (!same) throw new DomainError("ORDER_EXISTS");
  return toTrade(row);
}

async function buyInTransaction(
  em: EntityManager,
  deps: AppDeps,
  buyerId: string,
  input: BuyListingInput,
): Promise<TradeView> {
  // The lock orders this purchase after any price edit or other purchase of the listing in flight.
  const listing = await lockListingForPurchase(em, input.listingId);
  if (!listing) throw new DomainError("NOT_FOUND");
  // Under the lock, an order committed meanwhile by a twin request is visible (READ COMMITTED).
  if (await loadTradeRow(em, input.orderId)) throw new OrderAlreadyPlaced();
  assertBuyable(listing, buyerId, input.units);

  if (!(await takeDirectListingUnits(em, String(listing.id), input.units))) throw new DomainError("SOLD_OUT");

  await transferUnits(em, listing.card_id, String(listing.seller_id), buyerId, input.units, {
    fromListing: true,
  });

  const unitPrice = BigInt(listing.unit_price!);
  const total = unitPrice * BigInt(input.units);
  const fee = marketFee(total, deps.config.MARKET_FEE_BPS);
  const posted = await postLedgerTransaction(em, {
    kind: "trade",
    currency: "USDT",
    idempotencyKey: `trade:${input.orderId}`,
    reference: { type: "market_trade", id: input.orderId },
    actorUserId: buyerId,
    legs: [
      { account: { userId: buyerId }, bucket: "available", amount: -total },
      { account: { userId: String(listing.seller_id) }, bucket: "available", amount: total - fee },
      { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount: fee },
    ],
  });
  if (posted.replayed) throw new OrderAlreadyPlaced();

  await insertTrade(em, {
    orderId: input.orderId,
    listingId: String(listing.id),
    cardId: String(listing.card_id),
    sellerId: String(listing.seller_id),
    buyerId,
    units: input.units,
    unitPrice: unitPrice.toString(),
    total: total.toString(),
    fee: fee.toString(),
    kind: "direct",
    ledgerTransactionId: posted.transactionId,
  });
  await recordPartnerTrade(em, {
    orderId: input.orderId,
    cardId: String(listing.card_id),
    units: input.units,
    total: total.toString(),
    buyerId,
    sellerId: String(listing.seller_id),
  });
  await notifyAfterCommit(em, {
    userId: String(listing.seller_id),
    kind: "ITEM_SOLD",
    key: input.orderId,
    params: { listingId: String(listing.id), amount: total.toString() },
  });
  return toTrade((await loadTradeRow(em, input.orderId))!);
}

/** What assertBuyable reads of a listing; `not_started`/`past_deadline` are computed by the SQL. */
export type BuyableListing = Pick<
  PurchasableListing,
  "type" | "seller_id" | "status" | "remaining" | "not_started" | "past_deadline"
>;

/**
 * The catalogue code for a listing that cannot be bought as asked (checked in this order). The
 * purchase quote uses it too, so the dialog refuses exactly what buying would; a visitor (null) has
 * no listing of their own.
 */
export function assertBuyable(listing: BuyableListing, buyerId: string | null, units: number): void {
  // An auction is bought by bidding (placeBid, or its buy-now price); 1044 "item cannot be purchased".
  if (listing.type !== "direct") throw new DomainError("ITEM_NOT_PURCHASABLE");
  if (buyerId !== null && String(listing.seller_id) === String(buyerId)) {
    throw new DomainError("CANNOT_BUY_OWN_CARD");
  }
  if (listing.status === "sold") throw new DomainError("SOLD_OUT");
  if (listing.status !== "open" || Number(listing.past_deadline)) {
    throw new DomainError("CARD_NOT_FOR_SALE_ANYMORE");
  }
  if (Number(listing.not_started)) throw new DomainError("CARD_NOT_FOR_SALE");
  if (Number(listing.remaining) < units) throw new DomainError("SOLD_OUT");
}
