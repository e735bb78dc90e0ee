import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";

/**
 * Operations generated from `schema/schema.graphql` for the bounds and fuzz tests: every Query and
 * Mutation field with variables for its arguments, a minimal selection set, plausible values and bad
 * values per type. A new operation in the schema is covered without editing the tests.
 */

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../schema/schema.graphql",
);

export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(SCHEMA_FILE, "utf8"));
}

export interface RootOperation {
  kind: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
}

export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const out: RootOperation[] = [];
  for (const [kind, type] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, field });
  }
  return out;
}

/** Scalars and enums without arguments; `__typename` for unions and interfaces; one nested object otherwise. */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return "";
  if (isUnionType(named) || isInterfaceType(named) || depth > 2) return "{ __typename }";
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const leaves = fields.filter((f) => {
    const n = getNamedType(f.type);
    return isScalarType(n) || isEnumType(n);
  });
  if (leaves.length) return `{ __typename ${leaves.map((f) => f.name).join(" ")} }`;
  const nested = fields[0];
  return nested ? `{ __typename ${nested.name} ${selectionFor(nested.type, depth + 1)} }` : "{ __typename }";
}

/** Prints a variable type (`[Foo!]!`) for the operation header. */
export function typeString(type: GraphQLInputType): string {
  return String(type);
}

/** The document for one root field with every argument passed as a variable. */
export function documentFor(op: RootOperation, args: readonly GraphQLArgument[] = op.field.args): string {
  const header = args.length ? `(${args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(", ")})` : "";
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  return `${op.kind} Op${header} { ${op.field.name}${call} ${selectionFor(op.field.type)} }`;
}

const NUMERIC_NAME = /amount|price|fee|units|quantity|count|total|bid|stock|supply|gas|odds|weight/i;

const PLAUSIBLE_INSTANT = new Date(Date.now() + 86_400_000).toISOString();

/** Ids of rows that exist, by argument name (`cardId` → a real card), so calls get past "not found". */
export type KnownIds = Record<string, string>;

/** A plausible value for a named field, so the one bad value is what the gateway has to refuse. */
export function plausibleScalar(typeName: string, name: string, ids: KnownIds = {}): unknown {
  const lower = name.toLowerCase();
  switch (typeName) {
    case "Int":
      return lower === "site" ? 1 : lower.includes("limit") || lower.includes("size") ? 10 : 1;
    case "Float":
      return 1;
    case "Boolean":
      return true;
    case "ID":
      return ids[name] ?? "1";
    case "DateTimeISO":
      // One instant for the whole run: two fields read a millisecond apart would make `to` later than
      // `from` on some runs only, and a call would pass its rules by chance.
      return PLAUSIBLE_INSTANT;
    default:
      break;
  }
  if (lower.includes("email")) return "fuzz.member@example.com";
  if (lower.includes("password")) return "Vitrine#2026";
  if (lower === "code" || lower.endsWith("code")) return "123456";
  if (lower.includes("phone")) return lower.includes("country") ? "886" : "912345678";
  if (lower.includes("birthday") || lower.endsWith("date")) return "1990-05-17";
  if (lower.includes("address")) return "0x1111111111111111111111111111111111111111";
  if (lower.includes("hash")) return `0x${"ab".repeat(32)}`;
  if (lower.includes("idempotency")) return "fuzz-key-0001";
  if (lower.includes("url") || lower.includes("redirect")) return "https://example.com/a";
  if (NUMERIC_NAME.test(lower)) return "12";
  return "fuzz";
}

type InputLike = GraphQLArgument | GraphQLInputField;

