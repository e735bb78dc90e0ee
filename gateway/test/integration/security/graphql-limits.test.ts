import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  Kind,
  Lexer,
  print,
  Source,
  specifiedRules,
  TokenKind,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_MAX, OFFSET_MAX } from "@vitrine/schema";
import { limitPublicQuery } from "../../../src/domains/catalog/services/public-query-rate-limit.js";
import { graphqlLimits } from "../../../src/graphql/limits.js";
import { startTestGateway, type GraphQLResponse, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * GraphQL cost bounded (issue 12): graphql-armor's cost, depth, alias, directive and token limits
 * answer a DATA_ERROR naming the limit (reason key and bound, never INTERNAL); no "Did you mean …?"
 * suggestion reaches a caller; every document the client really sends passes the configured limits.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const SCHEMA_FILE = path.join(REPO, "schema/schema.graphql");
/** The client's typed documents as codegen writes them (imported by path: another workspace). */
const CLIENT_DOCUMENTS = path.join(REPO, "client/src/gql/graphql.ts");

let t: TestGateway;
let prod: TestGateway;
let limited: TestGateway;

beforeAll(async () => {
  [t, prod, limited] = await Promise.all([
    startTestGateway(),
    startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: "https://vitrine.test",
      GRAPHQL_MAX_DEPTH: "3",
    }),
    startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "3" }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), prod?.close(), limited?.close()]);
});

/**
 * A refused document: a DATA_ERROR (400) naming the limit and its bound, nothing executed, never
 * INTERNAL. Over `application/json` a well-formed request answers HTTP 200 (GraphQL over HTTP).
 */
function expectRefused(res: GraphQLResponse, reason: string, max: number): void {
  expect(res.status).toBe(200);
  expect(res.body.data).toBeUndefined();
  const error = res.body.errors?.[0];
  expect(error?.extensions).toMatchObject({ code: "DATA_ERROR", errorCode: 400 });
  expect(error?.extensions?.data).toEqual({ reason, params: { max } });
}

const CARD_FIELDS = `id name imageUrl workNumber edition size creationYear totalIssued releaseAt contractId
  contractAddress tokenAddress tokenId likes artist { id name } publisher { id name logoUrl } series { id name }
  chain { id code name }`;

