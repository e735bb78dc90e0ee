import { z } from "zod";
import {
  AUCTION_DEFAULT_DAYS,
  AUCTION_MAX_DAYS,
  auctionTermsRule,
  daysAfter,
  listingPriceRule,
  salesDeadlineRule,
  unitsRule,
} from "@vitrine/schema";
import type { CreateListingInput, ListingType } from "../../../gql/graphql";
import { fieldErrors, forwardIssues } from "../../../shared/forms/schemaAt";

/** Spec §5: an auction closes 1 month ahead by default, at most 2 months (60 days). */
export const DEFAULT_AUCTION_DAYS = AUCTION_DEFAULT_DAYS;
export const MAX_AUCTION_DAYS = AUCTION_MAX_DAYS;
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

export { daysAfter };

/**
 * Message ids per invalid auction term (spec §5): whole prices over 10 USDT, an optional buy-now price
 * above the start price, and a closing time after `now` and no later than `latestEnd` (epoch ms).
 */
export function validateAuctionTerms(terms: AuctionTerms, now: number, latestEnd: number) {
  return fieldErrors<keyof AuctionTerms>(auctionTermsRule(now, latestEnd), terms);
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

/**
 * The sell form at `now`: units from 1 to what is `available`; a fixed price with an optional future
 * deadline, or an auction's terms closing within 60 days from now.
 */
export function sellFormSchema(available: number, now: number) {
  const units = unitsRule(available, "market.sell.unitsInvalid");
  const auction = auctionTermsRule(now, daysAfter(now, MAX_AUCTION_DAYS));
  return z.custom<SellFormValues>().superRefine((values, ctx) => {
    // The field holds a number already; coercing a string would hide a wrong value.
    if (typeof values.units !== "number") forwardIssues(ctx, units.safeParse(Number.NaN), ["units"]);
    else forwardIssues(ctx, units.safeParse(values.units), ["units"]);
    if (values.type === "DIRECT") {
      forwardIssues(ctx, listingPriceRule.safeParse(values.unitPrice), ["unitPrice"]);
      forwardIssues(ctx, salesDeadlineRule(now).safeParse(values.deadline), ["deadline"]);
    } else {
      forwardIssues(ctx, auction.safeParse(values), []);
    }
  });
}

/** Message ids per invalid field (empty when valid). */
export function validateSell(values: SellFormValues, available: number, now = Date.now()) {
  return fieldErrors<keyof SellFormValues>(sellFormSchema(available, now), values);
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
