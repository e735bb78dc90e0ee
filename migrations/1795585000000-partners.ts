import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Partner platforms (issue 18 item 4; docs/PARTNERS.md).
 * - partner: registered by staff with its scopes, webhook URL (whose origin is also the only origin a
 *   consent return URL may use) and secret. The API key is stored as its sha256 only; a rotation keeps
 *   the previous hash until previous_key_until (a short overlap, or none).
 * - partner_binding: one row per partner and member (UNIQUE), with the partner-scoped member id the
 *   partner sees instead of the internal id. Revoking keeps the row; binding again reactivates it.
 * - partner_bind_request: the e-mailed code flow (sha256 of the code, attempts, expiry).
 * - partner_event: one webhook event per partner and member event (event_id is what receivers dedupe
 *   on); partner_delivery: every attempt with its HTTP status.
 * - partner_credit: partnerCreditCards requests, keyed by the partner's request id (idempotent).
 */
export class Partners1795585000000 implements MigrationInterface {
  name = "Partners1795585000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE partner (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      name VARCHAR(80) NOT NULL,
      scopes VARCHAR(255) NOT NULL DEFAULT '',
      callback_url VARCHAR(500) NOT NULL,
      webhook_secret VARCHAR(80) NOT NULL,
      key_hash CHAR(64) NOT NULL,
      key_prefix VARCHAR(16) NOT NULL,
      previous_key_hash CHAR(64) NULL,
      previous_key_until DATETIME(3) NULL,
      publisher_id INT UNSIGNED NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      version INT UNSIGNED NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_partner_key (key_hash),
      KEY ix_partner_previous_key (previous_key_hash),
      CONSTRAINT fk_partner_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE partner_binding (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      partner_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      member_ref CHAR(24) NOT NULL COMMENT 'the partner-scoped member id',
      method ENUM('CODE','FAST') NOT NULL,
      state ENUM('ACTIVE','REVOKED') NOT NULL DEFAULT 'ACTIVE',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      bound_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      revoked_at DATETIME(3) NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_partner_binding_member (partner_id, user_id),
      UNIQUE KEY uq_partner_binding_ref (member_ref),
      KEY ix_partner_binding_user (user_id, state),
      CONSTRAINT fk_partner_binding_partner FOREIGN KEY (partner_id) REFERENCES partner (id),
      CONSTRAINT fk_partner_binding_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE partner_bind_request (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      partner_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NULL COMMENT 'NULL for an e-mail no account has (the partner is not told)',
      code_hash CHAR(64) NOT NULL,
      attempts TINYINT UNSIGNED NOT NULL DEFAULT 0,
      state ENUM('PENDING','BOUND','CLOSED') NOT NULL DEFAULT 'PENDING',
      expires_at DATETIME(3) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_partner_bind_request_partner (partner_id, created_at),
      CONSTRAINT fk_partner_bind_request_partner FOREIGN KEY (partner_id) REFERENCES partner (id),
      CONSTRAINT fk_partner_bind_request_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE partner_event (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      event_id CHAR(36) NOT NULL,
      partner_id INT UNSIGNED NOT NULL,
      binding_id BIGINT UNSIGNED NOT NULL,
      type VARCHAR(32) NOT NULL,
      body TEXT NOT NULL,
      state ENUM('PENDING','DELIVERED','FAILED') NOT NULL DEFAULT 'PENDING',
      attempts INT UNSIGNED NOT NULL DEFAULT 0,
      last_status INT NULL,
      delivered_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_partner_event_id (event_id),
      KEY ix_partner_event_partner (partner_id, id),
      CONSTRAINT fk_partner_event_partner FOREIGN KEY (partner_id) REFERENCES partner (id),
      CONSTRAINT fk_partner_event_binding FOREIGN KEY (binding_id) REFERENCES partner_binding (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE partner_delivery (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      event_row_id BIGINT UNSIGNED NOT NULL,
      attempt INT UNSIGNED NOT NULL,
      status_code INT NULL,
      ok TINYINT(1) NOT NULL,
      error VARCHAR(255) NULL,
      duration_ms INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_partner_delivery_event (event_row_id, id),
      CONSTRAINT fk_partner_delivery_event FOREIGN KEY (event_row_id) REFERENCES partner_event (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE partner_credit (
      partner_id INT UNSIGNED NOT NULL,
      request_id VARCHAR(64) NOT NULL,
      binding_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      units INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (partner_id, request_id),
      CONSTRAINT fk_partner_credit_partner FOREIGN KEY (partner_id) REFERENCES partner (id),
      CONSTRAINT fk_partner_credit_binding FOREIGN KEY (binding_id) REFERENCES partner_binding (id),
      CONSTRAINT fk_partner_credit_card FOREIGN KEY (card_id) REFERENCES card (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE partner_credit`);
    await q.query(`DROP TABLE partner_delivery`);
    await q.query(`DROP TABLE partner_event`);
    await q.query(`DROP TABLE partner_bind_request`);
    await q.query(`DROP TABLE partner_binding`);
    await q.query(`DROP TABLE partner`);
  }
}
