import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Redemption (issue 14): events that give card units, a choice among cards, Jpoint or a physical gift
 * for printed codes; their texts in the five languages, cards, administrators (named accounts, or a
 * publisher's issuers), the codes and the redemptions. Times DATETIME(3) in UTC; Jpoint whole units.
 * `redeemed_count <= stock` and the code's status are changed only by conditional updates.
 */
export class Redemption1795573000000 implements MigrationInterface {
  name = "Redemption1795573000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE redeem_event (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      publisher_id INT UNSIGNED NULL,
      starts_at DATETIME(3) NOT NULL,
      ends_at DATETIME(3) NOT NULL,
      reward_kind VARCHAR(16) NOT NULL,
      units_per_redemption INT UNSIGNED NOT NULL DEFAULT 1,
      jpoint_amount BIGINT NULL,
      stock INT UNSIGNED NOT NULL,
      redeemed_count INT UNSIGNED NOT NULL DEFAULT 0,
      per_account_limit INT UNSIGNED NOT NULL DEFAULT 1,
      allow_duplicates TINYINT(1) NOT NULL DEFAULT 1,
      pack_name VARCHAR(64) NULL,
      created_by BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_redeem_event_publisher (publisher_id, id),
      CONSTRAINT fk_redeem_event_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id),
      CONSTRAINT fk_redeem_event_creator FOREIGN KEY (created_by) REFERENCES user_account (id),
      CONSTRAINT ck_redeem_event_kind CHECK (reward_kind IN ('CARD_UNITS','CARD_CHOICE','JPOINT','PHYSICAL_GIFT')),
      CONSTRAINT ck_redeem_event_stock CHECK (redeemed_count <= stock),
      CONSTRAINT ck_redeem_event_time CHECK (ends_at > starts_at),
      CONSTRAINT ck_redeem_event_jpoint CHECK (jpoint_amount IS NULL OR jpoint_amount > 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE redeem_event_text (
      event_id BIGINT UNSIGNED NOT NULL,
      locale CHAR(2) NOT NULL,
      name VARCHAR(160) NOT NULL,
      description TEXT NOT NULL,
      gift_name VARCHAR(160) NULL,
      PRIMARY KEY (event_id, locale),
      CONSTRAINT fk_redeem_text_event FOREIGN KEY (event_id) REFERENCES redeem_event (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE redeem_event_card (
      event_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      PRIMARY KEY (event_id, card_id),
      CONSTRAINT fk_redeem_card_event FOREIGN KEY (event_id) REFERENCES redeem_event (id),
      CONSTRAINT fk_redeem_card_card FOREIGN KEY (card_id) REFERENCES card (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE redeem_event_admin (
      event_id BIGINT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      PRIMARY KEY (event_id, user_id),
      KEY ix_redeem_admin_user (user_id),
      CONSTRAINT fk_redeem_admin_event FOREIGN KEY (event_id) REFERENCES redeem_event (id),
      CONSTRAINT fk_redeem_admin_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE redeem_issuer (
      publisher_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      granted_by BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (publisher_id, user_id),
      KEY ix_redeem_issuer_user (user_id),
      CONSTRAINT fk_redeem_issuer_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id),
      CONSTRAINT fk_redeem_issuer_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE redeem_code (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      code VARCHAR(32) NOT NULL,
      event_id BIGINT UNSIGNED NOT NULL,
      bound_email VARCHAR(254) NULL,
      pack_name VARCHAR(64) NULL,
      status VARCHAR(12) NOT NULL DEFAULT 'UNREDEEMED',
      redeemed_by BIGINT UNSIGNED NULL,
      redeemed_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_redeem_code (code),
      KEY ix_redeem_code_event (event_id, status, id),
      CONSTRAINT fk_redeem_code_event FOREIGN KEY (event_id) REFERENCES redeem_event (id),
      CONSTRAINT fk_redeem_code_user FOREIGN KEY (redeemed_by) REFERENCES user_account (id),
      CONSTRAINT ck_redeem_code_status CHECK (status IN ('UNREDEEMED','REDEEMED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE redemption (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      event_id BIGINT UNSIGNED NOT NULL,
      code_id BIGINT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      idempotency_key VARCHAR(100) NOT NULL,
      card_id INT UNSIGNED NULL,
      units INT UNSIGNED NOT NULL DEFAULT 0,
      jpoint_amount BIGINT NULL,
      receiver_name VARCHAR(100) NULL,
      receiver_phone VARCHAR(20) NULL,
      receiver_address VARCHAR(255) NULL,
      claim_status VARCHAR(12) NULL,
      claimed_at DATETIME(3) NULL,
      claimed_by BIGINT UNSIGNED NULL,
      redeemed_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_redemption_key (user_id, idempotency_key),
      UNIQUE KEY uq_redemption_code (code_id),
      KEY ix_redemption_user (user_id, redeemed_at, id),
      KEY ix_redemption_event (event_id, id),
      KEY ix_redemption_event_user (event_id, user_id),
      CONSTRAINT fk_redemption_event FOREIGN KEY (event_id) REFERENCES redeem_event (id),
      CONSTRAINT fk_redemption_code FOREIGN KEY (code_id) REFERENCES redeem_code (id),
      CONSTRAINT fk_redemption_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_redemption_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT ck_redemption_claim CHECK (claim_status IS NULL OR claim_status IN ('CLAIMED','UNCLAIMED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      "redemption",
      "redeem_code",
      "redeem_issuer",
      "redeem_event_admin",
      "redeem_event_card",
      "redeem_event_text",
      "redeem_event",
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
