import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { badValuesFor, plausibleScalar, rootOperations, type RootOperation } from "./schema-operations.js";

/**
 * Random GraphQL requests over the whole schema for the fuzz test (issue 12 item 9): valid and
 * invalid arguments (inline or as variables), huge strings, odd characters, deep selections, many
 * aliases, named and inline fragments, and now and then a broken document. Deterministic per seed.
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and reproducible from one 32-bit seed. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;

// Odd text without SQL keywords (a validation error may echo a value; the test looks for SQL text).
const ODD_STRINGS = [
  "'",
  '"',
  "\\",
  "%",
  "_",
  "' OR '1'='1",
  "\u0000",
  "𝔘𝔫𝔦😀",
  "\u202e",
  "<script>",
  "../../etc",
  " ",
  "\n",
];

function randomString(rng: Rng, name: string): string {
  const r = rng();
  if (r < 0.45) return String(plausibleScalar("String", name));
  if (r < 0.6) return pick(rng, ODD_STRINGS).repeat(1 + Math.floor(rng() * 5));
  if (r < 0.7) return "x".repeat(1 + Math.floor(rng() * 400));
  if (r < 0.74) return "z".repeat(400 + Math.floor(rng() * 9_600)); // over most columns, under the safety net
  if (r < 0.78) return "y".repeat(10_000 + Math.floor(rng() * 300_000)); // huge
  const bad = badValuesFor("String", name);
  return String(pick(rng, bad).value).slice(0, 120_000);
}

function randomScalar(rng: Rng, typeName: string, name: string): unknown {
  if (chance(rng, 0.05)) return pick(rng, [true, 1.5, "1", -7, {}, [], 1e20]); // wrong type
  switch (typeName) {
    case "Int":
      return pick(rng, [0, 1, 1, 2, 10, 20, -1, 2_147_483_647, -2_147_483_648, 9_999, 1.5]);
    case "Float":
      return pick(rng, [0, 1, -1, 0.5, 1e300]);
    case "Boolean":
      return chance(rng, 0.5);
    case "ID":
      return pick(rng, ["1", "2", "3", "10", "0", "-1", "abc", "", "9".repeat(25), "1".repeat(200)]);
    case "DateTimeISO":
      return pick(rng, [
        new Date(Date.now() + 86_400_000).toISOString(),
        "2020-01-01T00:00:00Z",
        "not a date",
        "",
      ]);
    default:
      return randomString(rng, name);
  }
}

/** A random value for an input type: mostly well-formed, sometimes null, missing or extra fields. */
export function randomValue(rng: Rng, type: GraphQLInputType, name: string, depth = 0): unknown {
  if (isNonNullType(type)) {
    return chance(rng, 0.03) ? null : randomValue(rng, type.ofType, name, depth);
  }
  if (chance(rng, 0.05)) return null;
  if (isListType(type)) {
    const n = chance(rng, 0.05) ? 60 : Math.floor(rng() * 3);
    return Array.from({ length: n }, () =>
      randomValue(rng, type.ofType as GraphQLInputType, name, depth + 1),
    );
  }
  if (isEnumType(type)) return chance(rng, 0.9) ? pick(rng, type.getValues()).name : "NOT_A_VALUE";
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    if (depth > 5) return out;
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) && chance(rng, 0.3)) continue;
      if (isNonNullType(field.type) && chance(rng, 0.02)) continue; // missing required field
      out[field.name] = randomValue(rng, field.type, field.name, depth + 1);
    }
    if (chance(rng, 0.02)) out.notAField = "x";
    return out;
  }
  return randomScalar(rng, (type as GraphQLNamedType).name, name);
}

/** Prints a value as a GraphQL literal (enum names bare where the type is an enum). */
export function printLiteral(value: unknown, type: GraphQLInputType | undefined): string {
  const named = type ? getNamedType(type) : undefined;
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) {
    const inner = type && isNonNullType(type) ? type.ofType : type;
    const itemType = inner && isListType(inner) ? (inner.ofType as GraphQLInputType) : undefined;
    return `[${value.map((v) => printLiteral(v, itemType)).join(", ")}]`;
  }
  if (typeof value === "object") {
    const fields = named && isInputObjectType(named) ? named.getFields() : {};
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${printLiteral(v, fields[k]?.type)}`)
      .join(", ")}}`;
  }
  if (typeof value === "string" && named && isEnumType(named) && /^[A-Za-z_]\w*$/.test(value)) return value;
  if (typeof value === "number" && !Number.isFinite(value)) return "0";
  return JSON.stringify(value);
}

