import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Members cancel their own withdrawal while it is still under review (docs/WALLET.md "Cancelling a
 * withdrawal"): USDT and card withdrawals gain the CANCELLED state and the time it happened. What the
 * request froze goes back through the ledger like a rejection; staff queues never list it as pending.
 */
const TABLES = ["usdt_withdrawal", "card_withdrawal"] as const;
const STATES = (withCancelled: boolean) =>
  `'REVIEW', 'APPROVED', 'SENDING', 'SENT', 'FAILED'${withCancelled ? ", 'CANCELLED'" : ""}`;

export class WithdrawalCancel1795550000000 implements MigrationInterface {
  name = "WithdrawalCancel1795550000000";

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table}
        DROP CONSTRAINT ck_${table}_status,
        ADD COLUMN cancelled_at DATETIME(3) NULL AFTER sent_at,
        ADD CONSTRAINT ck_${table}_status CHECK (status IN (${STATES(true)}))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `UPDATE ${table} SET status = 'FAILED', failure_reason = 'cancelled by the member'
          WHERE status = 'CANCELLED'`,
      );
      await q.query(`ALTER TABLE ${table}
        DROP CONSTRAINT ck_${table}_status,
        DROP COLUMN cancelled_at,
        ADD CONSTRAINT ck_${table}_status CHECK (status IN (${STATES(false)}))`);
    }
  }
}
