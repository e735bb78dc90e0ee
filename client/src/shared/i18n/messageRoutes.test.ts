import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { routes } from "../../app/routes";
import { isStaffMessageId } from "./messageParts";
import { staffMessagesLoader } from "./messages";

/**
 * The staff pages' messages are not in the chunk a visitor loads: they come with the routes whose
 * loader is `staffMessagesLoader` (the staff console, /admin, and the issuers' missions page). This
 * test walks the app's route tree, finds each page's source file and the files it imports (static
 * imports; lazy chunks are pages of their own routes), and checks that no page outside those routes
 * names a staff message id, where it would show a raw id.
 */
const sources = import.meta.glob<string>(
  ["../../**/*.{ts,tsx}", "!../../gql/**", "!../../**/*.test.{ts,tsx}"],
  { query: "?raw", import: "default", eager: true },
);
const files = new Map(
  Object.entries(sources).map(([key, source]) => [key.replace(/^\.\.\/\.\.\//, ""), source]),
);

/**
 * Shared maps of a module's codes whose staff entries only its staff pages read (a site page
 * imports the same file for another map): KIND_MESSAGE, SEGMENT_LABEL, EVENT_STATE_MESSAGE, ….
 */
const SHARED_CODE_MAPS = new Set([
  "modules/content/messages.ts",
  "modules/notices/messages.ts",
  "modules/partners/messages.ts",
]);

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const parts = from.split("/").slice(0, -1);
  for (const segment of spec.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  const base = parts.join("/");
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) =>
    files.has(f),
  );
}

/** The file and the files it imports statically (type-only imports left out). */
function closure(start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const match of files
    .get(start)!
    .matchAll(/^\s*(import|export)\s+(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/gm)) {
    const next = resolveImport(start, match[2]!);
    if (next) closure(next, into);
  }
  return into;
}

function staffIdsIn(file: string): string[] {
  if (SHARED_CODE_MAPS.has(file)) return [];
  return [...files.get(file)!.matchAll(/["']([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)["']/g)]
    .map((m) => m[1]!)
    .filter(isStaffMessageId);
}

/** The source file that exports the component named `name`. */
function fileOf(name: string): string {
  // A function declaration first (app/pages.ts exports the React.lazy HomePage under the same name).
  for (const kind of ["function", "const"]) {
    const declaration = new RegExp(`export ${kind} ${name}\\b`);
    const found = [...files].filter(([, source]) => declaration.test(source)).map(([file]) => file);
    if (found.length > 1) throw new Error(`component ${name}: ${found.length} source files export it`);
    if (found.length) return found[0]!;
  }
  throw new Error(`component ${name}: no source file exports it`);
}

type Component = ((...args: never[]) => unknown) & { name: string };
type LazyComponent = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => Component };

/** The component a route renders: its lazy module's Component, or its element's type (React.lazy resolved). */
async function componentsOf(route: RouteObject): Promise<Component[]> {
  const found: Component[] = [];
  if (typeof route.lazy === "function") {
    const loaded = (await route.lazy()) as { Component?: Component };
    if (loaded.Component) found.push(loaded.Component);
  }
  const type = (route.element as { type?: unknown } | undefined)?.type;
  if (typeof type === "function") found.push(type as Component);
  else if (type && typeof type === "object" && "_init" in type) {
    const lazy = type as LazyComponent;
    let component: Component | undefined;
    for (let attempt = 0; !component && attempt < 2; attempt++) {
      try {
        component = lazy._init(lazy._payload);
      } catch (thrown) {
        await (thrown as Promise<unknown>);
      }
    }
    if (component) found.push(component);
  }
  return found;
}

interface Page {
  path: string;
  file: string;
  staffMessages: boolean;
}

async function pages(
  list: RouteObject[],
  parent = "",
  staffMessages = false,
  into: Page[] = [],
): Promise<Page[]> {
  for (const route of list) {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const withStaff = staffMessages || route.loader === staffMessagesLoader;
    for (const component of await componentsOf(route)) {
      into.push({ path: path || "/", file: fileOf(component.name), staffMessages: withStaff });
    }
    if (route.children) await pages(route.children, path, withStaff, into);
  }
  return into;
}

describe("staff messages by route", () => {
  it("no page outside the staff routes names a staff message id", async () => {
    const all = await pages(routes);
    const site = all.filter((page) => !page.staffMessages);
    const staff = all.filter((page) => page.staffMessages);
    // The walk sees the app: the home page, the site's pages and the console's.
    expect(site.map((p) => p.file)).toContain("modules/home/routes/HomePage.tsx");
    expect(site.length).toBeGreaterThan(40);
    expect(staff.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/:lang/admin", "/:lang/users/mission/issuer"]),
    );

    const misplaced: string[] = [];
    for (const page of site) {
      for (const file of closure(page.file)) {
        const ids = staffIdsIn(file);
        if (ids.length) misplaced.push(`${page.path}: ${file} names ${ids[0]} (and ${ids.length - 1} more)`);
      }
    }
    expect(misplaced).toEqual([]);

    // …and it would see one: the staff routes' pages do name staff messages.
    const named = staff.filter((page) => [...closure(page.file)].some((file) => staffIdsIn(file).length));
    expect(named.map((p) => p.path)).toContain("/:lang/users/mission/issuer");
    expect(named.length).toBeGreaterThan(20);
  });
});
