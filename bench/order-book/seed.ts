import type { DataSource } from "typeorm";

/**
 * The order book at scale, written straight into the bench's own database with a few set-based
 * statements (INSERT … SELECT over MariaDB's SEQUENCE engine tables `seq_1_to_N`), not through the
 * services one listing at a time: 3 chains, 40 publishers, 500 artists, 200 series, 50,000 cards,
 * 5,000 sellers, 100,000 open listings and 20,000 finished ones (sold, cancelled, closed). Values are
 * spread with CRC32 of the sequence number, so every run builds the same book relative to now.
 */

export const BOOK = {
  publishers: 40,
  artists: 500,
  series: 200,
  cards: 50_000,
  sellers: 5_000,
  open: 100_000,
  finished: 20_000,
} as const;

export interface SeededBook {
  chainIds: number[];
  publisherIds: number[];
  seconds: number;
}

/** The smallest id of the rows a statement selects. */
async function firstId(db: DataSource, sql: string): Promise<number> {
  const rows = (await db.query(sql)) as { first: number | string }[];
  return Number(rows[0]!.first);
}

/** `h(seq, salt)`: a well-spread unsigned integer per row (deterministic). */
const h = (salt: number, column = "seq") => `CRC32(CONCAT(${column}, '-${salt}'))`;

