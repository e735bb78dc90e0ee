import type { EntityManager } from "typeorm";
import { enqueueAfterCommit } from "../../outbox/index.js";

/**
 * Schedules the order's time-out at the end of its hold, inside the transaction that creates it (the
 * job exists only if the order does). The sweeper backs up a lost job (expireOverdueOrders).
 */
export async function scheduleOrderExpiry(
  em: EntityManager,
  orderId: string,
  expiresAt: Date,
): Promise<void> {
  await enqueueAfterCommit(
    em,
    "primary",
    "expireOrder",
    { orderId },
    { jobId: `expire-order-${orderId}`, runAt: expiresAt },
  );
}
