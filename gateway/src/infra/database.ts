/**
 * The TypeORM data source over mysql2. Entities and migrations are listed explicitly (no globs), so
 * the same list works under Node, vitest and the CLI. BIGINT and DECIMAL columns come back as strings
 * and are turned into Money or numbers at the boundary.
 */
import { createConnection } from "mysql2/promise";
import { DataSource } from "typeorm";
import { ALL_MIGRATIONS } from "../../../migrations/index.js";
import { ENTITIES } from "./entities.js";

/** Splits a mysql:// URL into the server URL and the database name. */
export function parseDatabaseUrl(url: string): { serverUrl: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  if (!/^[A-Za-z0-9_]{1,64}$/.test(database)) {
    throw new Error(`DATABASE_URL must name a database of letters, digits and _ (got "${database}")`);
  }
  parsed.pathname = "/";
  return { serverUrl: parsed.toString(), database };
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const { serverUrl, database } = parseDatabaseUrl(url);
  const connection = await createConnection({
    uri: serverUrl.replace(/^mariadb:/, "mysql:"),
    connectTimeout: 5000,
  });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}

/** Drops a database (test clean-up only). */
export async function dropDatabase(url: string): Promise<void> {
  const { serverUrl, database } = parseDatabaseUrl(url);
  const connection = await createConnection({ uri: serverUrl.replace(/^mariadb:/, "mysql:") });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await connection.end();
  }
}

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: "mysql",
    url: url.replace(/^mariadb:/, "mysql:"),
    charset: "utf8mb4_unicode_ci",
    timezone: "Z",
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: "schema_migrations",
    entities: ENTITIES,
    migrations: ALL_MIGRATIONS,
    poolSize: options.poolSize ?? 10,
    connectTimeout: 5000,
    extra: {
      // Keep idle connections healthy so a MySQL restart is noticed and replaced transparently.
      enableKeepAlive: true,
      keepAliveInitialDelay: 10_000,
      maxIdle: options.poolSize ?? 10,
      idleTimeout: 60_000,
    },
  });
}

/** Ensures the database exists, connects and applies pending migrations. */
export async function openDatabase(url: string, options: { migrate?: boolean; poolSize?: number } = {}) {
  await ensureDatabase(url);
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  await assertUtcSessions(dataSource);
  if (options.migrate ?? true) {
    await dataSource.runMigrations({ transaction: "each" });
  }
  return dataSource;
}

/**
 * Times are stored in UTC (mysql2 `timezone: "Z"`) and SQL compares them with NOW(3), so the server's
 * sessions must run in UTC. The start script and docker-compose start servers that way; a server
 * configured otherwise is refused with one clear line rather than closing auctions hours off.
 */
async function assertUtcSessions(dataSource: DataSource): Promise<void> {
  const [row] = (await dataSource.query(
    "SELECT TIMESTAMPDIFF(MINUTE, UTC_TIMESTAMP(), NOW()) AS utc_offset",
  )) as { utc_offset: string | number }[];
  if (Number(row?.utc_offset ?? 0) !== 0) {
    await dataSource.destroy();
    throw new Error(
      "MySQL sessions do not run in UTC: start the server with --default-time-zone=+00:00 (or TZ=UTC)",
    );
  }
}
