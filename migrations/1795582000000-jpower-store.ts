import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The Jpower store (issue 16 item 2).
 * - jpower_store_item (+ jpower_store_item_text per language): physical goods or a digital card, a price
 *   in Jpower, `stock` left (taken by a conditional update, `stock >= ?`), a per-member limit and a sale
 *   window. `version` makes staff edits conditional on what the editor read.
 * - jpower_store_order: one purchase. UNIQUE (user_id, request_id) makes the client's request id
 *   idempotent as a database fact; the receiver is copied onto the order (the address book may change).
 * - jpower_store_address: the member's saved receivers (at most STORE_LIMITS.savedAddresses).
 */
export class JpowerStore1795582000000 implements MigrationInterface {
  name = "JpowerStore1795582000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE jpower_store_item (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      kind ENUM('PHYSICAL','DIGITAL') NOT NULL,
      card_id INT UNSIGNED NULL,
      price BIGINT UNSIGNED NOT NULL,
      stock INT UNSIGNED NOT NULL,
      sold INT UNSIGNED NOT NULL DEFAULT 0,
      per_member_limit INT UNSIGNED NOT NULL DEFAULT 1,
      image_url VARCHAR(500) NOT NULL DEFAULT '',
      starts_at DATETIME(3) NULL,
      ends_at DATETIME(3) NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      version INT UNSIGNED NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_jpower_store_item_active (active, id),
      CONSTRAINT fk_jpower_store_item_card FOREIGN KEY (card_id) REFERENCES card (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE jpower_store_item_text (
      item_id INT UNSIGNED NOT NULL,
      language CHAR(2) NOT NULL,
      name VARCHAR(80) NOT NULL,
      description VARCHAR(1000) NOT NULL DEFAULT '',
      PRIMARY KEY (item_id, language),
      CONSTRAINT fk_jpower_store_item_text_item FOREIGN KEY (item_id) REFERENCES jpower_store_item (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE jpower_store_order (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      item_id INT UNSIGNED NOT NULL,
      quantity INT UNSIGNED NOT NULL,
      total BIGINT UNSIGNED NOT NULL,
      status ENUM('PAID','SHIPPED','DELIVERED','CANCELLED') NOT NULL,
      request_id VARCHAR(64) NOT NULL,
      receiver_name VARCHAR(100) NULL,
      receiver_phone VARCHAR(20) NULL,
      receiver_address VARCHAR(255) NULL,
      carrier VARCHAR(60) NULL,
      tracking_number VARCHAR(60) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      shipped_at DATETIME(3) NULL,
      delivered_at DATETIME(3) NULL,
      cancelled_at DATETIME(3) NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_jpower_store_order_request (user_id, request_id),
      KEY ix_jpower_store_order_item_user (item_id, user_id, status),
      KEY ix_jpower_store_order_status (status, id),
      CONSTRAINT fk_jpower_store_order_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_jpower_store_order_item FOREIGN KEY (item_id) REFERENCES jpower_store_item (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE jpower_store_address (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      name VARCHAR(100) NOT NULL,
      phone VARCHAR(20) NOT NULL,
      address VARCHAR(255) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_jpower_store_address (user_id, name, phone, address),
      CONSTRAINT fk_jpower_store_address_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jpower_store_address`);
    await q.query(`DROP TABLE jpower_store_order`);
    await q.query(`DROP TABLE jpower_store_item_text`);
    await q.query(`DROP TABLE jpower_store_item`);
  }
}
