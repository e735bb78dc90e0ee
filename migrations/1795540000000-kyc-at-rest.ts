import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * KYC photos encrypted at rest (docs/KYC.md): each kyc_file row holds its data key wrapped under a
 * key-encryption key and that key's id. Rows without a key are files stored in plaintext before this
 * change; the gateway seals them on first read and the sweeper seals the rest. The index on
 * anonymised_at lets the retention sweep find accounts whose KYC data is due for removal.
 */
export class KycAtRest1795540000000 implements MigrationInterface {
  name = "KycAtRest1795540000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE kyc_file
      ADD COLUMN key_id VARCHAR(16) NULL AFTER bytes,
      ADD COLUMN wrapped_key VARCHAR(160) NULL AFTER key_id,
      ADD KEY ix_kyc_file_key_id (key_id)`);
    await q.query(`ALTER TABLE user_account ADD KEY ix_user_account_anonymised (status, anonymised_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_account DROP KEY ix_user_account_anonymised`);
    await q.query(
      `ALTER TABLE kyc_file DROP KEY ix_kyc_file_key_id, DROP COLUMN wrapped_key, DROP COLUMN key_id`,
    );
  }
}
