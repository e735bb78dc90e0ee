import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { loadConfig, type Config } from "../../src/config.js";
import { dropDatabase } from "../../src/infra/database.js";
import { createTestDatabase } from "./template-database.js";

const BASE_DATABASE_URL = process.env.DATABASE_URL || "mysql://root@127.0.0.1:3306/vitrine";
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

/**
 * A configuration of its own for one test file: a fresh database name and queue prefix on the real
 * MySQL and Redis, so test files never see each other's rows or jobs.
 */
export function isolatedConfig(overrides: Record<string, string> = {}): Config {
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/vitrine_test_${suffix}`;
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url.toString(),
    REDIS_URL,
    QUEUE_PREFIX: `vitrine_test_${suffix}`,
    OUTBOX_POLL_MS: "50",
    CLIENT_DIST: "/nonexistent",
    ...overrides,
  });
}

/** Creates the test file's database, already migrated (a copy of the template: template-database.ts). */
export async function createIsolatedDatabase(config: Config): Promise<void> {
  await createTestDatabase(config.DATABASE_URL);
}

/** Drops the test database and deletes every Redis key under the test's queue prefix. */
export async function cleanupIsolated(config: Config): Promise<void> {
  await dropDatabase(config.DATABASE_URL);
  const redis = new Redis(config.REDIS_URL);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${config.QUEUE_PREFIX}:*`, "COUNT", 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
