import type { CreateListingInput, ListingType } from "../../../gql/graphql";
import { isValidPrice } from "./price";

/** Spec §5: an auction closes 1 month ahead by default, at most 2 months (60 days). */
export const DEFAULT_AUCTION_DAYS = 30;
export const MAX_AUCTION_DAYS = 60;
const DAY_MS = 86_400_000;

/** An auction's terms as typed. The sell dialog and the edit-auction form share them and their rules. */
export interface AuctionTerms {
  startPrice: string;
  /** Optional: empty means no buy-now price. */
  buyNowPrice: string;
  /** A datetime-local value ("YYYY-MM-DDTHH:mm", or with ":ss"), read in the browser's time zone. */
  endsAt: string;
}

export interface SellFormValues extends AuctionTerms {
  type: ListingType;
  units: number;
  unitPrice: string;
  /** datetime-local values like endsAt; empty means not set. */
  startsAt: string;
  deadline: string;
}

/** A date as a datetime-local input value, in local time; seconds only when asked for. */
export function toLocalInput(date: Date, withSeconds = false): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return withSeconds ? `${minute}:${pad(date.getSeconds())}` : minute;
}

/** The latest closing time `days` after `from` (epoch ms). */
export const daysAfter = (from: number, days: number) => from + days * DAY_MS;

/**
 * Message ids per invalid auction term (spec §5): whole prices over 10 USDT, an optional buy-now price
 * above the start price, and a closing time after `now` and no later than `latestEnd` (epoch ms).
 */
export function validateAuctionTerms(terms: AuctionTerms, now: number, latestEnd: number) {
  const errors: Partial<Record<keyof AuctionTerms, string>> = {};
  if (!isValidPrice(terms.startPrice)) errors.startPrice = "market.sell.priceInvalid";
  if (terms.buyNowPrice) {
    if (!isValidPrice(terms.buyNowPrice)) errors.buyNowPrice = "market.sell.priceInvalid";
    else if (Number(terms.buyNowPrice) <= Number(terms.startPrice)) {
      errors.buyNowPrice = "market.sell.buyNowInvalid";
    }
  }
  const ends = Date.parse(terms.endsAt);
  if (Number.isNaN(ends) || ends <= now || ends > latestEnd) errors.endsAt = "market.sell.endsInvalid";
  return errors;
}

export function initialSellValues(now = new Date()): SellFormValues {
  return {
    type: "DIRECT",
    units: 1,
    unitPrice: "",
    startPrice: "",
    buyNowPrice: "",
    endsAt: toLocalInput(new Date(now.getTime() + DEFAULT_AUCTION_DAYS * DAY_MS)),
    startsAt: "",
    deadline: "",
  };
}

/** Message ids per invalid field (empty when valid). */
export function validateSell(values: SellFormValues, available: number, now = Date.now()) {
  const errors: Partial<Record<keyof SellFormValues, string>> = {};
  if (!Number.isInteger(values.units) || values.units < 1 || values.units > available) {
    errors.units = "market.sell.unitsInvalid";
  }
  if (values.type === "DIRECT") {
    if (!isValidPrice(values.unitPrice)) errors.unitPrice = "market.sell.priceInvalid";
    if (values.deadline && Date.parse(values.deadline) <= now)
      errors.deadline = "market.sell.deadlineInvalid";
  } else {
    // A new auction may close at most 60 days from now.
    Object.assign(errors, validateAuctionTerms(values, now, daysAfter(now, MAX_AUCTION_DAYS)));
  }
  return errors;
}

const iso = (local: string) => (local ? new Date(local).toISOString() : null);

export function toCreateListingInput(cardId: string, values: SellFormValues): CreateListingInput {
  const common = { cardId, type: values.type, units: values.units, startsAt: iso(values.startsAt) };
  return values.type === "DIRECT"
    ? { ...common, unitPrice: values.unitPrice, endsAt: iso(values.deadline) }
    : {
        ...common,
        startPrice: values.startPrice,
        buyNowPrice: values.buyNowPrice || null,
        endsAt: iso(values.endsAt),
      };
}
