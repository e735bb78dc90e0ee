import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Staff-uploaded card artwork (issue 18): one re-encoded WebP per card, kept in the database beside the
 * card. `version` (the first 16 hex digits of the stored bytes' SHA-256) names the picture in its public
 * URL, so a replaced artwork is a new URL and a cached copy of the old one is never shown for it.
 */
export class CardArtwork1795588000000 implements MigrationInterface {
  name = "CardArtwork1795588000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE card_artwork (
      card_id INT UNSIGNED NOT NULL,
      version CHAR(16) NOT NULL,
      content_type VARCHAR(32) NOT NULL,
      width INT UNSIGNED NOT NULL,
      height INT UNSIGNED NOT NULL,
      byte_size INT UNSIGNED NOT NULL,
      bytes MEDIUMBLOB NOT NULL,
      uploaded_by BIGINT UNSIGNED NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (card_id),
      CONSTRAINT fk_card_artwork_card FOREIGN KEY (card_id) REFERENCES card (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE card_artwork`);
  }
}
