import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import {
  assertStrictSessions,
  createDataSource,
  dropDatabase,
  openDatabase,
  REQUIRED_SQL_MODES,
} from "../../../src/infra/database.js";
import { isolatedConfig } from "../../helpers/test-env.js";

/** Issue 20 item 3: the database runs in strict SQL mode on every connection, checked at start-up. */
const config = isolatedConfig();
let dataSource: DataSource;

beforeAll(async () => {
  dataSource = await openDatabase(config.DATABASE_URL, { migrate: false, poolSize: 4 });
}, 60_000);

afterAll(async () => {
  if (dataSource?.isInitialized) await dataSource.destroy();
  await dropDatabase(config.DATABASE_URL);
});

describe("strict SQL mode", () => {
  it("every pooled connection runs with every required mode", async () => {
    // Hold four connections at once so the pool has to open all of them.
    const runners = Array.from({ length: 4 }, () => dataSource.createQueryRunner());
    try {
      for (const runner of runners) await runner.connect();
      for (const runner of runners) {
        const [row] = (await runner.query("SELECT @@SESSION.sql_mode AS mode")) as { mode: string }[];
        expect(row!.mode.split(",")).toEqual(expect.arrayContaining([...REQUIRED_SQL_MODES]));
      }
    } finally {
      for (const runner of runners) await runner.release();
    }
  });

  it("a value too long for its column fails instead of being truncated", async () => {
    await dataSource.query("CREATE TABLE strict_probe (name VARCHAR(4) NOT NULL, n TINYINT NOT NULL)");
    await expect(dataSource.query("INSERT INTO strict_probe VALUES ('toolong', 1)")).rejects.toThrow(
      /too long/i,
    );
    await expect(dataSource.query("INSERT INTO strict_probe VALUES ('ok', 1000)")).rejects.toThrow(
      /out of range/i,
    );
    const [row] = (await dataSource.query("SELECT COUNT(*) AS n FROM strict_probe")) as { n: string }[];
    expect(Number(row!.n)).toBe(0);
  });

  it("start-up refuses sessions that are not strict", async () => {
    const loose = createDataSource(config.DATABASE_URL, { poolSize: 1 });
    await loose.initialize();
    await loose.query("SET SESSION sql_mode = 'NO_ENGINE_SUBSTITUTION'");
    await expect(assertStrictSessions(loose)).rejects.toThrow(
      /strict SQL mode \(missing STRICT_TRANS_TABLES/,
    );
    expect(loose.isInitialized).toBe(false);
  });
});