export async function seedBook(db: DataSource): Promise<SeededBook> {
  const started = Date.now();
  await db.query(`INSERT INTO chain (code, name, sort_order) VALUES ('ETH', 'Ethereum', 1), ('BSC', 'BNB Smart Chain', 2),
                  ('POLYGON', 'Polygon', 3) ON DUPLICATE KEY UPDATE name = VALUES(name)`);
  await db.query(`INSERT INTO publisher (slug, name, description)
                  SELECT CONCAT('bench-pub-', seq), CONCAT('Publisher ', seq, ' Editions'), NULL FROM seq_1_to_${BOOK.publishers}`);
  await db.query(`INSERT INTO artist (slug, name)
                  SELECT CONCAT('bench-artist-', seq), CONCAT(ELT(1 + seq % 6, 'Mina', 'Kenji', 'Aiko', 'Lars', 'Noor', 'Tomás'),
                         ' Studio ', seq) FROM seq_1_to_${BOOK.artists}`);
  const publisherIds = (
    (await db.query(`SELECT id FROM publisher WHERE slug LIKE 'bench-pub-%' ORDER BY id`)) as { id: number }[]
  ).map((r) => Number(r.id));
  const chainIds = ((await db.query(`SELECT id FROM chain ORDER BY id`)) as { id: number }[]).map((r) =>
    Number(r.id),
  );
  const artist0 = await firstId(db, `SELECT MIN(id) AS first FROM artist WHERE slug LIKE 'bench-artist-%'`);
  const pub0 = publisherIds[0]!;
  await db.query(`INSERT INTO series (slug, name, publisher_id)
                  SELECT CONCAT('bench-series-', seq), CONCAT('Series ', seq), ${pub0} + seq % ${BOOK.publishers}
                    FROM seq_1_to_${BOOK.series}`);
  const series0 = await firstId(db, `SELECT MIN(id) AS first FROM series WHERE slug LIKE 'bench-series-%'`);

  // Cards: a series on three in four, released over the last year, on one of the three chains.
  await db.query(`INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, work_number, edition,
                                    total_issued, release_at, contract_id, contract_address, token_address,
                                    token_id, likes)
    SELECT CONCAT(ELT(1 + ${h(1)} % 8, 'Aurora', 'Harbour', 'Lantern', 'Orchard', 'Comet', 'Tide', 'Ember', 'Zephyr'),
                  ' ', ELT(1 + ${h(2)} % 5, 'Study', 'Nocturne', 'No.', 'Fragment', 'Garden'), ' ', seq),
           ${artist0} + ${h(3)} % ${BOOK.artists},
           ${pub0} + ${h(4)} % ${BOOK.publishers},
           IF(seq % 4 = 0, NULL, ${series0} + ${h(5)} % ${BOOK.series}),
           ELT(1 + ${h(6)} % 3, ${chainIds.slice(0, 3).join(", ")}),
           CONCAT('W-', seq), '1/1', 100 + ${h(7)} % 900,
           NOW(3) - INTERVAL (${h(8)} % 31536000) SECOND,
           CONCAT('bench-', seq % 50), CONCAT('0x', LPAD(HEX(seq % 50), 40, '0')), CONCAT('0x', LPAD(HEX(seq % 50), 40, '0')),
           CONCAT('9', seq), ${h(9)} % 5000
      FROM seq_1_to_${BOOK.cards}`);
  const card0 = await firstId(db, `SELECT MIN(id) AS first FROM card WHERE contract_id LIKE 'bench-%'`);

  // Sellers: one in ten hides the nickname (the page masks it).
  await db.query(`INSERT INTO user_account (public_id, email, nickname, referral_code, show_nickname, created_at)
    SELECT CONCAT('bs', LPAD(seq, 8, '0')), CONCAT('bench-seller-', seq, '@example.com'), CONCAT('seller', seq),
           CONCAT('BR', LPAD(seq, 8, '0')), seq % 10 <> 0, NOW(3) - INTERVAL seq HOUR
      FROM seq_1_to_${BOOK.sellers}`);
  const user0 = await firstId(
    db,
    `SELECT MIN(id) AS first FROM user_account WHERE email LIKE 'bench-seller-%'`,
  );

  // Listings: one in three an auction (half of those with bids); half the direct sales without an end;
  // one in fifty not on the shelf yet; listed over the last 60 days. The last BOOK.finished rows are
  // finished: sold, cancelled or closed.
  const total = BOOK.open + BOOK.finished;
  await db.query(`INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, unit_price, start_price,
                                              buy_now_price, highest_bid, bid_count, starts_at, ends_at, created_at)
    SELECT ${user0} + ${h(11)} % ${BOOK.sellers}, ${card0} + ${h(12)} % ${BOOK.cards},
           IF(seq % 3 = 0, 'auction', 'direct'),
           IF(seq <= ${BOOK.open}, 'open', ELT(1 + seq % 3, 'sold', 'cancelled', 'closed')),
           1 + ${h(13)} % 5, IF(seq <= ${BOOK.open}, 1 + ${h(13)} % 5, 0),
           IF(seq % 3 = 0, NULL, (11 + ${h(14)} % 4990) * 1000000),
           IF(seq % 3 = 0, (11 + ${h(14)} % 4990) * 1000000, NULL),
           IF(seq % 3 = 0 AND seq % 2 = 0, (5000 + ${h(14)} % 4990) * 1000000, NULL),
           IF(seq % 3 = 0 AND seq % 4 = 0, (11 + ${h(14)} % 4990 + 1 + ${h(15)} % 50) * 1000000, NULL),
           IF(seq % 3 = 0 AND seq % 4 = 0, 1 + ${h(15)} % 9, 0),
           IF(seq % 50 = 7, NOW(3) + INTERVAL 2 DAY, NOW(3) - INTERVAL (${h(16)} % 5184000) SECOND),
           CASE WHEN seq > ${BOOK.open} THEN NOW(3) - INTERVAL (1 + ${h(17)} % 1000) HOUR
                WHEN seq % 3 = 0 THEN NOW(3) + INTERVAL (3600 + ${h(17)} % 2592000) SECOND
                WHEN seq % 2 = 0 THEN NULL
                ELSE NOW(3) + INTERVAL (3600 + ${h(17)} % 5184000) SECOND END,
           NOW(3) - INTERVAL (${h(16)} % 5184000) SECOND - INTERVAL 1 MINUTE
      FROM seq_1_to_${total}`);
  await db.query(`ANALYZE TABLE market_listing, card, user_account`);
  return { chainIds, publisherIds, seconds: (Date.now() - started) / 1000 };
}