/** A whole plausible value for an argument or input field (input objects filled field by field). */
export function plausibleValue(type: GraphQLInputType, name: string, ids: KnownIds = {}, depth = 0): unknown {
  if (isNonNullType(type)) return plausibleValue(type.ofType, name, ids, depth);
  if (isListType(type)) return [plausibleValue(type.ofType as GraphQLInputType, name, ids, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      out[f.name] = plausibleValue(f.type, f.name, ids, depth + 1);
    return out;
  }
  return plausibleScalar((type as GraphQLNamedType).name, name, ids);
}

export interface BadValue {
  label: string;
  value: unknown;
}

export const LONG_STRING_LENGTH = 100_000;
/** Longer than any VARCHAR column here, shorter than the gateway's one-size safety net (10,000). */
export const COLUMN_BUSTING_LENGTH = 5_000;

/** A value that keeps the field's format (an e-mail stays an e-mail) but is longer than its column. */
export function longShaped(name: string): string {
  const lower = name.toLowerCase();
  if (lower.includes("email")) return `${"a".repeat(COLUMN_BUSTING_LENGTH)}@example.com`;
  if (lower.includes("url") || lower.includes("redirect"))
    return `https://example.com/${"a".repeat(COLUMN_BUSTING_LENGTH)}`;
  if (NUMERIC_NAME.test(lower) || lower.includes("phone") || lower === "code")
    return "1".repeat(COLUMN_BUSTING_LENGTH);
  return "x".repeat(COLUMN_BUSTING_LENGTH);
}

/** The bad values a scalar of this type can carry: over-long, empty, negative, fractional, huge. */
export function badValuesFor(typeName: string, name: string): BadValue[] {
  const numberish = NUMERIC_NAME.test(name);
  switch (typeName) {
    case "Int":
      return [
        { label: "negative", value: -1 },
        { label: "fractional", value: 1.5 },
        { label: "huge", value: 2_147_483_647 },
      ];
    case "Float":
      return [
        { label: "negative", value: -1 },
        { label: "fractional", value: 0.0000001 },
        { label: "huge", value: 1e300 },
      ];
    case "Boolean":
      return [];
    case "ID":
      return [
        { label: "over-long", value: "9".repeat(LONG_STRING_LENGTH) },
        { label: "long", value: "9".repeat(60) },
        { label: "empty", value: "" },
        { label: "negative", value: "-1" },
        { label: "huge", value: "99999999999999999999999999" },
        { label: "not a number", value: "abc" },
      ];
    default:
      return [
        { label: "over-long", value: "x".repeat(LONG_STRING_LENGTH) },
        { label: "long", value: longShaped(name) },
        { label: "empty", value: "" },
        ...(numberish || typeName !== "String"
          ? [
              { label: "negative", value: "-1" },
              { label: "fractional", value: "0.0000001" },
              { label: "huge", value: "99999999999999999999999999" },
            ]
          : []),
      ];
  }
}

/** A path to one scalar leaf inside an argument's value (argument, then nested input fields). */
export interface ArgumentLeaf {
  path: string[];
  typeName: string;
  list: boolean;
}

/** Every scalar leaf reachable from the arguments (nested input fields included). */
export function leavesOf(args: readonly InputLike[], prefix: string[] = [], depth = 0): ArgumentLeaf[] {
  const out: ArgumentLeaf[] = [];
  for (const arg of args) {
    let type: GraphQLInputType = arg.type;
    let list = false;
    while (isNonNullType(type) || isListType(type)) {
      if (isListType(type)) list = true;
      type = type.ofType as GraphQLInputType;
    }
    if (isInputObjectType(type)) {
      if (depth < 4) out.push(...leavesOf(Object.values(type.getFields()), [...prefix, arg.name], depth + 1));
    } else if (!isEnumType(type)) {
      out.push({ path: [...prefix, arg.name], typeName: type.name, list });
    }
  }
  return out;
}

/** Sets a leaf (inside lists: in their first element) in a copy of the variables. */
export function withLeaf(
  variables: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(variables);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    let next = node[key];
    if (Array.isArray(next)) next = next[0];
    node = next as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  node[last] = Array.isArray(node[last]) ? [value] : value;
  return copy;
}
