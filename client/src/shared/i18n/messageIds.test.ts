import { describe, expect, it } from "vitest";

/**
 * Every message id the client names is a literal somewhere in client/src (dynamic ids go through
 * explicit maps such as `STATUS_MESSAGE = { PENDING: "kyc.status.pending", … }`), so this test can
 * see them all and check each one against the default locale (the other four are kept in parity
 * with it by locales.test.ts).
 */
const sources = import.meta.glob<string>(
  ["../../**/*.{ts,tsx}", "!../../gql/**", "!../../**/*.test.{ts,tsx}"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const locales = import.meta.glob<Record<string, string>>("../../locales/tw.json", {
  eager: true,
  import: "default",
});
const catalogue = locales["../../locales/tw.json"] ?? {};
/** The first segment of every id ("kyc", "market", "validation", …). */
const namespaces = new Set(Object.keys(catalogue).map((key) => key.split(".")[0]));

/** String literals shaped like a message id in a namespace the locale uses. */
function messageIds(source: string): string[] {
  const ids: string[] = [];
  for (const match of source.matchAll(/["']([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)["']/g)) {
    const id = match[1]!;
    if (namespaces.has(id.split(".")[0])) ids.push(id);
  }
  return ids;
}

describe("message ids", () => {
  it("reads the client's sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("every literal message id used in client/src exists in tw.json", () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const [file, source] of Object.entries(sources)) {
      for (const id of messageIds(source)) {
        seen.add(id);
        if (!(id in catalogue)) missing.push(`${id} (${file})`);
      }
    }
    expect(missing).toEqual([]);
    // The scan sees the ids (most of the catalogue is named in the sources).
    expect(seen.size).toBeGreaterThan(Object.keys(catalogue).length / 2);
  });

  it("no message id is built from a template (use an explicit map instead)", () => {
    const dynamic: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const match of source.matchAll(/\bid(?::|=\{)\s*`[^`]*\$\{[^`]*`/g)) {
        dynamic.push(`${match[0]} (${file})`);
      }
    }
    expect(dynamic.filter((d) => !d.includes("/test/"))).toEqual([]);
  });
});
