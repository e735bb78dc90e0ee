import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Refunds of orders paid through a provider (docs/PAYMENTS.md "Refunds"). The order stays SUCCESS (it
 * was paid); `refund_state` says where its refund is: NULL (none), PENDING (the member's Jpoint is taken
 * back and the provider's refund API is being asked; asking again is safe) or DONE (the provider
 * refunded: its refund number and the time are kept). Only a paid order can carry a refund.
 */
export class OrderRefunds1795578000000 implements MigrationInterface {
  name = "OrderRefunds1795578000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE primary_order
      ADD COLUMN refund_state VARCHAR(8) NULL AFTER late_outcome,
      ADD COLUMN refund_trade_no VARCHAR(64) NULL AFTER refund_state,
      ADD COLUMN refunded_at DATETIME(3) NULL AFTER refund_trade_no,
      ADD COLUMN refunded_by BIGINT UNSIGNED NULL AFTER refunded_at,
      ADD CONSTRAINT ck_order_refund CHECK (
        refund_state IS NULL OR (refund_state IN ('PENDING', 'DONE') AND state = 'SUCCESS'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE primary_order DROP CONSTRAINT ck_order_refund,
      DROP COLUMN refunded_by, DROP COLUMN refunded_at, DROP COLUMN refund_trade_no, DROP COLUMN refund_state`);
  }
}
