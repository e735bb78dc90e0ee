/**
 * The TypeORM data source over mysql2. Entities and migrations are listed explicitly (no globs), so
 * the same list works under Node, vitest and the CLI. BIGINT and DECIMAL columns come back as strings
 * and are turned into Money or numbers at the boundary.
 */
import mysql2 from "mysql2";
import { createConnection } from "mysql2/promise";
import { DataSource } from "typeorm";
import { ALL_MIGRATIONS } from "../../../migrations/index.js";

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

/**
 * Every session runs in strict SQL mode, in every environment: a value that slipped past the input
 * rules (too long, out of range, a zero date) fails loudly instead of being truncated or clamped.
 */
export const REQUIRED_SQL_MODES = [
  "STRICT_TRANS_TABLES",
  "STRICT_ALL_TABLES",
  "NO_ZERO_DATE",
  "NO_ZERO_IN_DATE",
  "ERROR_FOR_DIVISION_BY_ZERO",
  "NO_ENGINE_SUBSTITUTION",
] as const;

/**
 * mysql2 with one change: the pool sets the session's sql_mode on every new connection before
 * handing it out (commands on a connection run in order), including the first one TypeORM opens to
 * test the credentials — which a listener added after `initialize()` would miss.
 */
const strictMysql2 = {
  ...mysql2,
  createPool(options: Parameters<typeof mysql2.createPool>[0]) {
    const pool = mysql2.createPool(options as never);
    pool.on("connection", (connection) => {
      connection.query(`SET SESSION sql_mode = '${REQUIRED_SQL_MODES.join(",")}'`, (error) => {
        if (error) connection.destroy();
      });
    });
    return pool;
  },
};

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: "mysql",
    driver: strictMysql2,
    url: url.replace(/^mariadb:/, "mysql:"),
    charset: "utf8mb4_unicode_ci",
    timezone: "Z",
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: "schema_migrations",
    // No entities: each domain reaches its tables through its repo modules (docs/ARCHITECTURE.md).
    entities: [],
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
  await assertStrictSessions(dataSource);
  if (options.migrate ?? true) await migrateUnderLock(dataSource);
  return dataSource;
}

/**
 * Applies pending migrations while holding a MySQL named lock, so gateways started together (a
 * cluster, a rolling deploy) never run the same migration twice: the next one waits, then finds
 * nothing pending. The lock is held by one pool connection and released when the run ends; it is
 * named after the database (named locks are server-wide), so other databases on the server never wait.
 */
const MIGRATION_LOCK = "CONCAT('vitrine_migrate_', SHA1(DATABASE()))";

async function migrateUnderLock(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    const [row] = (await runner.query(`SELECT GET_LOCK(${MIGRATION_LOCK}, 300) AS got`)) as {
      got: number | string | null;
    }[];
    if (Number(row?.got) !== 1) throw new Error("another process held the migration lock for 300 s");
    try {
      await dataSource.runMigrations({ transaction: "each" });
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${MIGRATION_LOCK})`);
    }
  } finally {
    await runner.release();
  }
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

/** Refuses to start when a session does not run with every mode in REQUIRED_SQL_MODES. */
export async function assertStrictSessions(dataSource: DataSource): Promise<void> {
  const [row] = (await dataSource.query("SELECT @@SESSION.sql_mode AS mode")) as { mode: string }[];
  const modes = new Set(String(row?.mode ?? "").split(","));
  const missing = REQUIRED_SQL_MODES.filter((mode) => !modes.has(mode));
  if (missing.length) {
    await dataSource.destroy();
    throw new Error(`MySQL sessions are not in strict SQL mode (missing ${missing.join(", ")})`);
  }
}

/** The part of mysql2's pool that closeDatabase reaches for (not in its typings). */
interface PoolInternals {
  _allConnections?: { toArray(): { destroy(): void }[] };
}

/**
 * Closes the data source for a shutdown that must finish. mysql2's pool.end() queues a COM_QUIT on
 * every connection behind the command it is running and waits for the server to answer: when MySQL is
 * gone without closing the sockets (a partition, a hung or frozen server) a running query never
 * returns and the quit is never answered, so end() never calls back — the stop that "hung after a
 * MySQL outage". After `graceMs` each pool connection is destroyed instead: its socket is closed here,
 * a query still waiting on it fails at once, and nothing keeps the process (or a test) open.
 */
export async function closeDatabase(dataSource: DataSource, graceMs = 1000): Promise<"ended" | "destroyed"> {
  if (!dataSource.isInitialized) return "ended";
  const pool = (dataSource.driver as unknown as { pool?: PoolInternals }).pool;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), graceMs);
  });
  const outcome = await Promise.race([dataSource.destroy().then(() => "ended" as const), late]);
  clearTimeout(timer);
  if (outcome === "ended") return outcome;
  for (const connection of pool?._allConnections?.toArray() ?? []) connection.destroy();
  return "destroyed";
}
