import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Operations dashboards (issue 18): `dashboard_day` holds one row per GMT+8 day, metric and dimension
 * (payment way, trade kind, network, KYC step; '' when the metric has none) with a count `n` and two
 * amounts `a`, `b` in minor units (the metric says which; docs/OPERATIONS.md). The `dashboards/rollup`
 * job recomputes whole days from the ledger and order tables and replaces them (delete + insert in one
 * transaction), so a rerun gives the same rows; dashboards read this table only, never the ledger.
 */
export class Dashboards1795587000000 implements MigrationInterface {
  name = "Dashboards1795587000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dashboard_day (
      day DATE NOT NULL,
      metric VARCHAR(32) NOT NULL,
      dim VARCHAR(32) NOT NULL DEFAULT '',
      n BIGINT NOT NULL DEFAULT 0,
      a BIGINT NOT NULL DEFAULT 0,
      b BIGINT NOT NULL DEFAULT 0,
      computed_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (day, metric, dim)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dashboard_day`);
  }
}
