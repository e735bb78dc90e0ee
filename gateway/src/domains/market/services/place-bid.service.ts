import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { postLedgerTransaction } from "../../ledger/index.js";
import {
  findPreviousLeader,
  insertLeadingBid,
  markBidOutbid,
  raiseHighestBid,
  type PreviousLeader,
} from "../repo/bids.repo.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { closeOnBuyNow } from "../repo/listings.repo.js";
import { assertListingId } from "./listing-rules.js";
import { toListing } from "./listing-view.js";
import { bidAlreadyPlaced, bidLedgerKey, bidRefusal, parseBidAmount } from "./place-bid-rules.js";
import { completeClosedAuction } from "./settle-auction-moves.js";
import type { ListingView, PlaceBidInput } from "./views.js";

/** Thrown inside the transaction when the freeze turns out to be a replay: roll back, answer as before. */
class BidReplayed extends Error {}

/**
 * Places a bid in one transaction. The conditional update of the listing is the gate: it succeeds
 * only on an open, started, unexpired auction of someone else whose highest bid (or reserve) is below
 * the amount, and it holds the listing's row lock until commit — so racing bidders are serialised on
 * the row and exactly one leader remains. Then the bid row, the previous leader's freeze released
 * (also when the leader raises their own bid), the new amount frozen (1023 if short: all rolls back).
 * A bid at or above the buy-now price closes and settles the auction in the same transaction.
 * Locks are always taken listing first, then ledger accounts, as settlement does: no lock cycles.
 */
export async function placeBid(deps: AppDeps, bidderId: string, input: PlaceBidInput): Promise<ListingView> {
  assertListingId(input.listingId);
  const listingId = input.listingId;
  const amount = parseBidAmount(input.amount);
  const ledgerKey = bidLedgerKey(bidderId, input.idempotencyKey);
  const answer = async () => toListing((await loadListingRow(deps.dataSource, listingId))!, bidderId);

  if (await bidAlreadyPlaced(deps.dataSource.manager, ledgerKey, listingId, amount)) return answer();
  try {
    await withTransaction(deps.dataSource, async (em) => {
      if (!(await raiseHighestBid(em, listingId, bidderId, amount.toString()))) {
        throw await bidRefusal(em, listingId, bidderId);
      }

      // The row is ours until commit, so the previous leader read now is the one this bid displaces.
      const listing = await findPreviousLeader(em, listingId);
      await insertLeadingBid(em, listingId, bidderId, amount.toString());

      if (listing!.previousBidId) await releaseOutbidFreeze(em, listing!);
      const freeze = await postLedgerTransaction(em, {
        kind: "bid-freeze",
        currency: "USDT",
        legs: [
          { account: { userId: bidderId }, bucket: "available", amount: -amount },
          { account: { userId: bidderId }, bucket: "frozen", amount },
        ],
        idempotencyKey: ledgerKey,
        reference: { type: "market_listing", id: listingId },
      });
      if (freeze.replayed) throw new BidReplayed();

      if (listing!.buyNowPrice !== null && amount >= BigInt(listing!.buyNowPrice)) {
        if (await closeOnBuyNow(em, listingId))
          await completeClosedAuction(em, listingId, deps.config.MARKET_FEE_BPS);
      }
    });
  } catch (error) {
    if (error instanceof BidReplayed) return answer();
    // The same request sent twice at once: the copy that lost the row lock sees its twin's bid as
    // the highest; if the key is now recorded with these parameters, answer as the first did.
    if (
      error instanceof DomainError &&
      error.errorName === "BID_TOO_LOW" &&
      (await bidAlreadyPlaced(deps.dataSource.manager, ledgerKey, listingId, amount))
    ) {
      return answer();
    }
    throw error;
  }
  return answer();
}

/** The displaced leader's bid becomes 'outbid' and its freeze goes back to their available USDT. */
async function releaseOutbidFreeze(em: EntityManager, previous: PreviousLeader) {
  const bidId = String(previous.previousBidId);
  const marked = await markBidOutbid(em, bidId);
  if (!previous.previousBidderId || !marked) throw new Error(`leading bid ${bidId} out of step`);
  const bidderId = String(previous.previousBidderId);
  const amount = BigInt(previous.previousAmount!);
  await postLedgerTransaction(em, {
    kind: "bid-release",
    currency: "USDT",
    legs: [
      { account: { userId: bidderId }, bucket: "frozen", amount: -amount },
      { account: { userId: bidderId }, bucket: "available", amount },
    ],
    idempotencyKey: `bid-release:${bidId}`,
    reference: { type: "market_bid", id: bidId },
  });
}
