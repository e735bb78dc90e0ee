import { Queue, type JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import { QUEUES } from "@vitrine/schema";

/** Retention keeps finished job ids long enough for BullMQ to de-duplicate a repeated relay. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: "exponential", delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** One BullMQ Queue per name, sharing one producer connection and the configured key prefix. */
export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    readonly prefix: string,
  ) {}

  get(name: string): Queue {
    if (!(Object.values(QUEUES) as string[]).includes(name)) {
      throw new Error(`unknown queue "${name}"`);
    }
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}
