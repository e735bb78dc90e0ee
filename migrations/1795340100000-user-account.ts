import type { MigrationInterface, QueryRunner } from "typeorm";

/** Accounts: the minimum the demo needs (a collector and a staff member); the accounts work extends it. */
export class UserAccount1795340100000 implements MigrationInterface {
  name = "UserAccount1795340100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_account (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      email VARCHAR(254) NOT NULL,
      password_hash VARCHAR(255) NULL,
      nickname VARCHAR(64) NOT NULL,
      role VARCHAR(16) NOT NULL DEFAULT 'member',
      locale VARCHAR(5) NOT NULL DEFAULT 'tw',
      referral_code VARCHAR(16) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_user_email (email),
      UNIQUE KEY uq_user_nickname (nickname),
      UNIQUE KEY uq_user_referral (referral_code)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE user_account");
  }
}
