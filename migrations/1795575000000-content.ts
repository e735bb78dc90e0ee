import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Staff-edited content (issue 15): items with one translation per language, their revision history,
 * the launch notice bar and the marketplace banners. Every state change is a conditional update on
 * `content_item.revision` (and state), so two editors or a stale scheduled job never both win.
 * `content_translation.kind` repeats the item's kind (it never changes) so the UNIQUE key can hold a
 * slug once per kind and language.
 */
export class Content1795575000000 implements MigrationInterface {
  name = "Content1795575000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content_item (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      kind VARCHAR(24) NOT NULL,
      web_type TINYINT UNSIGNED NULL,
      category VARCHAR(40) NULL,
      tags_json VARCHAR(2000) NOT NULL DEFAULT '[]',
      state ENUM('DRAFT','SCHEDULED','PUBLISHED','ARCHIVED') NOT NULL DEFAULT 'DRAFT',
      cover_url VARCHAR(512) NULL,
      publish_at DATETIME(3) NULL,
      published_at DATETIME(3) NULL,
      revision INT UNSIGNED NOT NULL DEFAULT 1,
      created_by BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_by BIGINT UNSIGNED NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY ix_content_item_reader (state, kind, published_at, id),
      KEY ix_content_item_due (state, publish_at),
      KEY ix_content_item_staff (kind, updated_at),
      CONSTRAINT fk_content_item_creator FOREIGN KEY (created_by) REFERENCES user_account (id),
      CONSTRAINT fk_content_item_updater FOREIGN KEY (updated_by) REFERENCES user_account (id),
      CONSTRAINT ck_content_item_web_type CHECK (web_type IS NULL OR web_type IN (3, 4)),
      CONSTRAINT ck_content_item_scheduled CHECK (state <> 'SCHEDULED' OR publish_at IS NOT NULL),
      CONSTRAINT ck_content_item_published CHECK (state <> 'PUBLISHED' OR published_at IS NOT NULL)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE content_translation (
      item_id BIGINT UNSIGNED NOT NULL,
      language VARCHAR(5) NOT NULL,
      kind VARCHAR(24) NOT NULL,
      slug VARCHAR(120) NOT NULL,
      title VARCHAR(200) NOT NULL,
      summary VARCHAR(500) NOT NULL,
      body_markdown MEDIUMTEXT NOT NULL,
      body_html MEDIUMTEXT NOT NULL,
      PRIMARY KEY (item_id, language),
      UNIQUE KEY uq_content_translation_slug (kind, language, slug),
      CONSTRAINT fk_content_translation_item FOREIGN KEY (item_id) REFERENCES content_item (id)
        ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE content_revision (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      item_id BIGINT UNSIGNED NOT NULL,
      revision INT UNSIGNED NOT NULL,
      action VARCHAR(16) NOT NULL,
      changed_fields_json VARCHAR(2000) NOT NULL,
      editor_id BIGINT UNSIGNED NULL,
      snapshot_json MEDIUMTEXT NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_content_revision (item_id, revision),
      CONSTRAINT fk_content_revision_item FOREIGN KEY (item_id) REFERENCES content_item (id),
      CONSTRAINT fk_content_revision_editor FOREIGN KEY (editor_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE launch_notice (
      id TINYINT UNSIGNED NOT NULL PRIMARY KEY,
      enabled TINYINT(1) NOT NULL DEFAULT 0,
      url VARCHAR(512) NULL,
      updated_by BIGINT UNSIGNED NULL,
      updated_at DATETIME(3) NULL,
      CONSTRAINT ck_launch_notice_single CHECK (id = 1),
      CONSTRAINT fk_launch_notice_updater FOREIGN KEY (updated_by) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`INSERT INTO launch_notice (id, enabled) VALUES (1, 0)`);
    await q.query(`CREATE TABLE launch_notice_text (
      language VARCHAR(5) NOT NULL PRIMARY KEY,
      text VARCHAR(300) NOT NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE marketplace_banner (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      position SMALLINT UNSIGNED NOT NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      image_url VARCHAR(512) NOT NULL,
      link_url VARCHAR(512) NULL,
      titles_json VARCHAR(2000) NOT NULL,
      updated_by BIGINT UNSIGNED NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY ix_marketplace_banner_order (active, position, id),
      CONSTRAINT fk_marketplace_banner_updater FOREIGN KEY (updated_by) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE marketplace_banner`);
    await q.query(`DROP TABLE launch_notice_text`);
    await q.query(`DROP TABLE launch_notice`);
    await q.query(`DROP TABLE content_revision`);
    await q.query(`DROP TABLE content_translation`);
    await q.query(`DROP TABLE content_item`);
  }
}
