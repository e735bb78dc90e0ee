import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The celebrity index board (issue 17). MySQL holds the truth; Redis sorted sets are a fast copy.
 * - celebrity (+ celebrity_text per language): stars and artists, optionally linked to a catalog artist.
 * - celebrity_like: one row per member, celebrity and GMT+8 day (UNIQUE), so a second like the same day
 *   is refused by the database itself, whatever the Redis state.
 * - celebrity_like_total: likes per celebrity and period (DAY, WEEK from Monday, MONTH; GMT+8 starts),
 *   raised by one in the same transaction as the like row. The board's sorted sets are written from
 *   these counts (never incremented blindly), so a rebuild after a Redis loss gives the same numbers.
 * - celebrity_standing: the final standings of a closed period. Its primary key (period, start,
 *   celebrity) makes the close job idempotent: a second run inserts nothing.
 */
export class Celebrities1795580000000 implements MigrationInterface {
  name = "Celebrities1795580000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE celebrity (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      kind ENUM('STAR','ARTIST') NOT NULL,
      artist_id INT UNSIGNED NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      version INT UNSIGNED NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY ix_celebrity_active (active, id),
      CONSTRAINT fk_celebrity_artist FOREIGN KEY (artist_id) REFERENCES artist (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE celebrity_text (
      celebrity_id INT UNSIGNED NOT NULL,
      language CHAR(2) NOT NULL,
      name VARCHAR(80) NOT NULL,
      bio VARCHAR(2000) NOT NULL DEFAULT '',
      PRIMARY KEY (celebrity_id, language),
      CONSTRAINT fk_celebrity_text_celebrity FOREIGN KEY (celebrity_id) REFERENCES celebrity (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE celebrity_like (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      celebrity_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      like_day DATE NOT NULL COMMENT 'the GMT+8 calendar day of the like',
      created_at DATETIME(3) NOT NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_celebrity_like_day (user_id, celebrity_id, like_day),
      KEY ix_celebrity_like_celebrity (celebrity_id, like_day),
      CONSTRAINT fk_celebrity_like_celebrity FOREIGN KEY (celebrity_id) REFERENCES celebrity (id),
      CONSTRAINT fk_celebrity_like_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE celebrity_like_total (
      period ENUM('DAY','WEEK','MONTH') NOT NULL,
      period_start DATE NOT NULL,
      celebrity_id INT UNSIGNED NOT NULL,
      likes INT UNSIGNED NOT NULL,
      PRIMARY KEY (period, period_start, celebrity_id),
      KEY ix_celebrity_like_total_celebrity (celebrity_id, period, period_start),
      CONSTRAINT fk_celebrity_like_total_celebrity FOREIGN KEY (celebrity_id) REFERENCES celebrity (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE celebrity_standing (
      period ENUM('DAY','WEEK','MONTH') NOT NULL,
      period_start DATE NOT NULL,
      celebrity_id INT UNSIGNED NOT NULL,
      likes INT UNSIGNED NOT NULL,
      rank_no INT UNSIGNED NOT NULL,
      closed_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (period, period_start, celebrity_id),
      KEY ix_celebrity_standing_celebrity (celebrity_id, period, period_start),
      CONSTRAINT fk_celebrity_standing_celebrity FOREIGN KEY (celebrity_id) REFERENCES celebrity (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE celebrity_standing`);
    await q.query(`DROP TABLE celebrity_like_total`);
    await q.query(`DROP TABLE celebrity_like`);
    await q.query(`DROP TABLE celebrity_text`);
    await q.query(`DROP TABLE celebrity`);
  }
}
