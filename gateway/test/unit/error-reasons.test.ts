import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type GraphQLError,
  type OperationDefinitionNode,
} from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERRORS, LOCALES, MAX_NUMBER, pageRule } from "@vitrine/schema";
import { DOCUMENT_REASONS, REQUEST_REASONS, documentReason } from "../../src/graphql/graphql-reasons.js";
import { graphqlLimits } from "../../src/graphql/limits.js";
import { UNKNOWN_REASON } from "../../src/i18n/error-message.js";
import { readMessageCatalog } from "../../src/i18n/messages.js";
import { ZOD_REASONS, isLocaleKey, zodIssueData } from "../../src/shared/zod-reason.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const catalog = readMessageCatalog();
const localeFiles = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(readFileSync(path.join(REPO, `client/src/locales/${l}.json`), "utf8")) as Record<
      string,
      string
    >,
  ]),
);

/** Every locale key the mapper and the formatter can put in `data.reason` (their own lists). */
const EMITTED = [...ZOD_REASONS, ...DOCUMENT_REASONS, ...REQUEST_REASONS, UNKNOWN_REASON];

describe("every reason exists in all five locale files", () => {
  it.each(EMITTED)("%s", (key) => {
    for (const locale of LOCALES) expect(localeFiles[locale]![key], `${key} in ${locale}`).toBeTruthy();
  });

  it("so does the message composition and every catalogue message", () => {
    for (const key of [
      "error.withReason",
      "error.countdown",
      ...Object.values(ERRORS).map((e) => e.messageKey),
    ])
      expect(catalog.has(key), key).toBe(true);
  });

  it("and so does every key a shared zod rule writes as its message (they pass through as reasons)", () => {
    const dir = path.join(REPO, "schema/src/rules");
    const keys = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const source = readFileSync(path.join(dir, file), "utf8");
      for (const match of source.matchAll(/"([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)"/g)) {
        if (isLocaleKey(match[1]) && !/\.(js|ts)$/.test(match[1]!)) keys.add(match[1]!);
      }
    }
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((key) => !catalog.has(key))).toEqual([]);
  });
});

describe("zod issues → reason keys", () => {
  const first = (rule: z.ZodType, input: unknown) => {
    const parsed = rule.safeParse(input);
    if (parsed.success) throw new Error("expected a failure");
    return zodIssueData(parsed.error.issues[0], input);
  };
  const object = (shape: z.ZodRawShape) => z.object(shape);

  it.each([
    [
      "too_big string",
      object({ name: z.string().max(200) }),
      { name: "x".repeat(201) },
      "validation.tooLong",
      { max: 200 },
    ],
    ["too_big number", object({ n: z.number().max(5) }), { n: 6 }, "validation.outOfRange", { max: 5 }],
    [
      "too_big MAX_NUMBER",
      object({ n: z.number().max(MAX_NUMBER) }),
      { n: MAX_NUMBER + 1 },
      "validation.tooLarge",
      { max: MAX_NUMBER },
    ],
    [
      "too_small string min 1",
      object({ name: z.string().min(1) }),
      { name: "" },
      "validation.required",
      undefined,
    ],
    [
      "too_small string",
      object({ name: z.string().min(3) }),
      { name: "ab" },
      "validation.tooShort",
      { min: 3 },
    ],
    ["too_small number 0", object({ n: z.number().min(0) }), { n: -1 }, "validation.negative", undefined],
    ["too_small number", object({ n: z.number().min(2) }), { n: 1 }, "validation.outOfRange", { min: 2 }],
    ["email", object({ e: z.email() }), { e: "nope" }, "validation.email", undefined],
    ["other format", object({ u: z.url() }), { u: "nope" }, "validation.format", { format: "url" }],
    ["regex", object({ c: z.string().regex(/^\d+$/) }), { c: "a" }, "validation.format", { format: "regex" }],
    ["missing value", object({ name: z.string() }), {}, "validation.required", undefined],
    ["wrong type", object({ name: z.string() }), { name: 5 }, "validation.type", { expected: "string" }],
    ["enum", object({ s: z.enum(["A", "B"]) }), { s: "C" }, "validation.oneOf", { options: "A, B" }],
    ["int", object({ n: z.number().int() }), { n: 1.5 }, "validation.wholeNumber", undefined],
    [
      "custom prose",
      object({ x: z.string().refine(() => false, "no good") }),
      { x: "a" },
      "validation.invalid",
      undefined,
    ],
  ] as const)("%s", (_name, rule, input, reason, params) => {
    const data = first(rule, input);
    expect(data.reason).toBe(reason);
    expect(data.params).toEqual(params);
    expect(data.field).toBe(Object.keys(rule.shape)[0]);
  });

  it("keeps a key the rule wrote itself, with the bound as params", () => {
    const rule = object({ nickname: z.string().max(20, { message: "validation.tooLong" }) });
    expect(first(rule, { nickname: "x".repeat(21) })).toEqual({
      field: "nickname",
      reason: "validation.tooLong",
      params: { max: 20 },
    });
    const custom = object({ price: z.string().refine(() => false, { message: "market.sell.priceInvalid" }) });
    expect(first(custom, { price: "1" }).reason).toBe("market.sell.priceInvalid");
  });

  it("names the whole path of a nested field and the page rule's bounds", () => {
    const rule = object({ pool: z.array(object({ weight: z.number().min(1) })) });
    expect(first(rule, { pool: [{ weight: 0 }] })).toMatchObject({ field: "pool", path: "pool.0.weight" });
    expect(zodIssueData(pageRule.safeParse(0).error!.issues[0], 0).reason).toBe("validation.outOfRange");
  });

  it("never copies zod's English", () => {
    const data = first(object({ name: z.string().max(2) }), { name: "abc" });
    expect(JSON.stringify(data)).not.toMatch(/Too big|expected/);
  });
});

