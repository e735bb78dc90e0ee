import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Around Jpoint: conversion quotes (Jpoint → USDT), fusion recipes and their records, and the end and
 * pauses of the Jpoint service with the refund requests that follow its end. Amounts are BIGINT minor
 * units (Jpoint whole, USDT micro); times DATETIME(3) in UTC.
 */
export class JpointExtras1795470000000 implements MigrationInterface {
  name = "JpointExtras1795470000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE jpoint_conversion_quote (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      jpoint BIGINT NOT NULL,
      usdt_micro BIGINT NOT NULL,
      rate_micro BIGINT NOT NULL,
      status VARCHAR(12) NOT NULL DEFAULT 'open',
      expires_at DATETIME(3) NOT NULL,
      confirmed_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_conversion_user (user_id, status, confirmed_at),
      CONSTRAINT fk_conversion_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_conversion_positive CHECK (jpoint > 0 AND usdt_micro > 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE fusion_recipe (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      name VARCHAR(100) NOT NULL,
      output_card_id INT UNSIGNED NOT NULL,
      output_units INT UNSIGNED NOT NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      created_by BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_fusion_recipe_active (active, id),
      CONSTRAINT fk_fusion_recipe_card FOREIGN KEY (output_card_id) REFERENCES card (id),
      CONSTRAINT fk_fusion_recipe_creator FOREIGN KEY (created_by) REFERENCES user_account (id),
      CONSTRAINT ck_fusion_recipe_units CHECK (output_units > 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE fusion_recipe_input (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      recipe_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      units INT UNSIGNED NOT NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_fusion_input (recipe_id, card_id),
      CONSTRAINT fk_fusion_input_recipe FOREIGN KEY (recipe_id) REFERENCES fusion_recipe (id),
      CONSTRAINT fk_fusion_input_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT ck_fusion_input_units CHECK (units > 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE fusion_record (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      recipe_id BIGINT UNSIGNED NOT NULL,
      idempotency_key VARCHAR(100) NOT NULL,
      inputs JSON NOT NULL,
      output_card_id INT UNSIGNED NOT NULL,
      output_units INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_fusion_record_key (user_id, idempotency_key),
      KEY ix_fusion_record_user (user_id, created_at),
      CONSTRAINT fk_fusion_record_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_fusion_record_recipe FOREIGN KEY (recipe_id) REFERENCES fusion_recipe (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE jpoint_service_setting (
      id TINYINT UNSIGNED NOT NULL,
      ends_at DATETIME(3) NULL,
      updated_by BIGINT UNSIGNED NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      CONSTRAINT ck_jpoint_setting_single CHECK (id = 1)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`INSERT INTO jpoint_service_setting (id, ends_at) VALUES (1, NULL)`);

    await q.query(`CREATE TABLE jpoint_service_pause (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      starts_at DATETIME(3) NOT NULL,
      ends_at DATETIME(3) NOT NULL,
      scope VARCHAR(8) NOT NULL,
      note VARCHAR(255) NULL,
      created_by BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_jpoint_pause_window (ends_at, starts_at),
      CONSTRAINT ck_jpoint_pause_window CHECK (starts_at < ends_at)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    // open_user_id is the user's id while the request is open and NULL once paid: one open request each.
    await q.query(`CREATE TABLE jpoint_refund_request (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      open_user_id BIGINT UNSIGNED NULL,
      amount BIGINT NOT NULL,
      bank_code VARCHAR(16) NOT NULL,
      bank_account VARCHAR(34) NOT NULL,
      account_holder VARCHAR(100) NOT NULL,
      status VARCHAR(12) NOT NULL DEFAULT 'requested',
      payable_on DATE NOT NULL,
      requested_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      paid_at DATETIME(3) NULL,
      ledger_transaction_id BIGINT UNSIGNED NOT NULL,
      paid_transaction_id BIGINT UNSIGNED NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_refund_open_user (open_user_id),
      KEY ix_refund_user (user_id, requested_at),
      KEY ix_refund_due (status, payable_on),
      CONSTRAINT fk_refund_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_refund_amount CHECK (amount > 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE jpoint_refund_request");
    await q.query("DROP TABLE jpoint_service_pause");
    await q.query("DROP TABLE jpoint_service_setting");
    await q.query("DROP TABLE fusion_record");
    await q.query("DROP TABLE fusion_recipe_input");
    await q.query("DROP TABLE fusion_recipe");
    await q.query("DROP TABLE jpoint_conversion_quote");
  }
}
