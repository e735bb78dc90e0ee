import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Likes of cards (issue 14): one row per member and card, so liking twice keeps one like. The count a
 * page shows stays in card.likes (the column every card list already reads), moved by exactly one in
 * the same transaction as the row insert or delete that changed something — never recounted — so it
 * is exact under concurrent likes and unlikes.
 *
 * Also an index on card.token_id: the spec's cardDetail/…/{token_id} route finds a card by its token
 * id (the unique key starts with the chain, which that route does not carry).
 */
export class CardLikes1795572000000 implements MigrationInterface {
  name = "CardLikes1795572000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE card_like (
      card_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (card_id, user_id),
      KEY ix_card_like_user (user_id, created_at),
      CONSTRAINT fk_card_like_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT fk_card_like_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`ALTER TABLE card ADD KEY ix_card_token_id (token_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE card DROP KEY ix_card_token_id`);
    await q.query(`DROP TABLE card_like`);
  }
}
