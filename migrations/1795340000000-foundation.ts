import type { MigrationInterface, QueryRunner } from "typeorm";

/** Catalog (chains, publishers, artists, series, cards), the outbox and stored mail. */
export class Foundation1795340000000 implements MigrationInterface {
  name = "Foundation1795340000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chain (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      code VARCHAR(16) NOT NULL,
      name VARCHAR(64) NOT NULL,
      sort_order INT NOT NULL DEFAULT 0,
      PRIMARY KEY (id),
      UNIQUE KEY uq_chain_code (code)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE publisher (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      slug VARCHAR(64) NOT NULL,
      name VARCHAR(128) NOT NULL,
      description TEXT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_publisher_slug (slug),
      KEY ix_publisher_name (name)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE artist (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      slug VARCHAR(64) NOT NULL,
      name VARCHAR(128) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_artist_slug (slug)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE series (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      slug VARCHAR(64) NOT NULL,
      name VARCHAR(128) NOT NULL,
      publisher_id INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_series_slug (slug),
      CONSTRAINT fk_series_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE card (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      name VARCHAR(160) NOT NULL,
      artist_id INT UNSIGNED NOT NULL,
      publisher_id INT UNSIGNED NOT NULL,
      series_id INT UNSIGNED NULL,
      chain_id INT UNSIGNED NOT NULL,
      work_number VARCHAR(64) NULL,
      edition VARCHAR(64) NULL,
      size VARCHAR(64) NULL,
      creation_year SMALLINT UNSIGNED NULL,
      total_issued INT UNSIGNED NOT NULL,
      release_at DATETIME(3) NOT NULL,
      contract_id VARCHAR(64) NOT NULL,
      contract_address CHAR(42) NOT NULL,
      token_address CHAR(42) NOT NULL,
      token_id VARCHAR(78) NOT NULL,
      likes INT UNSIGNED NOT NULL DEFAULT 0,
      sellable TINYINT(1) NOT NULL DEFAULT 1,
      giftable TINYINT(1) NOT NULL DEFAULT 1,
      withdrawable TINYINT(1) NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_card_token (chain_id, token_address, token_id),
      KEY ix_card_release (release_at),
      KEY ix_card_chain_release (chain_id, release_at),
      KEY ix_card_name (name),
      CONSTRAINT fk_card_artist FOREIGN KEY (artist_id) REFERENCES artist (id),
      CONSTRAINT fk_card_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id),
      CONSTRAINT fk_card_series FOREIGN KEY (series_id) REFERENCES series (id),
      CONSTRAINT fk_card_chain FOREIGN KEY (chain_id) REFERENCES chain (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE outbox_message (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      queue VARCHAR(64) NOT NULL,
      name VARCHAR(64) NOT NULL,
      payload TEXT NOT NULL,
      job_id VARCHAR(128) NULL,
      run_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      dispatched_at DATETIME(3) NULL,
      PRIMARY KEY (id),
      KEY ix_outbox_pending (dispatched_at, id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE mail_message (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      to_address VARCHAR(254) NOT NULL,
      reply_to VARCHAR(254) NULL,
      subject VARCHAR(255) NOT NULL,
      text_body TEXT NOT NULL,
      html_body MEDIUMTEXT NOT NULL,
      status VARCHAR(16) NOT NULL DEFAULT 'queued',
      attempts INT UNSIGNED NOT NULL DEFAULT 0,
      last_error VARCHAR(512) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      delivered_at DATETIME(3) NULL,
      PRIMARY KEY (id),
      KEY ix_mail_to (to_address, id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      "mail_message",
      "outbox_message",
      "card",
      "series",
      "artist",
      "publisher",
      "chain",
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
