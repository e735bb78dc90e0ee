import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { inject } from "vitest";

/**
 * Brings an open auction's closing time forward to `seconds` from now, as if the seller had chosen it,
 * and schedules its settlement job for then. Auctions must run at least AUCTION_MIN_DURATION_MINUTES,
 * so a browser test lists one legally and then moves its end here instead of waiting ten minutes.
 * The job it was created with stays delayed until the old time; settlement re-checks ends_at and the
 * auction's state, so that one finds it settled and does nothing. Returns the new closing time (ms).
 */
export async function closeAuctionIn(listingId: string, seconds: number): Promise<number> {
  const { databaseUrl, redisUrl, queuePrefix } = inject("backstage");
  const endsAt = new Date(Date.now() + seconds * 1000);
  endsAt.setMilliseconds(0);
  const mysql = await import("mysql2/promise");
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: "Z" });
  try {
    const [result] = await connection.query(
      `UPDATE market_listing SET ends_at = ? WHERE id = ? AND type = 'auction' AND status = 'open'`,
      [endsAt, listingId],
    );
    if ((result as { affectedRows: number }).affectedRows !== 1) {
      throw new Error(`listing ${listingId} is not an open auction`);
    }
  } finally {
    await connection.end();
  }
  // The gateway's own settlement job (market/settleAuction), due a moment after the new end.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queue = new Queue("market", { connection: redis, prefix: queuePrefix });
  try {
    await queue.add(
      "settleAuction",
      { listingId },
      {
        jobId: `e2e-settle-auction-${listingId}-${endsAt.getTime()}`,
        delay: endsAt.getTime() - Date.now() + 500,
      },
    );
  } finally {
    await queue.close();
    redis.disconnect();
  }
  return endsAt.getTime();
}
