import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Accounts: profile fields, sign-up method and deletion state on user_account; the sites a user has
 * used; sessions (token hashes only); e-mail verification codes; social identities.
 */
export class Accounts1795420000000 implements MigrationInterface {
  name = "Accounts1795420000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_account
      ADD COLUMN public_id VARCHAR(16) NULL AFTER id,
      ADD COLUMN sign_up_method VARCHAR(16) NOT NULL DEFAULT 'email',
      ADD COLUMN status VARCHAR(24) NOT NULL DEFAULT 'active',
      ADD COLUMN show_nickname TINYINT(1) NOT NULL DEFAULT 1,
      ADD COLUMN first_name VARCHAR(64) NULL,
      ADD COLUMN last_name VARCHAR(64) NULL,
      ADD COLUMN real_name VARCHAR(128) NULL,
      ADD COLUMN phone_country_code VARCHAR(6) NULL,
      ADD COLUMN phone VARCHAR(20) NULL,
      ADD COLUMN country VARCHAR(64) NULL,
      ADD COLUMN birthday DATE NULL,
      ADD COLUMN sex TINYINT NULL,
      ADD COLUMN postal_address VARCHAR(255) NULL,
      ADD COLUMN referred_by BIGINT UNSIGNED NULL,
      ADD COLUMN profile_picture_key VARCHAR(80) NULL,
      ADD COLUMN totp_secret VARCHAR(255) NULL,
      ADD COLUMN totp_pending_secret VARCHAR(255) NULL,
      ADD COLUMN totp_enabled TINYINT(1) NOT NULL DEFAULT 0,
      ADD COLUMN totp_last_step BIGINT NULL,
      ADD COLUMN totp_reset_key_hash CHAR(64) NULL,
      ADD COLUMN deletion_requested_at DATETIME(3) NULL,
      ADD COLUMN deletion_due_at DATETIME(3) NULL,
      ADD COLUMN anonymised_at DATETIME(3) NULL`);
    // Existing rows get a public id derived from their id; new rows get a random one from the service.
    await q.query(`UPDATE user_account SET public_id = CONCAT('u', LPAD(LOWER(CONV(id, 10, 36)), 9, '0'))
      WHERE public_id IS NULL`);
    await q.query(`ALTER TABLE user_account MODIFY public_id VARCHAR(16) NOT NULL,
      ADD UNIQUE KEY uq_user_public_id (public_id),
      ADD KEY ix_user_deletion_due (status, deletion_due_at)`);

    await q.query(`CREATE TABLE user_site (
      user_id BIGINT UNSIGNED NOT NULL,
      site TINYINT NOT NULL,
      first_login_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (user_id, site),
      CONSTRAINT fk_user_site_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`INSERT INTO user_site (user_id, site) SELECT id, 1 FROM user_account`);
    await q.query(`INSERT INTO user_site (user_id, site) SELECT id, 2 FROM user_account`);

    await q.query(`CREATE TABLE user_session (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      user_id BIGINT UNSIGNED NOT NULL,
      token_hash CHAR(64) NOT NULL,
      site TINYINT NOT NULL,
      ip VARCHAR(64) NULL,
      user_agent VARCHAR(255) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      last_seen_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_session_token (token_hash),
      KEY ix_session_user (user_id, created_at),
      CONSTRAINT fk_session_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE email_code (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      purpose VARCHAR(24) NOT NULL,
      email VARCHAR(254) NOT NULL,
      user_id BIGINT UNSIGNED NULL,
      code_hash CHAR(64) NOT NULL,
      attempts INT NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      expires_at DATETIME(3) NOT NULL,
      consumed_at DATETIME(3) NULL,
      PRIMARY KEY (id),
      KEY ix_email_code_lookup (purpose, email, created_at)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE social_identity (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      provider VARCHAR(16) NOT NULL,
      subject VARCHAR(191) NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_social_subject (provider, subject),
      KEY ix_social_user (user_id),
      CONSTRAINT fk_social_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE social_identity");
    await q.query("DROP TABLE email_code");
    await q.query("DROP TABLE user_session");
    await q.query("DROP TABLE user_site");
    await q.query(`ALTER TABLE user_account DROP KEY ix_user_deletion_due, DROP KEY uq_user_public_id,
      DROP COLUMN public_id, DROP COLUMN sign_up_method, DROP COLUMN status, DROP COLUMN show_nickname,
      DROP COLUMN first_name, DROP COLUMN last_name, DROP COLUMN real_name, DROP COLUMN phone_country_code,
      DROP COLUMN phone, DROP COLUMN country, DROP COLUMN birthday, DROP COLUMN sex, DROP COLUMN postal_address,
      DROP COLUMN referred_by, DROP COLUMN profile_picture_key, DROP COLUMN totp_secret,
      DROP COLUMN totp_pending_secret, DROP COLUMN totp_enabled, DROP COLUMN totp_last_step,
      DROP COLUMN totp_reset_key_hash, DROP COLUMN deletion_requested_at, DROP COLUMN deletion_due_at,
      DROP COLUMN anonymised_at`);
  }
}
