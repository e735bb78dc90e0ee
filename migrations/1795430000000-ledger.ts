import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The double-entry ledger (USDT now; Jpoint and Jpower later) and card holdings.
 * ledger_entry is append-only; ledger_account caches each account's available and frozen balance and
 * is only ever changed in the transaction that appends the matching entries.
 */
export class Ledger1795430000000 implements MigrationInterface {
  name = "Ledger1795430000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ledger_account (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      currency VARCHAR(8) NOT NULL,
      user_id BIGINT UNSIGNED NULL,
      system_code VARCHAR(32) NULL,
      available BIGINT NOT NULL DEFAULT 0,
      frozen BIGINT NOT NULL DEFAULT 0,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_ledger_user (user_id, currency),
      UNIQUE KEY uq_ledger_system (system_code, currency),
      CONSTRAINT fk_ledger_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_ledger_owner CHECK ((user_id IS NULL) <> (system_code IS NULL))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE ledger_transaction (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      kind VARCHAR(40) NOT NULL,
      currency VARCHAR(8) NOT NULL,
      idempotency_key VARCHAR(120) NULL,
      request_hash CHAR(64) NULL,
      reference_type VARCHAR(40) NULL,
      reference_id VARCHAR(64) NULL,
      actor_user_id BIGINT UNSIGNED NULL,
      memo VARCHAR(255) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_ledger_idempotency (idempotency_key),
      KEY ix_ledger_reference (reference_type, reference_id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE ledger_entry (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      transaction_id BIGINT UNSIGNED NOT NULL,
      account_id BIGINT UNSIGNED NOT NULL,
      bucket VARCHAR(10) NOT NULL,
      amount BIGINT NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_entry_transaction (transaction_id),
      KEY ix_entry_account (account_id, id),
      CONSTRAINT fk_entry_transaction FOREIGN KEY (transaction_id) REFERENCES ledger_transaction (id),
      CONSTRAINT fk_entry_account FOREIGN KEY (account_id) REFERENCES ledger_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE card_holding (
      card_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      amount INT UNSIGNED NOT NULL DEFAULT 0,
      listed INT UNSIGNED NOT NULL DEFAULT 0,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (card_id, user_id),
      KEY ix_holding_user (user_id),
      CONSTRAINT fk_holding_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT fk_holding_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_holding_listed CHECK (listed <= amount)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE card_holding");
    await q.query("DROP TABLE ledger_entry");
    await q.query("DROP TABLE ledger_transaction");
    await q.query("DROP TABLE ledger_account");
  }
}
