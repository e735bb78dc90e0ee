import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Showrooms (issue 17): rooms members fill with cards they own, unlocked by the Jallery purchase.
 *
 * - `showroom_template`: room types staff manage (slot layout as columns × slot_count; slot_count is the
 *   room's NFT max limit). Retired templates stay for the rooms built on them.
 * - `showroom`: `name` is UNIQUE (utf8mb4_unicode_ci, so case-insensitive): two members creating the same
 *   name at once get one row and one 1109. Name and template never change (no statement updates them).
 *   `status` DRAFT = not established (created, no cover/visibility chosen yet); PUBLISHED/PRIVATE once
 *   established; TAKEN_DOWN by staff with a reason.
 * - `showroom_slot`: one unit of a card the owner holds, per slot. Holdings empty the slots of units that
 *   leave their owner (or get listed) in the same transaction (see docs/SHOWROOMS.md).
 * - `showroom_like`: one per member per room; `showroom.like_count` moves with it in one transaction.
 * - `showroom_access`: who bought Jallery (one row per member, the paying order kept).
 * - `showroom_cover`: uploaded cover files, owned by the uploader until a room uses them.
 */
export class Showrooms1795579000000 implements MigrationInterface {
  name = "Showrooms1795579000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE showroom_template (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      name VARCHAR(60) NOT NULL,
      columns_count TINYINT UNSIGNED NOT NULL,
      slot_count TINYINT UNSIGNED NOT NULL,
      retired_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_showroom_template_name (name),
      CONSTRAINT ck_showroom_template_slots CHECK (slot_count BETWEEN 1 AND 24 AND columns_count BETWEEN 1 AND 6)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE showroom (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      user_id BIGINT UNSIGNED NOT NULL,
      name VARCHAR(40) NOT NULL,
      template_id INT UNSIGNED NOT NULL,
      slot_count TINYINT UNSIGNED NOT NULL,
      columns_count TINYINT UNSIGNED NOT NULL,
      description VARCHAR(1000) NOT NULL DEFAULT '',
      cover_key VARCHAR(32) NULL,
      status VARCHAR(12) NOT NULL DEFAULT 'DRAFT',
      established_at DATETIME(3) NULL,
      published_at DATETIME(3) NULL,
      taken_down_at DATETIME(3) NULL,
      taken_down_reason VARCHAR(255) NULL,
      taken_down_by BIGINT UNSIGNED NULL,
      like_count INT UNSIGNED NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_showroom_name (name),
      KEY ix_showroom_owner (user_id, created_at),
      KEY ix_showroom_newest (status, published_at),
      KEY ix_showroom_liked (status, like_count),
      CONSTRAINT fk_showroom_user FOREIGN KEY (user_id) REFERENCES user_account (id),
      CONSTRAINT fk_showroom_template FOREIGN KEY (template_id) REFERENCES showroom_template (id),
      CONSTRAINT ck_showroom_status CHECK (status IN ('DRAFT','PUBLISHED','PRIVATE','TAKEN_DOWN'))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE showroom_slot (
      showroom_id BIGINT UNSIGNED NOT NULL,
      slot_index TINYINT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      card_id INT UNSIGNED NOT NULL,
      placed_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (showroom_id, slot_index),
      KEY ix_showroom_slot_unit (user_id, card_id),
      CONSTRAINT fk_showroom_slot_room FOREIGN KEY (showroom_id) REFERENCES showroom (id) ON DELETE CASCADE,
      CONSTRAINT fk_showroom_slot_card FOREIGN KEY (card_id) REFERENCES card (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE showroom_like (
      showroom_id BIGINT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (showroom_id, user_id),
      KEY ix_showroom_like_user (user_id),
      CONSTRAINT fk_showroom_like_room FOREIGN KEY (showroom_id) REFERENCES showroom (id) ON DELETE CASCADE,
      CONSTRAINT fk_showroom_like_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE showroom_access (
      user_id BIGINT UNSIGNED NOT NULL PRIMARY KEY,
      order_id BIGINT UNSIGNED NULL,
      granted_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      CONSTRAINT fk_showroom_access_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE showroom_cover (
      cover_key VARCHAR(32) NOT NULL PRIMARY KEY,
      user_id BIGINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY ix_showroom_cover_user (user_id),
      CONSTRAINT fk_showroom_cover_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE showroom_cover`);
    await q.query(`DROP TABLE showroom_access`);
    await q.query(`DROP TABLE showroom_like`);
    await q.query(`DROP TABLE showroom_slot`);
    await q.query(`DROP TABLE showroom`);
    await q.query(`DROP TABLE showroom_template`);
  }
}
