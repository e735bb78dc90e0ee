import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Missions and Jpower (issue 16, item 1).
 * - mission (+ mission_text per language): a numbered task with a kind (BEGINNER, ISSUER, PERIODIC,
 *   OTHER), a period for periodic ones (DAILY, WEEKLY), a Jpower reward, an optional issuer publisher,
 *   a window and a rule: the domain event that advances it, how far (target), and for "hold N cards of
 *   a series" the series.
 * - mission_progress: one row per member and mission, in the GMT+8 period named by period_key ('-' for
 *   missions that never reset, else the period's first day). States UNDONE → DONE → CLAIMED, each move a
 *   conditional UPDATE.
 * - mission_event: the domain events already applied (PRIMARY KEY member, event, key), so an event the
 *   outbox relays twice advances once.
 * - mission_claim: every claim (PRIMARY KEY member, mission, period): the Jpower handed out, kept
 *   when a periodic mission resets; a member's lifetime Jpower (their level) is its sum.
 * - mission_reset: the periodic resets already run (PRIMARY KEY period, period_key): a reset delivered
 *   twice resets once.
 */
export class Missions1795581000000 implements MigrationInterface {
  name = "Missions1795581000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mission (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      mission_no INT UNSIGNED NOT NULL,
      kind ENUM('BEGINNER','ISSUER','PERIODIC','OTHER') NOT NULL,
      period ENUM('NONE','DAILY','WEEKLY') NOT NULL DEFAULT 'NONE',
      reward_jpower BIGINT UNSIGNED NOT NULL,
      publisher_id INT UNSIGNED NULL,
      rule_event VARCHAR(32) NOT NULL,
      rule_target INT UNSIGNED NOT NULL DEFAULT 1,
      rule_series_id INT UNSIGNED NULL,
      starts_at DATETIME(3) NULL,
      ends_at DATETIME(3) NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      version INT UNSIGNED NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_mission_no (mission_no),
      KEY ix_mission_event (rule_event, active),
      KEY ix_mission_publisher (publisher_id),
      CONSTRAINT fk_mission_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id),
      CONSTRAINT fk_mission_series FOREIGN KEY (rule_series_id) REFERENCES series (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE mission_text (
      mission_id INT UNSIGNED NOT NULL,
      language CHAR(2) NOT NULL,
      title VARCHAR(120) NOT NULL,
      description VARCHAR(1000) NOT NULL DEFAULT '',
      PRIMARY KEY (mission_id, language),
      CONSTRAINT fk_mission_text_mission FOREIGN KEY (mission_id) REFERENCES mission (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE mission_progress (
      mission_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      period_key VARCHAR(10) NOT NULL COMMENT '- for missions that never reset, else the GMT+8 period start',
      progress INT UNSIGNED NOT NULL DEFAULT 0,
      status ENUM('UNDONE','DONE','CLAIMED') NOT NULL DEFAULT 'UNDONE',
      done_at DATETIME(3) NULL,
      claimed_at DATETIME(3) NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (mission_id, user_id),
      KEY ix_mission_progress_user (user_id),
      CONSTRAINT fk_mission_progress_mission FOREIGN KEY (mission_id) REFERENCES mission (id),
      CONSTRAINT fk_mission_progress_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE mission_event (
      user_id BIGINT UNSIGNED NOT NULL,
      event VARCHAR(32) NOT NULL,
      event_key VARCHAR(120) NOT NULL,
      processed_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (user_id, event, event_key)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE mission_claim (
      user_id BIGINT UNSIGNED NOT NULL,
      mission_id INT UNSIGNED NOT NULL,
      period_key VARCHAR(10) NOT NULL,
      reward_jpower BIGINT UNSIGNED NOT NULL,
      claimed_at DATETIME(3) NOT NULL,
      PRIMARY KEY (user_id, mission_id, period_key),
      CONSTRAINT fk_mission_claim_mission FOREIGN KEY (mission_id) REFERENCES mission (id),
      CONSTRAINT fk_mission_claim_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE mission_reset (
      period ENUM('DAILY','WEEKLY') NOT NULL,
      period_key VARCHAR(10) NOT NULL,
      reset_rows INT UNSIGNED NOT NULL DEFAULT 0,
      reset_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (period, period_key)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mission_reset`);
    await q.query(`DROP TABLE mission_claim`);
    await q.query(`DROP TABLE mission_event`);
    await q.query(`DROP TABLE mission_progress`);
    await q.query(`DROP TABLE mission_text`);
    await q.query(`DROP TABLE mission`);
  }
}
