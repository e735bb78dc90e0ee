import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The wallet (docs/WALLET.md): deposit addresses derived per user and network, the chain watcher's
 * cursor and the deposits it saw, USDT and card withdrawals, gifts between members, and KYC.
 *
 * "At most once" is a database fact here:
 * - a deposit is one (network, tx_hash, log_index) row, credited by a conditional status update;
 * - `pending_user_id` is the user id while a withdrawal (or KYC submission) is still open and NULL
 *   afterwards, so a UNIQUE key allows one open request per user (NULLs never collide).
 */
export class Wallet1795490000000 implements MigrationInterface {
  name = "Wallet1795490000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE deposit_address (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      network VARCHAR(8) NOT NULL,
      address VARCHAR(64) NOT NULL,
      derivation_index INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_deposit_address_user (user_id, network),
      UNIQUE KEY uq_deposit_address (network, address),
      CONSTRAINT fk_deposit_address_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE chain_cursor (
      network VARCHAR(8) NOT NULL,
      next_block BIGINT UNSIGNED NOT NULL,
      head_block BIGINT UNSIGNED NULL,
      polled_at DATETIME(3) NULL,
      PRIMARY KEY (network)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE chain_deposit (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      network VARCHAR(8) NOT NULL,
      tx_hash VARCHAR(80) NOT NULL,
      log_index INT UNSIGNED NOT NULL,
      block_number BIGINT UNSIGNED NOT NULL,
      block_hash VARCHAR(80) NOT NULL,
      from_address VARCHAR(64) NOT NULL,
      to_address VARCHAR(64) NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      amount_raw DECIMAL(65,0) NOT NULL,
      amount BIGINT NOT NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'PENDING',
      confirmations INT UNSIGNED NOT NULL DEFAULT 0,
      required_confirmations INT UNSIGNED NOT NULL,
      ledger_transaction_id BIGINT UNSIGNED NULL,
      credited_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_chain_deposit (network, tx_hash, log_index),
      KEY ix_chain_deposit_user (user_id, id),
      KEY ix_chain_deposit_status (network, status),
      CONSTRAINT fk_chain_deposit_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_chain_deposit_status CHECK (status IN ('PENDING', 'CREDITED', 'REORGED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE usdt_withdrawal (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      network VARCHAR(8) NOT NULL,
      address VARCHAR(64) NOT NULL,
      amount BIGINT NOT NULL,
      fee BIGINT NOT NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'REVIEW',
      pending_user_id BIGINT UNSIGNED NULL,
      idempotency_key VARCHAR(100) NOT NULL,
      tx_hash VARCHAR(80) NULL,
      failure_reason VARCHAR(255) NULL,
      reviewed_by BIGINT UNSIGNED NULL,
      reviewed_at DATETIME(3) NULL,
      sent_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_usdt_withdrawal_pending (pending_user_id),
      UNIQUE KEY uq_usdt_withdrawal_key (user_id, idempotency_key),
      KEY ix_usdt_withdrawal_status (status, id),
      CONSTRAINT fk_usdt_withdrawal_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_usdt_withdrawal_amount CHECK (amount > 0 AND fee >= 0),
      CONSTRAINT ck_usdt_withdrawal_status CHECK (status IN ('REVIEW', 'APPROVED', 'SENDING', 'SENT', 'FAILED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE card_withdrawal (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      units INT UNSIGNED NOT NULL,
      chain_code VARCHAR(16) NOT NULL,
      address VARCHAR(64) NOT NULL,
      fee_currency VARCHAR(8) NOT NULL,
      fee BIGINT NOT NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'REVIEW',
      idempotency_key VARCHAR(100) NOT NULL,
      tx_hash VARCHAR(80) NULL,
      failure_reason VARCHAR(255) NULL,
      reviewed_by BIGINT UNSIGNED NULL,
      reviewed_at DATETIME(3) NULL,
      sent_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_card_withdrawal_key (user_id, idempotency_key),
      KEY ix_card_withdrawal_status (status, id),
      KEY ix_card_withdrawal_card (card_id),
      CONSTRAINT fk_card_withdrawal_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_card_withdrawal_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT ck_card_withdrawal_units CHECK (units > 0 AND fee >= 0),
      CONSTRAINT ck_card_withdrawal_fee_currency CHECK (fee_currency IN ('JPOINT', 'USDT')),
      CONSTRAINT ck_card_withdrawal_status CHECK (status IN ('REVIEW', 'APPROVED', 'SENDING', 'SENT', 'FAILED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE card_gift (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      card_id INT UNSIGNED NOT NULL,
      units INT UNSIGNED NOT NULL,
      from_user_id BIGINT UNSIGNED NOT NULL,
      to_user_id BIGINT UNSIGNED NOT NULL,
      fee_jpoint BIGINT NOT NULL DEFAULT 0,
      idempotency_key VARCHAR(100) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_card_gift_key (from_user_id, idempotency_key),
      KEY ix_card_gift_from (from_user_id, id),
      KEY ix_card_gift_to (to_user_id, id),
      CONSTRAINT fk_card_gift_card FOREIGN KEY (card_id) REFERENCES card (id),
      CONSTRAINT fk_card_gift_from FOREIGN KEY (from_user_id) REFERENCES user_account (id),
      CONSTRAINT fk_card_gift_to FOREIGN KEY (to_user_id) REFERENCES user_account (id),
      CONSTRAINT ck_card_gift_units CHECK (units > 0 AND fee_jpoint >= 0)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE kyc_file (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      file_key VARCHAR(80) NOT NULL,
      kind VARCHAR(10) NOT NULL,
      mime VARCHAR(32) NOT NULL,
      bytes INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_kyc_file_key (file_key),
      KEY ix_kyc_file_user (user_id, id),
      CONSTRAINT fk_kyc_file_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE kyc_submission (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'REVIEW',
      pending_user_id BIGINT UNSIGNED NULL,
      nationality VARCHAR(8) NOT NULL,
      first_name VARCHAR(64) NOT NULL,
      last_name VARCHAR(64) NOT NULL,
      birthday DATE NOT NULL,
      id_number_sealed VARCHAR(255) NOT NULL,
      id_number_hint VARCHAR(8) NOT NULL,
      phone_country VARCHAR(6) NOT NULL,
      phone VARCHAR(20) NOT NULL,
      address VARCHAR(255) NOT NULL,
      purpose VARCHAR(16) NOT NULL,
      front_file_key VARCHAR(80) NOT NULL,
      back_file_key VARCHAR(80) NOT NULL,
      selfie_file_key VARCHAR(80) NOT NULL,
      second_id_file_key VARCHAR(80) NOT NULL,
      failure_reason VARCHAR(255) NULL,
      reviewed_by BIGINT UNSIGNED NULL,
      reviewed_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_kyc_pending (pending_user_id),
      KEY ix_kyc_user (user_id, id),
      KEY ix_kyc_status (status, id),
      CONSTRAINT fk_kyc_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT ck_kyc_status CHECK (status IN ('REVIEW', 'APPROVED', 'FAILED'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE kyc_phone_code (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      phone_country VARCHAR(6) NOT NULL,
      phone VARCHAR(20) NOT NULL,
      code_hash CHAR(64) NOT NULL,
      attempts INT UNSIGNED NOT NULL DEFAULT 0,
      expires_at DATETIME(3) NOT NULL,
      verified_at DATETIME(3) NULL,
      consumed_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_kyc_phone_code_user (user_id, id),
      CONSTRAINT fk_kyc_phone_code_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE sms_message (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      to_phone VARCHAR(32) NOT NULL,
      body VARCHAR(500) NOT NULL,
      status VARCHAR(10) NOT NULL DEFAULT 'QUEUED',
      sent_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_sms_to (to_phone, id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      "sms_message",
      "kyc_phone_code",
      "kyc_submission",
      "kyc_file",
      "card_gift",
      "card_withdrawal",
      "usdt_withdrawal",
      "chain_deposit",
      "chain_cursor",
      "deposit_address",
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
