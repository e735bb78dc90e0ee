import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * A job to enqueue, written in the same transaction as the business change that causes it. The relay
 * enqueues undispatched rows (job id = `jobId` or `outbox-<id>`) and marks them dispatched, so a job is
 * never enqueued for a change that rolled back, and never lost for one that committed.
 */
@Entity({ name: "outbox_message" })
@Index("ix_outbox_pending", ["dispatchedAt", "id"])
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  @Column({ type: "varchar", length: 64 })
  queue!: string;

  @Column({ type: "varchar", length: 64 })
  name!: string;

  /** JSON payload (ids only, never personal data). */
  @Column({ type: "text" })
  payload!: string;

  /** Deterministic job id for jobs that must exist once (e.g. `auction-close-42`); null → `outbox-<id>`. */
  @Column({ name: "job_id", type: "varchar", length: 128, nullable: true })
  jobId!: string | null;

  /** When set, the job is delayed until this time. */
  @Column({ name: "run_at", type: "datetime", precision: 3, nullable: true })
  runAt!: Date | null;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @Column({ name: "dispatched_at", type: "datetime", precision: 3, nullable: true })
  dispatchedAt!: Date | null;
}
