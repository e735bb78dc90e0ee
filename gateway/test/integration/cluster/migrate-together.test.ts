import { afterAll, describe, expect, it } from "vitest";
import { dropDatabase, openDatabase } from "../../../src/infra/database.js";
import { isolatedConfig } from "../../helpers/test-env.js";

/** Gateways started together on an empty database migrate it once (migrateUnderLock), both start. */
const config = isolatedConfig();
afterAll(() => dropDatabase(config.DATABASE_URL));

describe("two instances starting on an empty database", () => {
  it("both open it: one applies the migrations, the other waits and finds none pending", async () => {
    const [first, second] = await Promise.all([
      openDatabase(config.DATABASE_URL, { poolSize: 2 }),
      openDatabase(config.DATABASE_URL, { poolSize: 2 }),
    ]);
    try {
      expect(await first.showMigrations()).toBe(false);
      const [row] = (await second.query(`SELECT COUNT(*) AS n FROM schema_migrations`)) as { n: string }[];
      expect(Number(row!.n)).toBe(first.migrations.length);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  }, 300_000);
});
