import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Partner webhook secrets sealed at rest (docs/PARTNERS.md, docs/SECURITY.md): the column holds
 * `pw1.<key id>.<iv>.<tag>.<ciphertext>` (about 125 characters) instead of the `whsec_…` secret, so
 * it widens. Rows written before stay in clear until the workers' sweep (`seal-partner-secrets`,
 * run at their start and every SWEEP_EVERY_MS) seals them with the configured key; the migration
 * itself has no key. Down narrows it back; in strict mode MariaDB refuses while a sealed row is longer.
 */
export class PartnerSecretSealed1795588200000 implements MigrationInterface {
  name = "PartnerSecretSealed1795588200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE partner MODIFY webhook_secret VARCHAR(255) NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE partner MODIFY webhook_secret VARCHAR(80) NOT NULL`);
  }
}
