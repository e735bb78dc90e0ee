import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The gate of an everyday bid as one server-side call that ends with the commit. Bids on one auction
 * queue on its listing row, and the row lock lasts from the gate's UPDATE to the commit: run from
 * the application, that is four round trips (gate, bid row, highest_bid_id, COMMIT), each a wait for
 * the network and for a busy Node process while every other bidder waits for the lock. Here it is
 * the statements' own time only.
 *
 * market_bid_gate(listing, bidder, amount): in the caller's open transaction (which has already
 * frozen the amount), raises the highest bid of an open, started, unexpired auction of someone else
 * whose highest bid (or reserve) and buy-now price allow it, records the leading bid, points the
 * listing at it and COMMITS the caller's transaction. Answers rows of bid_id — NULL when the gate
 * refused (nothing changed, nothing committed: the caller rolls back) — with, read after the commit,
 * each leader the new bid displaced that is still 'leading' (displaced_id, bidder_id, amount; NULL in
 * a single row when there is none) for the caller to release.
 */
export class BidGate1795571000000 implements MigrationInterface {
  name = "BidGate1795571000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE PROCEDURE market_bid_gate(IN p_listing BIGINT UNSIGNED, IN p_bidder BIGINT UNSIGNED,
                                                    IN p_amount BIGINT)
      MODIFIES SQL DATA
      BEGIN
        DECLARE v_bid BIGINT UNSIGNED DEFAULT NULL;
        UPDATE market_listing SET highest_bid = p_amount, bid_count = bid_count + 1
         WHERE id = p_listing AND type = 'auction' AND status = 'open' AND seller_id <> p_bidder
           AND starts_at <= UTC_TIMESTAMP(3) AND ends_at > UTC_TIMESTAMP(3)
           AND (highest_bid IS NULL OR highest_bid < p_amount) AND start_price < p_amount
           AND (buy_now_price IS NULL OR buy_now_price > p_amount);
        IF ROW_COUNT() = 1 THEN
          INSERT INTO market_bid (listing_id, bidder_id, amount, status) VALUES (p_listing, p_bidder, p_amount, 'leading');
          SET v_bid = LAST_INSERT_ID();
          UPDATE market_listing SET highest_bid_id = v_bid WHERE id = p_listing;
          COMMIT;
        END IF;
        SELECT v_bid AS bid_id, b.id AS displaced_id, b.bidder_id, b.amount
          FROM (SELECT 1) one
          LEFT JOIN market_bid b
            ON v_bid IS NOT NULL AND b.listing_id = p_listing AND b.amount < p_amount AND b.status = 'leading'
         ORDER BY b.amount;
      END`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP PROCEDURE IF EXISTS market_bid_gate");
  }
}
