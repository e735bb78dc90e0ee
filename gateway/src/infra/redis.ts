import { Redis } from "ioredis";

/**
 * Producers and request handlers fail fast when Redis is down (no offline queue, one retry);
 * workers wait for Redis to come back (BullMQ requires `maxRetriesPerRequest: null` there).
 */
export function createRedis(url: string, role: "producer" | "worker"): Redis {
  if (role === "worker") {
    return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  }
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
