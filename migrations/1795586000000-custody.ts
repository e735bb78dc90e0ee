import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Deposit sweeping and reserves (issue 21, items 4–5; docs/WALLET-CHAIN.md).
 * - custody_sweep: one row per deposit address per sweep: PENDING → GAS_FUNDED → SWEPT, or FAILED with
 *   a reason. `open_address` is the address while the row is open (PENDING, GAS_FUNDED) and NULL once
 *   closed: its UNIQUE key allows one open sweep per address, so a second sweep run resumes it.
 * - custody_account: the custody ledger, micro-USDT per network and place (DEPOSIT_ADDRESSES,
 *   HOT_WALLET, COLD_STORAGE). Each sweep moves it by a balanced pair in the same transaction as its
 *   SWEPT update; members' ledger balances never move for a sweep.
 * - reserves_report (+ reserves_report_line per network): the daily comparison of members' USDT
 *   liabilities with on-chain balances; one report per day (UNIQUE report_date), rewritten by a rerun.
 */
export class Custody1795586000000 implements MigrationInterface {
  name = "Custody1795586000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE custody_sweep (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      network VARCHAR(8) NOT NULL,
      address VARCHAR(64) NOT NULL,
      open_address VARCHAR(64) NULL COMMENT 'address while PENDING or GAS_FUNDED, NULL once closed',
      user_id BIGINT UNSIGNED NOT NULL,
      derivation_index INT UNSIGNED NOT NULL,
      destination VARCHAR(64) NOT NULL,
      destination_kind ENUM('HOT_WALLET','COLD_STORAGE') NOT NULL,
      status ENUM('PENDING','GAS_FUNDED','SWEPT','FAILED') NOT NULL DEFAULT 'PENDING',
      amount_raw DECIMAL(65,0) NOT NULL,
      amount BIGINT NOT NULL COMMENT 'micro-USDT',
      gas_limit BIGINT UNSIGNED NULL,
      gas_price_raw DECIMAL(65,0) NULL,
      gas_amount_raw DECIMAL(65,0) NULL COMMENT 'coin sent from the gas wallet (0 when the address had enough)',
      gas_tx_hash VARCHAR(80) NULL,
      sweep_tx_hash VARCHAR(80) NULL,
      reason VARCHAR(500) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      gas_funded_at DATETIME(3) NULL,
      swept_at DATETIME(3) NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_custody_sweep_open (network, open_address),
      KEY ix_custody_sweep_status (network, status, id),
      KEY ix_custody_sweep_address (network, address, id),
      CONSTRAINT fk_custody_sweep_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE custody_account (
      network VARCHAR(8) NOT NULL,
      place ENUM('DEPOSIT_ADDRESSES','HOT_WALLET','COLD_STORAGE') NOT NULL,
      balance BIGINT NOT NULL DEFAULT 0 COMMENT 'micro-USDT moved in (+) or out (-) by sweeps',
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (network, place)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE reserves_report (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      report_date DATE NOT NULL COMMENT 'GMT+8 day',
      liabilities BIGINT NOT NULL COMMENT 'members USDT available + frozen, micro-USDT',
      on_chain BIGINT NOT NULL COMMENT 'USDT read on chain over every network, micro-USDT',
      shortfall BIGINT NOT NULL COMMENT 'max(0, liabilities - on_chain)',
      complete TINYINT(1) NOT NULL COMMENT '0 when a configured network could not be read',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_reserves_report_date (report_date)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE reserves_report_line (
      report_id BIGINT UNSIGNED NOT NULL,
      network VARCHAR(8) NOT NULL,
      hot_wallet BIGINT NULL,
      deposit_addresses BIGINT NULL,
      cold_storage BIGINT NULL,
      gas_wallet_raw DECIMAL(65,0) NULL,
      gas_decimals TINYINT UNSIGNED NOT NULL,
      avg_gas_per_sweep_raw DECIMAL(65,0) NULL,
      error VARCHAR(500) NULL,
      PRIMARY KEY (report_id, network),
      CONSTRAINT fk_reserves_line_report FOREIGN KEY (report_id) REFERENCES reserves_report (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reserves_report_line`);
    await q.query(`DROP TABLE reserves_report`);
    await q.query(`DROP TABLE custody_account`);
    await q.query(`DROP TABLE custody_sweep`);
  }
}
