import { randomUUID } from "node:crypto";
import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";

const LOCK_TTL_MS = 15 * 60_000;

/** One sweep at a time per network, across processes; null when another sweep holds the lock. */
export async function withSweepLock<T>(
  deps: Pick<AppDeps, "config" | "redis">,
  network: UsdtNetwork,
  work: () => Promise<T>,
): Promise<T | null> {
  const key = `${deps.config.QUEUE_PREFIX}:wallet:deposit-sweep:${network}`;
  const token = randomUUID();
  if ((await deps.redis.set(key, token, "PX", LOCK_TTL_MS, "NX")) !== "OK") return null;
  try {
    return await work();
  } finally {
    await deps.redis.eval(
      `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`,
      1,
      key,
      token,
    );
  }
}
