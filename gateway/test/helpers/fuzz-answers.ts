import { ERRORS } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { MAX_GRAPHQL_BODY_BYTES } from "../../src/http/graphql-handler.js";
import type { GraphQLResponse } from "./test-gateway.js";

const CATALOGUE_CODES = new Set(Object.values(ERRORS).map((e) => e.code));

/** Text that must never reach a caller: stack frames, file paths, SQL, driver error names. */
const LEAK_PATTERNS: RegExp[] = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /\/(work|home|src|node_modules)\//,
  /\.(ts|js):\d+/,
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT INTO\b/,
  /\bUPDATE\b[\s\S]*\bSET\b/,
  /QueryFailedError/,
  /\bER_[A-Z_]+\b/,
  /sqlMessage|sqlState/,
];

/** Why an answer is unacceptable, or undefined when it is fine. */
export function judgeAnswer(res: GraphQLResponse<unknown>, raw: string): string | undefined {
  if (res.status >= 500) return `HTTP ${res.status}`;
  for (const pattern of LEAK_PATTERNS) {
    if (pattern.test(raw)) return `leaks ${pattern}: ${raw.slice(0, 300)}`;
  }
  // The one error shape (docs/ERRORS.md): a catalogue code, number and message key, a rendered message.
  for (const error of res.body.errors ?? []) {
    const ext = error.extensions ?? {};
    if (ext.errorCode === ERRORS.INTERNAL.code) return `INTERNAL: ${error.message}`;
    if (
      typeof ext.errorCode !== "number" ||
      typeof ext.code !== "string" ||
      typeof ext.messageKey !== "string"
    ) {
      return `not the one error shape: ${JSON.stringify(error).slice(0, 300)}`;
    }
    if (!CATALOGUE_CODES.has(ext.errorCode)) return `code ${ext.errorCode} not in the catalogue`;
    if (!error.message || error.message === ext.messageKey) return `no rendered message: ${error.message}`;
  }
  return undefined;
}

/**
 * A fingerprint of every table (CHECKSUM TABLE) except those a refused call may still touch by design:
 * a signed-in session's last-seen time, and the rate limiter's and login guard's counters.
 */
export async function tableFingerprint(
  dataSource: DataSource,
  ignore: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const tables = (await dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'`,
  )) as { name: string }[];
  const names = tables.map((t) => t.name).filter((n) => !ignore.has(n));
  const rows = (await dataSource.query(`CHECKSUM TABLE ${names.map((n) => `\`${n}\``).join(", ")}`)) as {
    Table: string;
    Checksum: string | number | null;
  }[];
  return new Map(rows.map((r) => [r.Table.split(".").pop()!, String(r.Checksum)]));
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, sum]) => before.get(name) !== sum).map(([name]) => name);
}

/** POSTs one GraphQL request and returns the parsed answer plus its raw text. */
export async function postGraphQL(
  url: string,
  body: unknown,
  cookie?: string,
): Promise<{ res: GraphQLResponse<unknown>; raw: string }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const text = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(`${url}/graphql`, { method: "POST", headers, body: text });
  } catch (error) {
    // The gateway drops the connection of a body over its limit (graphql-handler.ts): a refusal.
    if (Buffer.byteLength(text) > MAX_GRAPHQL_BODY_BYTES) {
      return { res: { status: 413, headers: new Headers(), body: {} }, raw: "" };
    }
    throw error;
  }
  const raw = await response.text();
  let parsed: GraphQLResponse<unknown>["body"];
  try {
    parsed = JSON.parse(raw) as GraphQLResponse<unknown>["body"];
  } catch {
    parsed = { errors: [{ message: raw.slice(0, 200), extensions: { code: "BAD_REQUEST" } }] };
  }
  return { res: { status: response.status, headers: response.headers, body: parsed }, raw };
}
