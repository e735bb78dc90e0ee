import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Request ids into jobs (issue 18): the outbox row remembers the id of the gateway request (or job)
 * that wrote it; the relay passes it to BullMQ as the job's `requestId` option (the payload contracts
 * of schema/src/jobs.ts are unchanged) and the workers log it with the job.
 */
export class OutboxRequestId1795587100000 implements MigrationInterface {
  name = "OutboxRequestId1795587100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_message ADD COLUMN request_id VARCHAR(64) NULL AFTER job_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_message DROP COLUMN request_id`);
  }
}
