import { randomUUID } from "node:crypto";
import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";

const LOCK_TTL_MS = 5 * 60_000;

/** One poll at a time per network, across gateway and worker processes; null when another poll holds it. */
export async function withPollLock<T>(
  deps: Pick<AppDeps, "config" | "redis">,
  network: UsdtNetwork,
  work: () => Promise<T>,
): Promise<T | null> {
  // Under the queue prefix: deployments (and test runs) sharing one Redis keep separate locks.
  const key = `${deps.config.QUEUE_PREFIX}:wallet:deposit-poll:${network}`;
  const token = randomUUID();
  const acquired = await deps.redis.set(key, token, "PX", LOCK_TTL_MS, "NX");
  if (acquired !== "OK") return null;
  try {
    return await work();
  } finally {
    // Delete only our own lock (it may have expired and been taken by another poll).
    await deps.redis.eval(
      `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`,
      1,
      key,
      token,
    );
  }
}
