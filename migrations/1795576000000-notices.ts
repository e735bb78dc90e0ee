import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The notice centre (issue 15 item 4). `notice` holds one row per member, kind and event
 * (UNIQUE user_id, kind, dedupe_key): the worker inserts with INSERT IGNORE, so an outbox row relayed
 * twice or a retried job records it once. `params` carries ids and amounts only; texts are rendered
 * in the reader's language when read. `email_state` says whether the notice still waits for the
 * member's next digest mail. `notice_preference` stores only the member's choices (absent: the
 * kind's default). `notice_broadcast` is a staff announcement, fanned out into notices by the worker.
 */
export class Notices1795576000000 implements MigrationInterface {
  name = "Notices1795576000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notice_broadcast (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      segment ENUM('ALL','KYC_APPROVED','LOCALE') NOT NULL,
      locale VARCHAR(2) NULL,
      texts JSON NOT NULL,
      path VARCHAR(200) NULL,
      created_by BIGINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      last_user_id BIGINT UNSIGNED NOT NULL DEFAULT 0,
      recipients INT UNSIGNED NOT NULL DEFAULT 0,
      done_at DATETIME(3) NULL,
      KEY ix_notice_broadcast_created (created_at),
      CONSTRAINT fk_notice_broadcast_by FOREIGN KEY (created_by) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE notice (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      user_id BIGINT UNSIGNED NOT NULL,
      kind VARCHAR(32) NOT NULL,
      dedupe_key VARCHAR(64) NOT NULL,
      params JSON NOT NULL,
      link_type VARCHAR(16) NULL,
      link_id VARCHAR(64) NULL,
      broadcast_id BIGINT UNSIGNED NULL,
      email_state ENUM('none','pending','sent') NOT NULL DEFAULT 'none',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      read_at DATETIME(3) NULL,
      UNIQUE KEY uq_notice_event (user_id, kind, dedupe_key),
      KEY ix_notice_user_created (user_id, created_at),
      KEY ix_notice_user_unread (user_id, read_at),
      KEY ix_notice_email_pending (user_id, email_state),
      CONSTRAINT fk_notice_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_notice_broadcast FOREIGN KEY (broadcast_id) REFERENCES notice_broadcast (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE notice_preference (
      user_id BIGINT UNSIGNED NOT NULL,
      kind VARCHAR(32) NOT NULL,
      email TINYINT(1) NOT NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      PRIMARY KEY (user_id, kind),
      CONSTRAINT fk_notice_preference_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notice_preference`);
    await q.query(`DROP TABLE notice`);
    await q.query(`DROP TABLE notice_broadcast`);
  }
}
