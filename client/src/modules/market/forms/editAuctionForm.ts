import { z } from "zod";
import { auctionTermsRule } from "@vitrine/schema";
import type { ListingFieldsFragment, UpdateAuctionInput } from "../../../gql/graphql";
import { fieldErrors } from "../../../shared/forms/schemaAt";
import { daysAfter, MAX_AUCTION_DAYS, toLocalInput, type AuctionTerms } from "./sellForm";

/**
 * The edit-auction form (updateAuction): the seller changes an auction's start price, buy-now price or
 * closing time before anyone has bid. The rules are the sell dialog's (validateAuctionTerms) with the
 * limits the gateway applies to an existing listing (update-auction.service.ts).
 */
export type EditAuctionValues = AuctionTerms;

type Auction = Pick<
  ListingFieldsFragment,
  "id" | "startPrice" | "buyNowPrice" | "endsAt" | "startsAt" | "createdAt"
>;

/** The form starts from the listing's current terms; the closing time to the second (the input's step is 1 s). */
export function initialEditAuctionValues(auction: Auction): EditAuctionValues {
  return {
    startPrice: auction.startPrice ?? "",
    buyNowPrice: auction.buyNowPrice ?? "",
    endsAt: auction.endsAt ? toLocalInput(new Date(auction.endsAt), true) : "",
  };
}

/** The gateway counts the 60 days from the listing's creation, not from the edit. */
export function latestAuctionEnd(auction: Auction): number {
  return daysAfter(Date.parse(auction.createdAt), MAX_AUCTION_DAYS);
}

/**
 * The edit-auction form at `now`: the sell dialog's auction terms with the closing-time limit counted
 * from the listing's creation, after its launch and at least AUCTION_MIN_DURATION_MINUTES after the
 * launch (or now); an emptied buy-now price is refused since
 * updateAuction reads a missing one as "keep it".
 */
export function editAuctionSchema(auction: Auction, now: number) {
  const terms = auctionTermsRule(now, latestAuctionEnd(auction));
  return z.custom<EditAuctionValues>().superRefine((values, ctx) => {
    // The minimum duration counts from the launch when it is still ahead.
    const result = terms.safeParse({ ...values, startsAt: auction.startsAt });
    const issues = result.success ? [] : result.error.issues;
    for (const issue of issues) {
      // The sell dialog's message says "within the next 60 days"; here the limit is a fixed date.
      const message =
        issue.path[0] === "endsAt" && issue.message === "market.sell.endsInvalid"
          ? "market.editAuction.endsInvalid"
          : issue.message;
      if (issue.path[0] !== "buyNowPrice" || values.buyNowPrice) {
        ctx.addIssue({ code: "custom", path: issue.path, message });
      }
    }
    if (
      !issues.some((i) => i.path[0] === "endsAt") &&
      Date.parse(values.endsAt) <= Date.parse(auction.startsAt)
    ) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "market.editAuction.endsBeforeLaunch" });
    }
    if (!values.buyNowPrice && auction.buyNowPrice) {
      ctx.addIssue({ code: "custom", path: ["buyNowPrice"], message: "market.editAuction.buyNowKept" });
    }
  });
}

/** Message ids per invalid field (empty when valid). */
export function validateEditAuction(values: EditAuctionValues, auction: Auction, now = Date.now()) {
  return fieldErrors<keyof EditAuctionValues>(editAuctionSchema(auction, now), values);
}

/** The terms that differ from the listing's current ones (as typed). */
export function changedTerms(auction: Auction, values: EditAuctionValues): Partial<EditAuctionValues> {
  const initial = initialEditAuctionValues(auction);
  const fields = Object.keys(initial) as (keyof EditAuctionValues)[];
  return Object.fromEntries(fields.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]]));
}

/**
 * The mutation input of valid values: only the changed terms, since updateAuction leaves absent fields
 * as they are (and re-schedules the settlement only for a new closing time).
 */
export function toUpdateAuctionInput(auction: Auction, values: EditAuctionValues): UpdateAuctionInput {
  const changed = changedTerms(auction, values);
  return {
    listingId: auction.id,
    ...(changed.startPrice !== undefined && { startPrice: changed.startPrice }),
    ...(changed.buyNowPrice !== undefined && { buyNowPrice: changed.buyNowPrice }),
    ...(changed.endsAt !== undefined && { endsAt: new Date(changed.endsAt).toISOString() }),
  };
}
