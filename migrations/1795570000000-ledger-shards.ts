import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A hot system account (marketplace fees, chain clearing) is spread over several ledger_account rows,
 * its shards, so that concurrent postings do not queue on one row lock until their commits. The
 * account's balance is the sum of its shards; each shard row still caches exactly the sum of its own
 * entries. User accounts are always shard 0, one row per user and currency.
 */
export class LedgerShards1795570000000 implements MigrationInterface {
  name = "LedgerShards1795570000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_account
      ADD COLUMN shard TINYINT UNSIGNED NOT NULL DEFAULT 0 AFTER system_code,
      DROP INDEX uq_ledger_system,
      ADD UNIQUE KEY uq_ledger_system (system_code, currency, shard),
      ADD CONSTRAINT ck_ledger_user_shard CHECK (user_id IS NULL OR shard = 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Folding shards back into one row would rewrite entries; refuse while any shard above 0 exists.
    const [row] = (await q.query(`SELECT COUNT(*) AS n FROM ledger_account WHERE shard > 0`)) as {
      n: string;
    }[];
    if (Number(row?.n ?? 0) > 0) throw new Error("ledger_account has shards above 0: cannot drop the column");
    await q.query(`ALTER TABLE ledger_account
      DROP CONSTRAINT ck_ledger_user_shard,
      DROP INDEX uq_ledger_system,
      ADD UNIQUE KEY uq_ledger_system (system_code, currency),
      DROP COLUMN shard`);
  }
}
