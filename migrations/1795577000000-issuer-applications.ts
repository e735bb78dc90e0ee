import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issuer applications from the business page (issue 15 item 3). `open_user_id` is the applicant's id
 * while the application waits for a decision and NULL afterwards: its UNIQUE key allows one open
 * application per member, also when two submissions race. Decisions are conditional updates from
 * SUBMITTED; the CHECK keeps the applicant from deciding their own application even if a check is
 * skipped. `issuer_application_file` holds the attachments: uploaded first (application_id NULL),
 * claimed by one application at submission; the files live sealed in a private folder like KYC photos.
 */
export class IssuerApplications1795577000000 implements MigrationInterface {
  name = "IssuerApplications1795577000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE issuer_application (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      user_id BIGINT UNSIGNED NOT NULL,
      open_user_id BIGINT UNSIGNED NULL,
      state ENUM('SUBMITTED','APPROVED','REJECTED') NOT NULL DEFAULT 'SUBMITTED',
      company_name VARCHAR(120) NOT NULL,
      registration_number VARCHAR(40) NULL,
      contact_name VARCHAR(80) NOT NULL,
      contact_email VARCHAR(254) NOT NULL,
      phone VARCHAR(20) NOT NULL,
      website VARCHAR(512) NULL,
      category VARCHAR(24) NOT NULL,
      description VARCHAR(2000) NOT NULL,
      expected_volume VARCHAR(16) NOT NULL,
      locale VARCHAR(5) NOT NULL,
      publisher_id INT UNSIGNED NULL,
      reject_reason VARCHAR(255) NULL,
      decided_by BIGINT UNSIGNED NULL,
      decided_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_issuer_application_open (open_user_id),
      KEY ix_issuer_application_user (user_id, created_at),
      KEY ix_issuer_application_state (state, created_at),
      CONSTRAINT fk_issuer_application_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_issuer_application_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id),
      CONSTRAINT fk_issuer_application_decider FOREIGN KEY (decided_by) REFERENCES user_account (id),
      CONSTRAINT ck_issuer_application_self CHECK (decided_by IS NULL OR decided_by <> user_id),
      CONSTRAINT ck_issuer_application_open CHECK ((state = 'SUBMITTED') = (open_user_id IS NOT NULL))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE issuer_application_file (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      file_key CHAR(32) NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      application_id BIGINT UNSIGNED NULL,
      mime VARCHAR(32) NOT NULL,
      bytes INT UNSIGNED NOT NULL,
      original_name VARCHAR(120) NOT NULL,
      key_id VARCHAR(16) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_issuer_application_file_key (file_key),
      KEY ix_issuer_application_file_user (user_id, created_at),
      KEY ix_issuer_application_file_app (application_id),
      CONSTRAINT fk_issuer_application_file_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_issuer_application_file_app FOREIGN KEY (application_id) REFERENCES issuer_application (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE issuer_application_file`);
    await q.query(`DROP TABLE issuer_application`);
  }
}
