import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { assertListingId } from "./listing-rules.js";
import { toListing } from "./listing-view.js";
import { BidReplayed, fastBid, lockedBid, TakeLockedPath } from "./place-bid-paths.js";
import type { DisplacedBid } from "../repo/bid-gate.repo.js";
import { releaseDisplacedLeaders } from "./place-bid-release.js";
import { retryOnDeadlock } from "./place-bid-retry.js";
import { bidAlreadyPlaced, bidLedgerKey, parseBidAmount } from "./place-bid-rules.js";
import type { ListingView, PlaceBidInput } from "./views.js";

/**
 * Places a bid. Bids on one auction queue on its listing row, whose conditional update is the gate:
 * it succeeds only on an open, started, unexpired auction of someone else whose highest bid (or
 * reserve) is below the amount, and holds the row lock until commit — so racing bidders are
 * serialised on the row, accepted amounts rise strictly in commit order and exactly one leader
 * remains. To keep that lock short, the usual bid runs the fast path (place-bid-paths.ts): the freeze
 * before the gate, only the bid row after it, and the leader it displaced released after the commit
 * (place-bid-release.ts: idempotent, also run by later bids and by the auction's close). Whatever
 * the fast path does not cover — a refusal, a raise of one's own lead that needs the old freeze back
 * first, the buy-now price — rolls back and runs the locked path, which does everything under the
 * listing's lock, in the order and with the answers bids always had.
 */
export async function placeBid(deps: AppDeps, bidderId: string, input: PlaceBidInput): Promise<ListingView> {
  assertListingId(input.listingId);
  const listingId = input.listingId;
  const amount = parseBidAmount(input.amount);
  const ledgerKey = bidLedgerKey(bidderId, input.idempotencyKey);
  const bid = { bidderId, listingId, amount, ledgerKey, feeBps: deps.config.MARKET_FEE_BPS };
  const answer = async () => toListing((await loadListingRow(deps.dataSource, listingId))!, bidderId);

  // A replay is recognised by the freeze's idempotency key, before any gate: the same request
  // answers as the first time, the key with other parameters 2016.
  let displaced: DisplacedBid[] | undefined;
  try {
    displaced = await retryOnDeadlock(async () => {
      try {
        return await withTransaction(deps.dataSource, (em) => fastBid(em, bid));
      } catch (error) {
        if (!(error instanceof TakeLockedPath)) throw error;
        await withTransaction(deps.dataSource, (em) => lockedBid(em, bid));
        return undefined;
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
  await releaseDisplacedLeaders(deps.dataSource, listingId, amount, displaced);
  return answer();
}