interface SelectionContext {
  rng: Rng;
  maxDepth: number;
  fragments: string[];
  counter: { n: number };
}

function randomSelection(type: GraphQLOutputType, ctx: SelectionContext, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isUnionType(named) || isInterfaceType(named)) {
    const possible = isUnionType(named) ? named.getTypes() : [];
    const parts = possible
      .filter(() => chance(ctx.rng, 0.6))
      .map((t) => `... on ${t.name} ${randomSelection(t, ctx, depth)}`);
    return `{ __typename ${parts.join(" ")} }`;
  }
  if (!isObjectType(named)) return "{ __typename }";
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const chosen = fields.filter(() => chance(ctx.rng, 0.5));
  const parts: string[] = ["__typename"];
  for (const field of chosen) {
    const leaf = isLeafType(getNamedType(field.type));
    if (!leaf && depth >= ctx.maxDepth) continue;
    parts.push(`${field.name} ${leaf ? "" : randomSelection(field.type, ctx, depth + 1)}`);
  }
  const body = parts.join(" ");
  if (chance(ctx.rng, 0.15)) {
    ctx.counter.n += 1;
    const name = `F${ctx.counter.n}`;
    ctx.fragments.push(`fragment ${name} on ${named.name} { ${body} }`);
    return `{ ...${name} }`;
  }
  if (chance(ctx.rng, 0.1)) return `{ ... on ${named.name} { ${body} } }`;
  return `{ ${body} }`;
}

export interface FuzzRequest {
  query: string;
  variables: Record<string, unknown>;
  /** Root fields the request calls. */
  fields: string[];
}

/** One random request. */
export function randomRequest(
  schema: GraphQLSchema,
  rng: Rng,
  operations = rootOperations(schema),
): FuzzRequest {
  const kind = chance(rng, 0.55) ? "query" : "mutation";
  const pool = operations.filter((o) => o.kind === kind);
  const calls: { op: RootOperation; alias?: string }[] = [];
  if (chance(rng, 0.08)) {
    const op = pick(rng, pool); // many aliases of one field (the alias limit is 15)
    const n = 2 + Math.floor(rng() * 24);
    for (let i = 0; i < n; i++) calls.push({ op, alias: `a${i}` });
  } else {
    const n = chance(rng, 0.8) ? 1 : 2 + Math.floor(rng() * 2);
    for (let i = 0; i < n; i++)
      calls.push({ op: pick(rng, pool), alias: i > 0 || chance(rng, 0.1) ? `a${i}` : undefined });
  }
  const ctx: SelectionContext = {
    rng,
    maxDepth: chance(rng, 0.1) ? 14 : 1 + Math.floor(rng() * 4),
    fragments: [],
    counter: { n: 0 },
  };
  const declarations: string[] = [];
  const variables: Record<string, unknown> = {};
  const selections = calls.map(({ op, alias }, index) => {
    const args = op.field.args
      .filter((a) => isNonNullType(a.type) || chance(rng, 0.6))
      .map((a) => {
        const value = randomValue(rng, a.type, a.name);
        if (chance(rng, 0.7)) {
          const variable = `v${index}_${a.name}`;
          declarations.push(`$${variable}: ${String(a.type)}`);
          if (value !== undefined) variables[variable] = value;
          return `${a.name}: $${variable}`;
        }
        return `${a.name}: ${printLiteral(value, a.type)}`;
      });
    const call = args.length ? `(${args.join(", ")})` : "";
    return `${alias ? `${alias}: ` : ""}${op.field.name}${call} ${randomSelection(op.field.type, ctx, 1)}`;
  });
  const header = declarations.length ? `(${declarations.join(", ")})` : "";
  let query = `${kind} Fuzz${header} { ${selections.join(" ")} } ${ctx.fragments.join(" ")}`;
  if (chance(rng, 0.02)) query = query.slice(0, Math.floor(rng() * query.length)); // broken document
  return { query, variables, fields: [...new Set(calls.map((c) => c.op.field.name))] };
}
