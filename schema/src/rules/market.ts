/**
 * Marketplace form rules of spec §5: an auction's prices are sale prices (whole, over 10 USDT), the
 * optional buy-now price is above the start price, the closing time is after now, at least
 * AUCTION_MIN_DURATION_MINUTES after the launch and no later than AUCTION_MAX_DAYS (2 months; 1 month by
 * default); an optional sales deadline is in the future.
 */
import { z } from "zod";
import { AUCTION_MAX_DAYS, AUCTION_MIN_DURATION_MINUTES } from "../market.js";
import { listingPriceRule } from "./amounts.js";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The latest closing time `days` after `from` (epoch ms); by default the spec's 2 months. */
export const daysAfter = (from: number, days: number = AUCTION_MAX_DAYS) => from + days * DAY_MS;

/**
 * The earliest closing time (epoch ms) of an auction: AUCTION_MIN_DURATION_MINUTES after its launch
 * (`launch`, epoch ms), or after `now` when the launch is absent or already past. The gateway checks
 * createListing and updateAuction against it (AUCTION_TOO_SHORT) and the forms before submitting.
 */
export function earliestAuctionEnd(now: number, launch?: number | null): number {
  const from = typeof launch === "number" && Number.isFinite(launch) && launch > now ? launch : now;
  return from + AUCTION_MIN_DURATION_MINUTES * MINUTE_MS;
}

/** A closing time (any Date.parse-able text) after `now` and no later than `latestEnd` (epoch ms). */
export function closingTimeRule(now: number, latestEnd: number, message = "market.sell.endsInvalid") {
  return z.string().refine(
    (v) => {
      const ends = Date.parse(v);
      return !Number.isNaN(ends) && ends > now && ends <= latestEnd;
    },
    { message },
  );
}

/** An optional sales deadline (spec §5: default permanent): empty, or after `now`. */
export function salesDeadlineRule(now: number) {
  return z.string().refine((v) => !v || Date.parse(v) > now, { message: "market.sell.deadlineInvalid" });
}

/**
 * An auction's terms as typed: start price, optional buy-now price above it, closing time (after now,
 * within `latestEnd`, and at least AUCTION_MIN_DURATION_MINUTES after the launch — `startsAt` when
 * given and ahead, else now: "error.AUCTION_TOO_SHORT", whose message takes `minMinutes`).
 */
export function auctionTermsRule(now: number, latestEnd: number) {
  const closing = closingTimeRule(now, latestEnd);
  const isPrice = (v: string) => listingPriceRule.safeParse(v).success;
  return z
    .object({
      startPrice: z.string(),
      buyNowPrice: z.string(),
      endsAt: z.string(),
      startsAt: z.string().optional(),
    })
    .superRefine((terms, ctx) => {
      const fail = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [field], message });
      if (!isPrice(terms.startPrice)) fail("startPrice", "market.sell.priceInvalid");
      if (terms.buyNowPrice) {
        if (!isPrice(terms.buyNowPrice)) fail("buyNowPrice", "market.sell.priceInvalid");
        else if (Number(terms.buyNowPrice) <= Number(terms.startPrice)) {
          fail("buyNowPrice", "market.sell.buyNowInvalid");
        }
      }
      if (!closing.safeParse(terms.endsAt).success) fail("endsAt", "market.sell.endsInvalid");
      else {
        // Ending at or before a launch still ahead is another mistake (the edit form names it).
        const launch = terms.startsAt ? Date.parse(terms.startsAt) : null;
        const ends = Date.parse(terms.endsAt);
        const beforeLaunch = launch !== null && launch > now && ends <= launch;
        if (!beforeLaunch && ends < earliestAuctionEnd(now, launch))
          fail("endsAt", "error.AUCTION_TOO_SHORT");
      }
    });
}
