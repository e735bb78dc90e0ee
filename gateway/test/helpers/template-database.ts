import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createConnection, type Connection, type RowDataPacket } from "mysql2/promise";
import { openDatabase, parseDatabaseUrl } from "../../src/infra/database.js";

/**
 * Test databases are copies of one migrated template instead of each running every migration: on
 * the CI machine a fresh migration costs 5–20 s of DDL per test file (about 80 files), a copy of the
 * finished schema a fraction of that. The template is named after a hash of the migration files, so
 * a changed or added migration builds a new one (and drops the old); a template left by an earlier run
 * with the same migrations is reused. The copy is the template's tables (SHOW CREATE TABLE, foreign
 * keys and generated columns included), its rows (schema_migrations, settings), triggers and
 * procedures, so the gateway's own migration step finds nothing pending.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL("../../../migrations/", import.meta.url));
const TEMPLATE_PREFIX = "vitrine_tpl_";
/** Written last into a finished template; never copied. */
const READY_TABLE = "zz_template_ready";

function templateName(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(`${MIGRATIONS_DIR}${file}`));
  }
  return `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

const quote = (name: string) => `\`${name.replace(/`/g, "``")}\``;

async function rows<T>(connection: Connection, sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await connection.query<RowDataPacket[]>(sql, params);
  return result as T[];
}

async function isReady(connection: Connection, template: string): Promise<boolean> {
  const found = await rows(
    connection,
    "SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?",
    [template, READY_TABLE],
  );
  return found.length > 0;
}

/** Builds the template once per machine and migration set; concurrent test workers wait on a lock. */
async function ensureTemplate(connection: Connection, serverUrl: string, template: string): Promise<void> {
  if (await isReady(connection, template)) return;
  const [[lock]] = await connection.query<RowDataPacket[]>(
    "SELECT GET_LOCK('vitrine_test_template', 600) AS got",
  );
  if (lock?.got !== 1) throw new Error("timed out waiting for the test database template");
  try {
    if (await isReady(connection, template)) return;
    await connection.query(`DROP DATABASE IF EXISTS ${quote(template)}`);
    const dataSource = await openDatabase(`${serverUrl.replace(/\/$/, "")}/${template}`, { poolSize: 2 });
    await dataSource.destroy();
    await connection.query(`CREATE TABLE ${quote(template)}.${quote(READY_TABLE)} (id INT PRIMARY KEY)`);
    // Templates of other migration sets are of no further use.
    const stale = await rows<{ name: string }>(
      connection,
      "SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE ? AND schema_name <> ?",
      [`${TEMPLATE_PREFIX}%`, template],
    );
    for (const { name } of stale) await connection.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
  } finally {
    await connection.query("SELECT RELEASE_LOCK('vitrine_test_template')");
  }
}

async function copySchema(connection: Connection, template: string, target: string): Promise<void> {
  const tables = await rows<{ name: string }>(
    connection,
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' AND table_name <> ?",
    [template, READY_TABLE],
  );
  const statements: string[] = [];
  for (const { name } of tables) {
    const [create] = await rows<{ "Create Table": string }>(
      connection,
      `SHOW CREATE TABLE ${quote(template)}.${quote(name)}`,
    );
    statements.push(create!["Create Table"]);
  }
  await connection.query(`USE ${quote(target)}`);
  await connection.query("SET FOREIGN_KEY_CHECKS = 0");
  try {
    await connection.query(statements.join(";\n"));
    // Rows the migrations wrote (schema_migrations, settings); generated columns are computed again.
    const columns = await rows<{ table_name: string; columns: string }>(
      connection,
      `SELECT c.table_name, GROUP_CONCAT(CONCAT('\`', c.column_name, '\`') ORDER BY c.ordinal_position) AS columns
         FROM information_schema.columns c
        WHERE c.table_schema = ? AND c.table_name <> ? AND c.extra NOT LIKE '%GENERATED%'
        GROUP BY c.table_name`,
      [template, READY_TABLE],
    );
    for (const { table_name, columns: list } of columns) {
      const [any] = await rows(connection, `SELECT 1 FROM ${quote(template)}.${quote(table_name)} LIMIT 1`);
      if (!any) continue;
      await connection.query(
        `INSERT INTO ${quote(table_name)} (${list}) SELECT ${list} FROM ${quote(template)}.${quote(table_name)}`,
      );
    }
  } finally {
    await connection.query("SET FOREIGN_KEY_CHECKS = 1");
  }
  const triggers = await rows<{ name: string }>(
    connection,
    "SELECT trigger_name AS name FROM information_schema.triggers WHERE trigger_schema = ? ORDER BY action_order",
    [template],
  );
  for (const { name } of triggers) {
    const [trigger] = await rows<{ "SQL Original Statement": string }>(
      connection,
      `SHOW CREATE TRIGGER ${quote(template)}.${quote(name)}`,
    );
    await connection.query(trigger!["SQL Original Statement"]);
  }
  const routines = await rows<{ name: string; type: string }>(
    connection,
    "SELECT routine_name AS name, routine_type AS type FROM information_schema.routines WHERE routine_schema = ?",
    [template],
  );
  for (const { name, type } of routines) {
    const kind = type === "FUNCTION" ? "Function" : "Procedure";
    const [routine] = await rows<Record<string, string>>(
      connection,
      `SHOW CREATE ${type} ${quote(template)}.${quote(name)}`,
    );
    await connection.query(routine![`Create ${kind}`]!);
  }
}

/**
 * Creates the test database named in `url` as a copy of the migrated template. The gateway's
 * migration step then has nothing to do; a test that needs an unmigrated database simply skips this.
 */
export async function createTestDatabase(url: string): Promise<void> {
  const { serverUrl, database } = parseDatabaseUrl(url);
  const connection = await createConnection({
    uri: serverUrl.replace(/^mariadb:/, "mysql:"),
    multipleStatements: true,
  });
  try {
    const template = templateName();
    await ensureTemplate(connection, serverUrl, template);
    await connection.query(
      `CREATE DATABASE ${quote(database)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await copySchema(connection, template, database);
  } finally {
    await connection.end();
  }
}
