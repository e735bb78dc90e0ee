import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The order book at scale (docs/PERFORMANCE.md, order book). A page of 20 reads one covering index in
 * the page's order and stops after the page, whatever the book's size:
 *
 * - `book_price`: what the listing costs as shown and sorted (a direct sale's unit price, an auction's
 *   highest bid or else its start price), kept by MariaDB itself (STORED generated column), so every
 *   write path (bids, price edits) keeps it right without knowing about it.
 * - `book_ends_at`: `ends_at`, or the far future for a listing without an end, so "open" is one range
 *   (`status = 'open' AND book_ends_at > now`) and "ending soon, no end last" is one index order.
 * - `card_chain_id`, `card_publisher_id`: the card's chain and publisher, copied when the listing is
 *   written (trigger: every insert path, the services' and plain SQL alike), so the chain and publisher
 *   filters are read from the listing's own index instead of a card looked up per scanned listing. A
 *   card's chain and publisher never change.
 *
 * One index per sort (listed time, price, closing time) carries the filter columns after the sort key
 * and the id, so the page's ids are found without reading a row; a fourth serves the publisher
 * filter (one publisher's listings are a small part of the book). ix_listing_created (status,
 * created_at) is a prefix of ix_book_created and goes.
 */
export class OrderBookKeys1795561000000 implements MigrationInterface {
  name = "OrderBookKeys1795561000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_listing
      ADD COLUMN book_price BIGINT AS
        (CASE WHEN type = 'direct' THEN unit_price ELSE COALESCE(highest_bid, start_price) END) STORED,
      ADD COLUMN book_ends_at DATETIME(3) AS (COALESCE(ends_at, TIMESTAMP'9999-12-31 23:59:59.999')) STORED,
      ADD COLUMN card_chain_id INT UNSIGNED NULL,
      ADD COLUMN card_publisher_id INT UNSIGNED NULL`);
    await q.query(`UPDATE market_listing l JOIN card c ON c.id = l.card_id
                      SET l.card_chain_id = c.chain_id, l.card_publisher_id = c.publisher_id`);
    await q.query(`CREATE TRIGGER market_listing_card_keys BEFORE INSERT ON market_listing FOR EACH ROW
      SET NEW.card_chain_id = (SELECT chain_id FROM card WHERE id = NEW.card_id),
          NEW.card_publisher_id = (SELECT publisher_id FROM card WHERE id = NEW.card_id)`);
    await q.query(`ALTER TABLE market_listing
      ADD KEY ix_book_created (status, created_at, id, book_ends_at, type, book_price, card_chain_id, card_publisher_id),
      ADD KEY ix_book_price (status, book_price, id, book_ends_at, type, card_chain_id, card_publisher_id),
      ADD KEY ix_book_ending (status, book_ends_at, id, type, book_price, card_chain_id, card_publisher_id),
      ADD KEY ix_book_publisher (card_publisher_id, status, created_at, id, book_ends_at, type, book_price),
      DROP KEY ix_listing_created`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TRIGGER IF EXISTS market_listing_card_keys");
    await q.query(`ALTER TABLE market_listing
      ADD KEY ix_listing_created (status, created_at),
      DROP KEY ix_book_publisher, DROP KEY ix_book_ending, DROP KEY ix_book_price, DROP KEY ix_book_created,
      DROP COLUMN card_publisher_id, DROP COLUMN card_chain_id, DROP COLUMN book_ends_at, DROP COLUMN book_price`);
  }
}
