/**
 * Makes a value safe to keep in the audit log: secrets are replaced, long texts cut, and the result
 * is bounded, because the log is append-only and kept for years — whatever lands in it stays.
 */

/** Keys whose values never reach the log (passwords, codes, keys, sealed personal numbers). */
const SECRET_KEY =
  /password|secret|token|totp|otp|resetkey|privatekey|api_?key|mnemonic|id_?number|sealed|^code$/i;
const MAX_STRING = 500;
const MAX_JSON = 8000;
const MAX_DEPTH = 5;

function clean(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => clean(v, depth + 1));
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === "function") continue;
      out[k] = SECRET_KEY.test(k) ? "[redacted]" : clean(v, depth + 1);
    }
    return out;
  }
  return String(value);
}

/** JSON text of `value` with secrets redacted, or null; never longer than MAX_JSON characters. */
export function redactedJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(clean(value, 0));
  return text.length > MAX_JSON ? JSON.stringify({ truncated: text.slice(0, MAX_JSON) }) : text;
}
