import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The primary platform: products sold by Vitrine itself (single releases and card packages), the
 * orders that pay for them or for Jpoint (held 1 hour while a payment provider is used), and every
 * provider callback received (recorded once per provider trade number and outcome: ECPay reports an
 * ATM order twice under one trade number, once when the account is issued and once when paid).
 *
 * Stock: `remaining` is what can still be ordered. An order by card/transfer takes its units at
 * creation and gives them back if it times out or fails; a Jpoint purchase takes them at once.
 */
export class Primary1795460000000 implements MigrationInterface {
  name = "Primary1795460000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE primary_product (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      kind VARCHAR(8) NOT NULL,
      name VARCHAR(120) NOT NULL,
      description VARCHAR(1000) NOT NULL DEFAULT '',
      card_id INT UNSIGNED NULL,
      series_id INT UNSIGNED NULL,
      price_twd BIGINT NOT NULL,
      discount_price_twd BIGINT NULL,
      price_jpoint BIGINT NULL,
      total_supply INT UNSIGNED NOT NULL,
      remaining INT UNSIGNED NOT NULL,
      max_per_order INT UNSIGNED NOT NULL DEFAULT 10,
      purchasable TINYINT(1) NOT NULL DEFAULT 1,
      release_at DATETIME(3) NOT NULL,
      sale_ends_at DATETIME(3) NULL,
      open_at DATETIME(3) NULL,
      cards_per_package INT UNSIGNED NULL,
      seed_hash CHAR(64) NULL,
      seed CHAR(64) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_product_release (kind, release_at),
      CONSTRAINT fk_product_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT fk_product_series FOREIGN KEY (series_id) REFERENCES series (id),
      CONSTRAINT ck_product_remaining CHECK (remaining <= total_supply)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE primary_order (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      order_no VARCHAR(20) NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      kind VARCHAR(8) NOT NULL,
      product_id BIGINT UNSIGNED NULL,
      quantity INT UNSIGNED NOT NULL DEFAULT 1,
      pay_with VARCHAR(8) NOT NULL,
      payment_way VARCHAR(32) NULL,
      provider VARCHAR(16) NULL,
      amount_twd BIGINT NULL,
      amount_jpoint BIGINT NULL,
      jpoint_credit BIGINT NULL,
      state VARCHAR(12) NOT NULL DEFAULT 'PROCESSING',
      paid_late TINYINT(1) NOT NULL DEFAULT 0,
      late_outcome VARCHAR(8) NULL,
      expires_at DATETIME(3) NULL,
      paid_at DATETIME(3) NULL,
      closed_at DATETIME(3) NULL,
      provider_trade_no VARCHAR(64) NULL,
      redirect_url VARCHAR(512) NULL,
      atm_bank_code VARCHAR(8) NULL,
      atm_account VARCHAR(32) NULL,
      atm_deadline DATETIME(3) NULL,
      invoice_type VARCHAR(10) NULL,
      carrier_code VARCHAR(8) NULL,
      purchaser_name VARCHAR(60) NULL,
      purchaser_email VARCHAR(254) NULL,
      purchaser_phone VARCHAR(20) NULL,
      idempotency_key VARCHAR(64) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_order_no (order_no),
      UNIQUE KEY uq_order_idempotency (user_id, idempotency_key),
      KEY ix_order_user (user_id, kind, created_at),
      KEY ix_order_due (state, expires_at),
      KEY ix_order_late (paid_late, paid_at),
      CONSTRAINT fk_order_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_order_product FOREIGN KEY (product_id) REFERENCES primary_product (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE payment_callback (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      provider VARCHAR(16) NOT NULL,
      provider_trade_no VARCHAR(64) NOT NULL,
      trade_no VARCHAR(20) NOT NULL,
      order_id BIGINT UNSIGNED NULL,
      amount_twd BIGINT NOT NULL,
      paid TINYINT(1) NOT NULL,
      outcome VARCHAR(16) NOT NULL,
      fields JSON NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_callback_trade (provider, provider_trade_no, paid),
      KEY ix_callback_order (order_id),
      CONSTRAINT fk_callback_order FOREIGN KEY (order_id) REFERENCES primary_order (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_callback`);
    await q.query(`DROP TABLE primary_order`);
    await q.query(`DROP TABLE primary_product`);
  }
}
