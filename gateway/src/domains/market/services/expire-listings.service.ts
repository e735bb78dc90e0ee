import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { releaseListedUnits } from "../../holdings/services/holdings.service.js";

/**
 * Sweep task: closes direct listings whose sales deadline has passed and gives their unsold units
 * back to the seller. Purchases already refuse them (the buy update checks ends_at), so this only
 * makes the stored state and the holdings catch up. Each listing is its own transaction, closed by a
 * conditional update, so a purchase or cancellation that commits first simply wins. Returns how many
 * listings it closed.
 */
export async function expireOverdueListings(deps: AppDeps, batch = 500): Promise<number> {
  const due = (await deps.dataSource.query(
    `SELECT id FROM market_listing
      WHERE status = 'open' AND type = 'direct' AND ends_at <= UTC_TIMESTAMP(3)
      ORDER BY ends_at LIMIT ?`,
    [batch],
  )) as { id: string }[];
  let closed = 0;
  for (const { id } of due) {
    if (await expireListing(deps, String(id))) closed++;
  }
  return closed;
}

async function expireListing(deps: AppDeps, listingId: string): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const [listing] = (await em.query(
      `SELECT seller_id, card_id, remaining FROM market_listing WHERE id = ? FOR UPDATE`,
      [listingId],
    )) as { seller_id: string; card_id: string; remaining: number }[];
    const result = (await em.query(
      `UPDATE market_listing SET status = 'closed', closed_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND type = 'direct' AND status = 'open' AND ends_at <= UTC_TIMESTAMP(3)`,
      [listingId],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1 || !listing) return false;
    await releaseListedUnits(em, listing.card_id, String(listing.seller_id), Number(listing.remaining));
    return true;
  });
}