/** A small schema with the shapes the rules need: arguments, an input object, an enum, a required argument. */
const schema = buildSchema(`
  enum Sort { PRICE_LOW PRICE_HIGH }
  input Filter { sort: Sort, name: String! }
  type Card { id: ID!, name: String }
  type Query { card(id: ID!): Card, cards(limit: Int, filter: Filter): [Card] }
`);

function validationReason(query: string) {
  const errors = validate(schema, parse(query), specifiedRules);
  expect(errors.length).toBeGreaterThan(0);
  return documentReason("GRAPHQL_VALIDATION_FAILED", errors[0]!.message, errors[0]!.nodes);
}

describe("graphql-js, graphql-armor and Apollo messages → reason keys", () => {
  it("a syntax error and the token limit", () => {
    let error: GraphQLError | undefined;
    try {
      parse("{ card(id: ");
    } catch (e) {
      error = e as GraphQLError;
    }
    expect(documentReason("GRAPHQL_PARSE_FAILED", error!.message)).toEqual({ reason: "validation.syntax" });
    try {
      parse(`{ ${"__typename ".repeat(20)} }`, { maxTokens: 10 });
    } catch (e) {
      error = e as GraphQLError;
    }
    expect(documentReason("GRAPHQL_PARSE_FAILED", error!.message)).toEqual({
      reason: "validation.tooManyTokens",
      params: { max: 10 },
    });
  });

  it.each([
    ["{ card(id: 1) { nam } }", "validation.unknownField", { field: "nam", type: "Card" }],
    [
      "{ card(id: 1, colour: 2) { id } }",
      "validation.unknownArgument",
      { argument: "colour", field: "Query.card" },
    ],
    ["{ card { id } }", "validation.missingArgument", { field: "card", argument: "id", type: "ID!" }],
    ["{ cards(limit: 600.5) { id } }", "validation.valueType", { type: "Int" }],
    ['{ cards(filter: { name: "a", sort: PRICE_LOWW }) { id } }', "validation.valueType", { type: "Sort" }],
    [
      "{ cards(filter: { sort: PRICE_LOW }) { id } }",
      "validation.missingArgument",
      { field: "Filter", argument: "name", type: "String!" },
    ],
    [
      '{ cards(filter: { name: "a", size: 1 }) { id } }',
      "validation.unknownField",
      { field: "size", type: "Filter" },
    ],
    ["query Q($f: Fliter) { cards(filter: $f) { id } }", "validation.unknownType", { type: "Fliter" }],
    [
      "query Q($n: String) { cards(limit: $n) { id } }",
      "validation.variable",
      { variable: "n", type: "Int" },
    ],
    ["{ card(id: 1) }", "validation.document", undefined],
  ])("%s → %s", (query, reason, params) => {
    expect(validationReason(query)).toEqual(params ? { reason, params } : { reason });
  });

  it("graphql-armor's limits, run through the gateway's own rules", () => {
    const { validationRules } = graphqlLimits({
      GRAPHQL_MAX_DEPTH: 2,
      GRAPHQL_MAX_ALIASES: 1,
      GRAPHQL_MAX_COST: 5,
      GRAPHQL_MAX_DIRECTIVES: 1,
      GRAPHQL_MAX_TOKENS: 1000,
      production: true,
    });
    const reasons = (query: string) =>
      validate(schema, parse(query), [...specifiedRules, ...validationRules]).map(
        (e) => documentReason("GRAPHQL_VALIDATION_FAILED", e.message)?.reason,
      );
    expect(reasons("{ a: cards { id } b: cards { id } }")).toContain("validation.tooManyAliases");
    expect(reasons("{ cards { id @include(if: true) name @include(if: true) } }")).toContain(
      "validation.tooManyDirectives",
    );
    expect(reasons("{ cards { id name } card(id: 1) { id name } }")).toContain("validation.tooCostly");
    expect(
      documentReason("GRAPHQL_VALIDATION_FAILED", "Syntax Error: Query depth limit of 3 exceeded, found 4."),
    ).toEqual({
      reason: "validation.tooDeep",
      params: { max: 3 },
    });
  });

  it("a variable that does not coerce names the variable and its declared type", () => {
    const document = parse("query Q($n: Int!) { cards(limit: $n) { id } }");
    const operation = document.definitions[0] as OperationDefinitionNode;
    for (const value of [{ n: 600.5 }, { n: null }, {}]) {
      const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], value) as {
        errors?: GraphQLError[];
      };
      expect(documentReason("BAD_USER_INPUT", errors![0]!.message, errors![0]!.nodes)).toEqual({
        reason: "validation.variable",
        params: { variable: "n", type: "Int!" },
      });
    }
  });

  it("Apollo's refusals of the HTTP request", () => {
    expect(
      documentReason(
        "BAD_REQUEST",
        "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF).",
      ),
    ).toEqual({ reason: "validation.preflight" });
    expect(
      documentReason(
        "BAD_REQUEST",
        "GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.",
      ),
    ).toEqual({
      reason: "validation.queryMissing",
    });
    expect(documentReason("BAD_REQUEST", "Operation batching disabled.")).toEqual({
      reason: "validation.request",
    });
    expect(documentReason("OPERATION_RESOLUTION_FAILURE", 'Unknown operation named "X".')).toEqual({
      reason: "validation.operation",
    });
    expect(documentReason("INTERNAL_SERVER_ERROR", "boom")).toBeUndefined();
  });
});