describe("graphql-armor limits", () => {
  it("refuses a query over the cost limit, while the same query under it runs", async () => {
    const one = `c0: cards(limit: 1) { items { ${CARD_FIELDS} } total }`;
    expect((await t.gql(`{ ${one} }`)).status).toBe(200);
    // 15 aliases (the alias limit) of one wide list: under every other limit, over the cost.
    const wide = Array.from({ length: 15 }, (_, i) => one.replace("c0:", `c${i}:`)).join(" ");
    expectRefused(await t.gql(`{ ${wide} }`), "validation.tooCostly", 1000);
  });

  it("refuses more aliases than GRAPHQL_MAX_ALIASES", async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: chains { id }`).join(" ");
    expect((await t.gql(`{ ${aliases(15)} }`)).status).toBe(200);
    expectRefused(await t.gql(`{ ${aliases(16)} }`), "validation.tooManyAliases", 15);
  });

  it("refuses more directives than GRAPHQL_MAX_DIRECTIVES", async () => {
    const directives = (n: number) =>
      Array.from({ length: n }, () => "__typename @include(if: true)").join(" ");
    expect((await t.gql(`{ ${directives(10)} }`)).status).toBe(200);
    expectRefused(await t.gql(`{ ${directives(11)} }`), "validation.tooManyDirectives", 10);
  });

  it("refuses a document over GRAPHQL_MAX_TOKENS while parsing it", async () => {
    const fields = (n: number) => Array.from({ length: n }, () => "__typename").join(" ");
    expect((await t.gql(`{ ${fields(500)} }`)).status).toBe(200);
    // 1002 tokens: the parser stops at the 1001st, before building or validating the document.
    expectRefused(await t.gql(`{ ${fields(1000)} }`), "validation.tooManyTokens", 1000);
  });

  it("refuses a query deeper than GRAPHQL_MAX_DEPTH (3 on this gateway)", async () => {
    expect((await prod.gql(`{ cards { items { id } } }`)).status).toBe(200);
    expectRefused(await prod.gql(`{ cards { items { artist { name } } } }`), "validation.tooDeep", 3);
    // A fragment does not hide depth.
    expectRefused(
      await prod.gql(`{ cards { ...P } } fragment P on CardPage { items { artist { name } } }`),
      "validation.tooDeep",
      3,
    );
  });
});

describe("field suggestions", () => {
  // graphql-js's English (with its "Did you mean …?") is only a development gateway's extensions.detail
  // (unit test: format-error.test.ts); a test or production gateway answers the reason key alone.
  it("never reach a caller outside development (fields and enum values)", async () => {
    const misspelt = `{ chains { nam } }`;
    for (const gateway of [t, prod]) {
      const res = await gateway.gql(misspelt);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        code: "DATA_ERROR",
        data: { reason: "validation.unknownField", params: { field: "nam", type: "Chain" } },
      });
      expect(res.body.errors?.[0]?.extensions).not.toHaveProperty("detail");
      expect(JSON.stringify(res.body)).not.toMatch(/Did you mean|Suggestion/);
    }

    const enumTypo = `{ orderBook(filter: { sort: PRICE_LOWW }) { total } }`;
    for (const gateway of [t, prod]) {
      const res = await gateway.gql(enumTypo);
      expect(res.body.errors?.[0]?.extensions?.data).toMatchObject({ reason: "validation.valueType" });
      expect(JSON.stringify(res.body)).not.toMatch(/Did you mean|Suggestion|PRICE_LOW\b/);
    }
  });
});

/**
 * What Apollo Client really sends: its cache adds `__typename` to every selection set below the
 * operation, which adds cost and tokens the codegen documents do not show.
 */
function withTypenames(document: DocumentNode): DocumentNode {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename");
      return has ? undefined : { ...node, selections: [...node.selections, typename] };
    },
  });
}

describe("the client's real documents", () => {
  it("every document passes the configured limits (cost, depth, aliases, directives, tokens)", async () => {
    const exported = (await import(CLIENT_DOCUMENTS)) as Record<string, unknown>;
    const documents = Object.entries(exported).filter((entry): entry is [string, DocumentNode] =>
      entry[0].endsWith("Document"),
    );
    expect(documents.length).toBeGreaterThan(50);
    const schema = buildSchema(readFileSync(SCHEMA_FILE, "utf8"));
    const { validationRules } = graphqlLimits(t.config);
    const refused: string[] = [];
    for (const [name, codegenDocument] of documents) {
      const document = withTypenames(codegenDocument);
      const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
      if (errors.length) refused.push(`${name}: ${errors.map((e) => e.message).join("; ")}`);
      // What Apollo Client sends is the printed document (with __typename); the gateway counts its lexer tokens.
      const lexer = new Lexer(new Source(print(document)));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      if (tokens > t.config.GRAPHQL_MAX_TOKENS) refused.push(`${name}: ${tokens} tokens`);
    }
    expect(refused).toEqual([]);
  });
});

describe("paging and search bounds", () => {
  const dataError = (res: GraphQLResponse) => res.body.errors?.[0]?.extensions;

  it("refuses an order book page beyond PAGE_MAX, and page 0, as DATA_ERROR naming page", async () => {
    const page = (n: number) =>
      t.gql(`query($p: Int) { orderBook(filter: { page: $p }) { page } }`, { p: n });
    expect((await page(PAGE_MAX)).body.data).toEqual({ orderBook: { page: PAGE_MAX } });
    for (const n of [PAGE_MAX + 1, 0, -1]) {
      expect(dataError(await page(n))).toMatchObject({ code: "DATA_ERROR", data: { field: "page" } });
    }
  });

  it("refuses a card list offset beyond OFFSET_MAX and a size over 100, naming the argument", async () => {
    const cards = (limit: number, offset: number) =>
      t.gql(`query($l: Int, $o: Int) { cards(limit: $l, offset: $o) { total } }`, { l: limit, o: offset });
    expect((await cards(100, OFFSET_MAX)).status).toBe(200);
    expect(dataError(await cards(20, OFFSET_MAX + 1))).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "offset" },
    });
    expect(dataError(await cards(101, 0))).toMatchObject({ code: "DATA_ERROR", data: { field: "limit" } });
    expect(dataError(await cards(0, 0))).toMatchObject({ code: "DATA_ERROR", data: { field: "limit" } });
  });

  it("refuses search text over 100 characters in the header search, the card list and the order book", async () => {
    const long = "x".repeat(101);
    const ok = "x".repeat(100);
    expect((await t.gql(`query($s: String!) { search(text: $s) { id } }`, { s: ok })).status).toBe(200);
    expect(
      dataError(await t.gql(`query($s: String!) { search(text: $s) { id } }`, { s: long })),
    ).toMatchObject({ code: "DATA_ERROR", data: { field: "text" } });
    expect(
      dataError(await t.gql(`query($s: String) { cards(filter: { search: $s }) { total } }`, { s: long })),
    ).toMatchObject({ code: "DATA_ERROR", data: { field: "search" } });
    expect(
      dataError(
        await t.gql(`query($s: String) { orderBook(filter: { search: $s }) { total } }`, { s: long }),
      ),
    ).toMatchObject({ code: "DATA_ERROR", data: { field: "search" } });
  });
});

describe("per-IP rate limits on expensive public reads", () => {
  it("answers RATE_LIMITED (9429) once an IP has spent its budget of a query, with the wait", async () => {
    const search = () => limited.gql(`{ search(text: "card") { id } }`);
    for (let i = 0; i < 3; i++) expect((await search()).body.errors).toBeUndefined();
    const refused = await search();
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      errorCode: 9429,
      data: { remainingTime: expect.any(Number) },
    });
    // Each query has its own budget, and another IP has its own.
    expect((await limited.gql(`{ orderBook { total } }`)).body.errors).toBeUndefined();
    await expect(limitPublicQuery(limited.gateway.deps, "203.0.113.9", "search")).resolves.toBeUndefined();
  });

  it("limits the order book and the card list the same way", async () => {
    for (const query of [`{ orderBook { total } }`, `{ cards { total } }`]) {
      const codes: (number | undefined)[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await limited.gql(query)).body.errors?.[0]?.extensions?.errorCode as number | undefined);
      }
      expect(codes.filter((c) => c === 9429).length).toBeGreaterThanOrEqual(1);
      expect(codes.slice(-1)).toEqual([9429]);
    }
  });
});
