import {
  AUCTION_DEFAULT_DAYS,
  AUCTION_MAX_DAYS,
  AUCTION_MIN_DURATION_MINUTES,
  earliestAuctionEnd,
  MAX_NUMBER,
  MIN_LISTING_PRICE_USDT,
  Money,
} from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findCardSellable } from "../../catalog/index.js";
import { lockListingForEdit, type OwnedListing } from "../repo/listings.repo.js";

/**
 * The listing rules of spec §5/§9, shared by creating and editing listings. Bad input answers 400
 * (DATA_ERROR with the field) before anything is written.
 */

const DAY_MS = 86_400_000;

/**
 * A listing price: whole USDT (no decimals, not even ".0"), over 10, at most MAX_NUMBER. Returns
 * micro-USDT.
 */
export function parseListingPrice(text: string | null | undefined, field: string): bigint {
  if (typeof text !== "string" || !/^\d{1,10}$/.test(text.trim())) {
    throw new DomainError("DATA_ERROR", { field, reason: "validation.wholePrice" });
  }
  const whole = BigInt(text.trim());
  if (whole <= BigInt(MIN_LISTING_PRICE_USDT) || whole > BigInt(MAX_NUMBER)) {
    throw new DomainError("DATA_ERROR", { field, reason: "validation.priceOverMinimum" });
  }
  return Money.parse("USDT", whole.toString()).minor;
}

/** A number of units: whole, at least 1, at most MAX_NUMBER. */
export function assertListingUnits(units: number, field = "units"): void {
  if (!Number.isSafeInteger(units) || units < 1 || units > MAX_NUMBER) {
    throw new DomainError("DATA_ERROR", { field, reason: "validation.units" });
  }
}

/** A listing id as the API passes it (a decimal BIGINT); anything else cannot exist. */
export function assertListingId(id: string): void {
  if (!/^\d{1,20}$/.test(id)) throw new DomainError("NOT_FOUND");
}

/** The launch date: now when absent or already past (a past launch date means "at once"). */
export function launchDate(startsAt: Date | null | undefined, now: Date): Date {
  return startsAt && startsAt.getTime() > now.getTime() ? startsAt : now;
}

/** A direct listing's sales deadline: none (permanent) or after the launch and in the future. */
export function directDeadline(endsAt: Date | null | undefined, startsAt: Date, now: Date): Date | null {
  if (!endsAt) return null;
  if (endsAt.getTime() <= now.getTime() || endsAt.getTime() <= startsAt.getTime()) {
    throw new DomainError("DATA_ERROR", { field: "endsAt", reason: "validation.deadlineInPast" });
  }
  return endsAt;
}

/**
 * An auction runs at least AUCTION_MIN_DURATION_MINUTES from its launch (from now once launched): a
 * closing time already past or not after the launch is DATA_ERROR (validation.closingInPast), one
 * ahead but sooner than that is AUCTION_TOO_SHORT (data.minMinutes).
 */
export function assertAuctionLongEnough(closing: Date, startsAt: Date, now: Date): void {
  if (closing.getTime() <= now.getTime() || closing.getTime() <= startsAt.getTime()) {
    throw new DomainError("DATA_ERROR", { field: "endsAt", reason: "validation.closingInPast" });
  }
  if (closing.getTime() < earliestAuctionEnd(now.getTime(), startsAt.getTime())) {
    throw new DomainError("AUCTION_TOO_SHORT", { field: "endsAt", minMinutes: AUCTION_MIN_DURATION_MINUTES });
  }
}

/**
 * An auction's closing time: 30 days by default, in the future, at least
 * AUCTION_MIN_DURATION_MINUTES after the launch, at most 60 days ahead.
 */
export function auctionClosing(endsAt: Date | null | undefined, startsAt: Date, now: Date): Date {
  const closing = endsAt ?? new Date(now.getTime() + AUCTION_DEFAULT_DAYS * DAY_MS);
  assertAuctionLongEnough(closing, startsAt, now);
  if (closing.getTime() > now.getTime() + AUCTION_MAX_DAYS * DAY_MS) {
    throw new DomainError("DATA_ERROR", { field: "endsAt", reason: "validation.closingTooFar" });
  }
  return closing;
}

/** An auction's prices: the reserve over 10 and, when given, a buy-now price above the reserve. */
export function auctionPrices(
  startPrice: string | null | undefined,
  buyNowPrice: string | null | undefined,
): { start: bigint; buyNow: bigint | null } {
  const start = parseListingPrice(startPrice, "startPrice");
  if (buyNowPrice === null || buyNowPrice === undefined || buyNowPrice === "") return { start, buyNow: null };
  const buyNow = parseListingPrice(buyNowPrice, "buyNowPrice");
  if (buyNow <= start) {
    throw new DomainError("DATA_ERROR", { field: "buyNowPrice", reason: "validation.buyNowAboveStart" });
  }
  return { start, buyNow };
}

/**
 * The card may be sold on the secondary market. The issuer can forbid it (spec §6, card.sellable = 0).
 * Code choice: 1044 ITEM_NOT_PURCHASABLE ("item cannot be purchased") — the catalogue's code for an
 * item that cannot change hands by sale, the sale counterpart of 1037 (cannot withdraw) and 1105
 * (cannot gift); clearer to the client than the generic 2017 FORBIDDEN. See docs/MARKET-API.md, Codes.
 */
export async function assertCardSellable(em: EntityManager, cardId: string): Promise<void> {
  if (!/^\d{1,10}$/.test(cardId)) throw new DomainError("NOT_FOUND");
  const sellable = await findCardSellable(em, cardId);
  if (sellable === undefined) throw new DomainError("NOT_FOUND");
  if (!sellable) throw new DomainError("ITEM_NOT_PURCHASABLE");
}

/** A listing row for a seller's edit, locked; 404 unknown, 602 someone else's. */
export async function lockOwnedListing(
  em: EntityManager,
  listingId: string,
  sellerId: string,
): Promise<OwnedListing> {
  assertListingId(listingId);
  const row = await lockListingForEdit(em, listingId);
  if (!row) throw new DomainError("NOT_FOUND");
  if (String(row.seller_id) !== String(sellerId)) throw new DomainError("NOT_OWNER_OF_WORK");
  return row;
}

/** The code for an edit of a listing that is no longer open: sold (2004), cancelled (2005), closed (1020). */
export function notOpenError(status: string): DomainError {
  if (status === "sold") return new DomainError("ORDER_SOLD");
  if (status === "cancelled") return new DomainError("ORDER_CANCELLED");
  return new DomainError("CARD_NOT_FOR_SALE_ANYMORE");
}
