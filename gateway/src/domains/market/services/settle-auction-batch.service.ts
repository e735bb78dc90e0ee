import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { addHoldingUnitsMany, releaseListedUnits, takeListedUnitsMany } from "../../holdings/index.js";
import { postLedgerTransactions, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import {
  closeOverdueAuctions,
  insertTrades,
  lockOverdueAuctions,
  markAuctionsBidsDecided,
} from "../repo/auction-settle-batch.repo.js";
import { closeOverdueAuction } from "../repo/listings.repo.js";
import { marketFee } from "./market-fee.js";
import { completeClosedAuction, type AuctionOutcome } from "./settle-auction-moves.js";
import { notifyAuctionSettled } from "./market-notices.js";
import { recordPartnerTrade } from "../../partners/index.js";

/** What settling one auction of a batch came to: its outcome (null: nothing to do) or its error. */
export type BatchSettlement =
  | { listingId: string; ok: true; outcome: AuctionOutcome | null }
  | { listingId: string; ok: false; error: unknown };

/**
 * Settles several overdue auctions in one database transaction with a dozen statements for the whole
 * batch (a closing wave is thousands of auctions due in one second; one by one, each is a dozen
 * statements and a commit of its own). The moves are those of `completeClosedAuction`, by the same
 * conditional statements run once for the batch: the open, overdue listings locked and closed; the
 * sellers' listed units to the winners; the bids decided; one ledger transaction per auction under its
 * `auction-settle:<id>` key (the winner's frozen USDT to the seller minus the fee); one trade each.
 * A listing named twice, settled already or rescheduled is simply not among the locked ones (null).
 *
 * Failures stay with their auction: if anything in the batch is refused or fails (a holding short of
 * listed units, a deadlock with another batch, a lost connection), the whole transaction rolls back
 * and each auction is settled again on its own, in its own transaction, as `settleAuction` does; only
 * the failing ones report their error (their job retries), the others settle.
 */
export async function settleAuctionBatch(
  deps: AppDeps,
  listingIds: readonly string[],
): Promise<BatchSettlement[]> {
  const ids = [...new Set(listingIds.map(String))];
  if (ids.length === 0) return [];
  let outcomes: Map<string, AuctionOutcome>;
  try {
    outcomes = await withTransaction(deps.dataSource, (em) =>
      settleTogether(em, ids, deps.config.MARKET_FEE_BPS),
    );
  } catch (batchError) {
    if (ids.length === 1) return listingIds.map((listingId) => ({ listingId, ok: false, error: batchError }));
    return settleOneByOne(deps, listingIds);
  }
  // A listing named twice (its job delivered twice) is settled once: the first reports it, the other null.
  return listingIds.map((listingId) => {
    const outcome = outcomes.get(String(listingId)) ?? null;
    outcomes.delete(String(listingId));
    return { listingId, ok: true, outcome };
  });
}

/** Each auction in a transaction of its own (settleAuction's path), every error kept with its auction. */
async function settleOneByOne(deps: AppDeps, listingIds: readonly string[]): Promise<BatchSettlement[]> {
  const settled = new Set<string>();
  const results: BatchSettlement[] = [];
  for (const listingId of listingIds) {
    if (settled.has(listingId)) {
      results.push({ listingId, ok: true, outcome: null });
      continue;
    }
    settled.add(listingId);
    try {
      const outcome = await withTransaction(deps.dataSource, async (em) =>
        (await closeOverdueAuction(em, listingId))
          ? completeClosedAuction(em, listingId, deps.config.MARKET_FEE_BPS)
          : null,
      );
      results.push({ listingId, ok: true, outcome });
    } catch (error) {
      results.push({ listingId, ok: false, error });
    }
  }
  return results;
}

async function settleTogether(
  em: EntityManager,
  ids: readonly string[],
  feeBps: number,
): Promise<Map<string, AuctionOutcome>> {
  const outcomes = new Map<string, AuctionOutcome>();
  const auctions = await lockOverdueAuctions(em, ids);
  if (auctions.length === 0) return outcomes;
  const closed = await closeOverdueAuctions(
    em,
    auctions.map((a) => a.id),
  );
  if (closed !== auctions.length) throw new Error(`closed ${closed} of ${auctions.length} locked auctions`);

  const sold = auctions.filter((a) => a.highestBidId !== null && a.highestBid !== null);
  for (const a of auctions.filter((a) => !sold.includes(a))) {
    await releaseListedUnits(em, a.cardId, a.sellerId, Number(a.units));
    outcomes.set(a.id, "closed");
  }
  if (sold.length === 0) return outcomes;
  for (const a of sold) {
    if (!a.bidderId) throw new Error(`leading bid ${a.highestBidId} of auction ${a.id} missing`);
  }
  const units = (a: (typeof sold)[number]) => Number(a.units);

  // Units and bids first, money last, as for one auction.
  const taken = await takeListedUnitsMany(
    em,
    sold.map((a) => ({ cardId: String(a.cardId), userId: String(a.sellerId), units: units(a) })),
  );
  if (!taken) throw new Error("a seller's listed units fell short while settling a batch");
  await addHoldingUnitsMany(
    em,
    sold.map((a) => ({ cardId: String(a.cardId), userId: String(a.bidderId), units: units(a) })),
  );
  await markAuctionsBidsDecided(
    em,
    sold.map((a) => a.id),
    sold.map((a) => String(a.highestBidId)),
  );
  const money = sold.map((a) => {
    const total = BigInt(a.highestBid!);
    return { total, fee: marketFee(total, feeBps) };
  });
  const transactionIds = await postLedgerTransactions(
    em,
    "USDT",
    sold.map((a, i) => ({
      kind: "auction-settle",
      currency: "USDT" as const,
      legs: [
        { account: { userId: String(a.bidderId) }, bucket: "frozen" as const, amount: -money[i]!.total },
        {
          account: { userId: String(a.sellerId) },
          bucket: "available" as const,
          amount: money[i]!.total - money[i]!.fee,
        },
        { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available" as const, amount: money[i]!.fee },
      ],
      idempotencyKey: `auction-settle:${a.id}`,
      reference: { type: "market_listing", id: a.id },
    })),
  );
  await insertTrades(
    em,
    sold.map((a, i) => ({
      orderId: `auction-${a.id}`,
      listingId: a.id,
      cardId: String(a.cardId),
      sellerId: String(a.sellerId),
      buyerId: String(a.bidderId),
      units: units(a),
      // The bid is for the whole lot; per unit it is rounded down to a micro-unit (display only).
      unitPrice: (money[i]!.total / BigInt(units(a))).toString(),
      total: money[i]!.total.toString(),
      fee: money[i]!.fee.toString(),
      kind: "auction",
      ledgerTransactionId: transactionIds[i]!,
    })),
  );
  for (const [i, a] of sold.entries())
    await notifyAuctionSettled(em, {
      listingId: a.id,
      winnerId: String(a.bidderId),
      sellerId: String(a.sellerId),
      total: money[i]!.total,
    });
  for (const [i, a] of sold.entries())
    await recordPartnerTrade(em, {
      orderId: `auction-${a.id}`,
      cardId: String(a.cardId),
      units: units(a),
      total: money[i]!.total.toString(),
      buyerId: String(a.bidderId),
      sellerId: String(a.sellerId),
    });
  for (const a of sold) outcomes.set(a.id, "sold");
  return outcomes;
}
