import type { DataSource, EntityManager } from "typeorm";
import { withTransaction } from "../../../infra/transaction.js";
import { postLedgerTransaction } from "../../ledger/index.js";
import { markBidOutbid } from "../repo/bids.repo.js";
import { findDisplacedLeaders, type DisplacedBid } from "../repo/bid-gate.repo.js";
import { isLockConflict, retryOnDeadlock } from "./place-bid-retry.js";
import { notifyOutbid } from "./market-notices.js";

/**
 * Releasing displaced leaders. A bid's own transaction only freezes the bidder's amount and passes the
 * gate; the leader it displaced stays 'leading' with its USDT frozen until a release runs. So at
 * every commit a member's frozen USDT for bids is exactly the total of their 'leading' bids, and a
 * release pending is visible as a second 'leading' bid below the listing's highest.
 *
 * Three callers run releases, each idempotent: the bid that displaced the leader, right after its
 * commit (releaseDisplacedLeaders); any later bid on the same auction (it releases every leader below
 * its own amount, so one lost after a crash is picked up); and the auction's close, which releases
 * any still pending before it decides the bids (releaseDisplacedBids inside its transaction).
 */

/** leading → outbid and the bid's freeze back to available, once: the conditional update decides who. */
export async function releaseDisplacedBid(em: EntityManager, bid: DisplacedBid): Promise<boolean> {
  if (!(await markBidOutbid(em, bid.id))) return false;
  const amount = BigInt(bid.amount);
  await postLedgerTransaction(em, {
    kind: "bid-release",
    currency: "USDT",
    legs: [
      { account: { userId: bid.bidderId }, bucket: "frozen", amount: -amount },
      { account: { userId: bid.bidderId }, bucket: "available", amount },
    ],
    idempotencyKey: `bid-release:${bid.id}`,
    reference: { type: "market_bid", id: bid.id },
  });
  await notifyOutbid(em, bid);
  return true;
}

/** Inside a transaction that holds the listing (a close): releases every leader below `below`. */
export async function releaseDisplacedBids(
  em: EntityManager,
  listingId: string,
  below: bigint,
): Promise<void> {
  for (const bid of await findDisplacedLeaders(em, listingId, below.toString())) {
    await releaseDisplacedBid(em, bid);
  }
}

/**
 * After a bid committed: releases the leaders below it, each in a short transaction of its own that
 * takes no listing lock. A lock conflict (the auction closing at that moment and releasing the same
 * bid) is retried once and then left to the close or the next bid, which release whatever is pending.
 * `known` is the list the bid's gate already read after its commit; else it is read here.
 */
export async function releaseDisplacedLeaders(
  dataSource: DataSource,
  listingId: string,
  below: bigint,
  known?: DisplacedBid[],
) {
  for (const bid of known ?? (await findDisplacedLeaders(dataSource.manager, listingId, below.toString()))) {
    try {
      await retryOnDeadlock(() => withTransaction(dataSource, (em) => releaseDisplacedBid(em, bid)), 2);
    } catch (error) {
      if (!isLockConflict(error)) throw error;
    }
  }
}
