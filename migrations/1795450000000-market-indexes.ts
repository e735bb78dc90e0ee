import type { MigrationInterface, QueryRunner } from "typeorm";

/** The order book's default sort (newest listings first) reads this index instead of sorting every open listing. */
export class MarketIndexes1795450000000 implements MigrationInterface {
  name = "MarketIndexes1795450000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_listing ADD KEY ix_listing_created (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_listing DROP KEY ix_listing_created`);
  }
}
