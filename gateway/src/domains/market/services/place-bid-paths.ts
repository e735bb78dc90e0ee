import type { EntityManager } from "typeorm";
import { recordMissionEvent } from "../../missions/index.js";
import { DomainError } from "../../../shared/domain-error.js";
import { postLedgerTransaction } from "../../ledger/index.js";
import { findPreviousLeader, insertLeadingBid, raiseHighestBid } from "../repo/bids.repo.js";
import { passBidGateAndCommit, type DisplacedBid } from "../repo/bid-gate.repo.js";
import { closeOnBuyNow } from "../repo/listings.repo.js";
import { releaseDisplacedBids } from "./place-bid-release.js";
import { bidRefusal } from "./place-bid-rules.js";
import { completeClosedAuction } from "./settle-auction-moves.js";

/** One bid as both paths take it (amount in micro-USDT; ledgerKey from bidLedgerKey). */
export interface BidRequest {
  bidderId: string;
  listingId: string;
  amount: bigint;
  ledgerKey: string;
  feeBps: number;
}

/** Thrown inside the transaction when the freeze turns out to be a replay: roll back, answer as before. */
export class BidReplayed extends Error {}

/** Thrown by the fast path when the bid is not an everyday one: roll back and take the locked path. */
export class TakeLockedPath extends Error {}

/**
 * The fast path, for a bid that is covered by the bidder's available USDT and below any buy-now
 * price: the freeze, then the gate, the bid row and the commit in one server-side call, so the
 * listing's row lock is held for those statements' own time. Returns the leaders the bid displaced,
 * which stay 'leading' and frozen until the caller releases them.
 */
export async function fastBid(em: EntityManager, bid: BidRequest): Promise<DisplacedBid[]> {
  try {
    await freeze(em, bid);
  } catch (error) {
    if (error instanceof DomainError && error.errorName === "INSUFFICIENT_USDT") throw new TakeLockedPath();
    throw error;
  }
  const passed = await passBidGateAndCommit(em, bid.listingId, bid.bidderId, bid.amount.toString());
  if (!passed) throw new TakeLockedPath();
  return passed.displaced;
}

/**
 * The locked path: the gate first (a refusal answers 404, 1019, 1021, 2006 or 1031 before any
 * balance is looked at), then under the listing's lock the bid row, every displaced leader released —
 * the bidder's own earlier lead too, so a raise needs only the difference —, the freeze (1023 if
 * short: all rolls back) and, at the buy-now price, the auction's close and settlement.
 * Locks are taken listing first, then ledger accounts, as settlement does.
 */
export async function lockedBid(em: EntityManager, bid: BidRequest): Promise<void> {
  const amount = bid.amount.toString();
  if (!(await raiseHighestBid(em, bid.listingId, bid.bidderId, amount))) {
    throw await bidRefusal(em, bid.listingId, bid.bidderId);
  }
  const listing = await findPreviousLeader(em, bid.listingId);
  await insertLeadingBid(em, bid.listingId, bid.bidderId, amount);
  await releaseDisplacedBids(em, bid.listingId, bid.amount);
  await freeze(em, bid);
  if (listing!.buyNowPrice !== null && bid.amount >= BigInt(listing!.buyNowPrice)) {
    if (await closeOnBuyNow(em, bid.listingId)) await completeClosedAuction(em, bid.listingId, bid.feeBps);
  }
}

/** The bid's amount frozen under the request's idempotency key (a replay rolls the bid back). */
async function freeze(em: EntityManager, bid: BidRequest): Promise<void> {
  const posted = await postLedgerTransaction(em, {
    kind: "bid-freeze",
    currency: "USDT",
    legs: [
      { account: { userId: bid.bidderId }, bucket: "available", amount: -bid.amount },
      { account: { userId: bid.bidderId }, bucket: "frozen", amount: bid.amount },
    ],
    idempotencyKey: bid.ledgerKey,
    reference: { type: "market_listing", id: bid.listingId },
  });
  if (posted.replayed) throw new BidReplayed();
  const key = `bid.${bid.listingId}.${bid.amount}`;
  await recordMissionEvent(em, { userId: bid.bidderId, event: "first-bid", key });
}
