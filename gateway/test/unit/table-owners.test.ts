import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the lint configuration, without type declarations
import { TABLE_OWNERS } from "../../../scripts/lint/table-owners.js";

const MIGRATIONS = join(import.meta.dirname, "../../../migrations");

/** Every table the migrations create. */
function migratedTables(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(join(MIGRATIONS, file), "utf8");
    for (const m of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?`?([a-z_0-9]+)/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

describe("table ownership (scripts/lint/table-owners.js, enforced by vitrine/table-ownership)", () => {
  const owned = Object.values(TABLE_OWNERS as Record<string, string[]>).flat();

  it("gives every migrated table exactly one owner", () => {
    const tables = migratedTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((t) => !owned.includes(t))).toEqual([]);
    expect(owned.filter((t, i) => owned.indexOf(t) !== i)).toEqual([]);
  });

  it("names no table that does not exist", () => {
    const tables = migratedTables();
    expect(owned.filter((t) => !tables.includes(t))).toEqual([]);
  });
});
