import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The stamp-collection activity (issue 16 item 3; docs/STAMPS.md).
 * - stamp_campaign: a window (GMT+8 shown, UTC stored), a prize with a winners count (default 200), texts
 *   per language as JSON, the draw's secret seed and its published SHA-256, the reveal and draw times.
 * - stamp: one stamp of a campaign, earned by an action (VENUE_QR, PURCHASE of a release product, QUIZ
 *   passed, REDEEM of a code of an event) naming what it refers to; qr_key signs venue QR tokens.
 * - stamp_award: one row per member and stamp (UNIQUE), so a stamp is earned once whatever the replays.
 * - stamp_winner: the drawn winners, rank 1..n; the primary key and the (campaign, user) key make the
 *   draw idempotent.
 */
export class Stamps1795583000000 implements MigrationInterface {
  name = "Stamps1795583000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE stamp_campaign (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      texts LONGTEXT NOT NULL COMMENT 'JSON: {language: {title, description, prize}}',
      starts_at DATETIME(3) NOT NULL,
      ends_at DATETIME(3) NOT NULL,
      winners_count INT UNSIGNED NOT NULL DEFAULT 200,
      seed CHAR(64) NOT NULL COMMENT 'secret until the draw',
      seed_hash CHAR(64) NOT NULL,
      seed_revealed_at DATETIME(3) NULL,
      drawn_at DATETIME(3) NULL,
      completer_count INT UNSIGNED NULL,
      version INT UNSIGNED NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_stamp_campaign_window (ends_at, starts_at),
      CONSTRAINT ck_stamp_campaign_texts CHECK (JSON_VALID(texts))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE stamp (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      campaign_id INT UNSIGNED NOT NULL,
      position SMALLINT UNSIGNED NOT NULL,
      action ENUM('VENUE_QR','PURCHASE','QUIZ','REDEEM') NOT NULL,
      ref_id BIGINT UNSIGNED NULL COMMENT 'release product, quiz or redeem event',
      texts LONGTEXT NOT NULL COMMENT 'JSON: {language: {name, hint}}',
      qr_key CHAR(32) NOT NULL,
      retired TINYINT(1) NOT NULL DEFAULT 0,
      PRIMARY KEY (id),
      KEY ix_stamp_campaign (campaign_id, position),
      KEY ix_stamp_action (action, ref_id),
      CONSTRAINT fk_stamp_campaign FOREIGN KEY (campaign_id) REFERENCES stamp_campaign (id),
      CONSTRAINT ck_stamp_texts CHECK (JSON_VALID(texts))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE stamp_award (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      stamp_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      awarded_at DATETIME(3) NOT NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_stamp_award (stamp_id, user_id),
      KEY ix_stamp_award_campaign (campaign_id, user_id),
      CONSTRAINT fk_stamp_award_stamp FOREIGN KEY (stamp_id) REFERENCES stamp (id),
      CONSTRAINT fk_stamp_award_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE stamp_winner (
      campaign_id INT UNSIGNED NOT NULL,
      rank_no INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      PRIMARY KEY (campaign_id, rank_no),
      UNIQUE KEY uq_stamp_winner_user (campaign_id, user_id),
      CONSTRAINT fk_stamp_winner_campaign FOREIGN KEY (campaign_id) REFERENCES stamp_campaign (id),
      CONSTRAINT fk_stamp_winner_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stamp_winner`);
    await q.query(`DROP TABLE stamp_award`);
    await q.query(`DROP TABLE stamp`);
    await q.query(`DROP TABLE stamp_campaign`);
  }
}
