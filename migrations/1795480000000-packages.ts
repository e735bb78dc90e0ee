import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Card packages (docs/PACKAGES.md): the weighted pool each PACKAGE product draws from, the packages
 * users own (one serial per package, 1..total_supply, unique per product), and the cards drawn when a
 * package is opened (one row per slot). The draw is verifiable: primary_product.seed_hash is published
 * before the sale, primary_product.seed once the sale is over or staff reveal it (seed_revealed_at).
 * Pool entries are never edited after the product is created: their id order is part of the draw.
 */
export class Packages1795480000000 implements MigrationInterface {
  name = "Packages1795480000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE primary_product ADD COLUMN seed_revealed_at DATETIME(3) NULL AFTER seed`);

    await q.query(`CREATE TABLE package_pool_entry (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      product_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      rarity VARCHAR(16) NOT NULL,
      weight INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_pool_card (product_id, card_id),
      KEY ix_pool_card (card_id),
      CONSTRAINT fk_pool_product FOREIGN KEY (product_id) REFERENCES primary_product (id),
      CONSTRAINT fk_pool_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT ck_pool_weight CHECK (weight > 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE user_package (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      product_id BIGINT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      order_id VARCHAR(20) NOT NULL,
      serial INT UNSIGNED NOT NULL,
      state VARCHAR(8) NOT NULL DEFAULT 'UNOPENED',
      opened_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_package_serial (product_id, serial),
      KEY ix_package_user (user_id, state, created_at),
      KEY ix_package_order (order_id),
      CONSTRAINT fk_package_product FOREIGN KEY (product_id) REFERENCES primary_product (id),
      CONSTRAINT fk_package_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_package_serial CHECK (serial >= 1),
      CONSTRAINT ck_package_state CHECK (state IN ('UNOPENED', 'OPENED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE package_draw (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_package_id BIGINT UNSIGNED NOT NULL,
      slot INT UNSIGNED NOT NULL,
      pool_entry_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_draw_slot (user_package_id, slot),
      KEY ix_draw_card (card_id),
      CONSTRAINT fk_draw_package FOREIGN KEY (user_package_id) REFERENCES user_package (id),
      CONSTRAINT fk_draw_entry FOREIGN KEY (pool_entry_id) REFERENCES package_pool_entry (id),
      CONSTRAINT fk_draw_card FOREIGN KEY (card_id) REFERENCES card (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE package_draw`);
    await q.query(`DROP TABLE user_package`);
    await q.query(`DROP TABLE package_pool_entry`);
    await q.query(`ALTER TABLE primary_product DROP COLUMN seed_revealed_at`);
  }
}
