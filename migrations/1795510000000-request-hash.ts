import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Keyed money requests store a hash of their parameters next to the idempotency key
 * (gateway/src/shared/idempotency.ts): the same key with other parameters is refused (2016) instead
 * of answering a different request. Rows from before this migration keep NULL (nothing to compare).
 */
const TABLES = ["primary_order", "usdt_withdrawal", "card_withdrawal", "card_gift"] as const;

export class RequestHash1795510000000 implements MigrationInterface {
  name = "RequestHash1795510000000";

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN request_hash CHAR(64) NULL AFTER idempotency_key`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN request_hash`);
  }
}
