import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The secondary marketplace: listings (direct price or auction), bids, trades.
 * status is the stored state; "not on shelf" (before starts_at) is derived when read.
 */
export class Market1795440000000 implements MigrationInterface {
  name = "Market1795440000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE market_listing (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      seller_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      type VARCHAR(8) NOT NULL,
      status VARCHAR(12) NOT NULL DEFAULT 'open',
      units INT UNSIGNED NOT NULL,
      remaining INT UNSIGNED NOT NULL,
      unit_price BIGINT NULL,
      start_price BIGINT NULL,
      buy_now_price BIGINT NULL,
      highest_bid_id BIGINT UNSIGNED NULL,
      highest_bid BIGINT NULL,
      bid_count INT UNSIGNED NOT NULL DEFAULT 0,
      starts_at DATETIME(3) NOT NULL,
      ends_at DATETIME(3) NULL,
      closed_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_listing_open (status, starts_at),
      KEY ix_listing_price (status, unit_price),
      KEY ix_listing_end (status, ends_at),
      KEY ix_listing_card (card_id, status),
      KEY ix_listing_seller (seller_id, status),
      CONSTRAINT fk_listing_seller FOREIGN KEY (seller_id) REFERENCES user_account (id),
      CONSTRAINT fk_listing_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT ck_listing_remaining CHECK (remaining <= units)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE market_bid (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      listing_id BIGINT UNSIGNED NOT NULL,
      bidder_id BIGINT UNSIGNED NOT NULL,
      amount BIGINT NOT NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'leading',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_bid_listing (listing_id, amount),
      KEY ix_bid_bidder (bidder_id, status),
      CONSTRAINT fk_bid_listing FOREIGN KEY (listing_id) REFERENCES market_listing (id),
      CONSTRAINT fk_bid_bidder FOREIGN KEY (bidder_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE market_trade (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      order_id VARCHAR(64) NOT NULL,
      listing_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      seller_id BIGINT UNSIGNED NOT NULL,
      buyer_id BIGINT UNSIGNED NOT NULL,
      units INT UNSIGNED NOT NULL,
      unit_price BIGINT NOT NULL,
      total BIGINT NOT NULL,
      fee BIGINT NOT NULL,
      kind VARCHAR(8) NOT NULL,
      ledger_transaction_id BIGINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_trade_order (order_id),
      KEY ix_trade_card (card_id, created_at),
      KEY ix_trade_listing (listing_id),
      KEY ix_trade_buyer (buyer_id, created_at),
      KEY ix_trade_seller (seller_id, created_at),
      CONSTRAINT fk_trade_listing FOREIGN KEY (listing_id) REFERENCES market_listing (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE market_trade");
    await q.query("DROP TABLE market_bid");
    await q.query("DROP TABLE market_listing");
  }
}
