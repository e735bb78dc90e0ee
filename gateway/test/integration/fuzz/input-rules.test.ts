import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ANY_STRING, MAX_LENGTH } from "@vitrine/schema";
import { createReleaseProduct } from "../../../src/domains/primary/services/create-release-product.service.js";
import { DomainError } from "../../../src/shared/domain-error.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * Issue 20: each bound answers DATA_ERROR naming the field before any query runs — the per-field
 * rules for values the one-size safety net lets through, and the safety net itself.
 */
let t: TestGateway;
let member: MarketUser;
const db = () => t.gateway.deps.dataSource;
const count = async (table: string) =>
  Number(((await db().query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: string }[])[0]!.n);

const SEND_CODE = `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`;

function dataError(res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) {
  return res.body.errors?.[0]?.extensions;
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  member = await createMarketUser(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("per-field rules", () => {
  it("an e-mail address longer than its column (254) is refused before any mail is stored", async () => {
    const before = await count("mail_message");
    const email = `${"a".repeat(MAX_LENGTH.email)}@example.com`;
    const res = await t.gql(SEND_CODE, { i: { email, site: 1 } });
    expect(dataError(res)).toMatchObject({ code: "DATA_ERROR", data: { field: "email" } });
    expect(await count("mail_message")).toBe(before);
  });

  it("a request language outside the five is refused", async () => {
    const res = await t.gql(SEND_CODE, {
      i: { email: "lang@example.com", site: 1, locale: "x".repeat(500) },
    });
    expect(dataError(res)).toMatchObject({ code: "DATA_ERROR", data: { field: "locale" } });
  });

  it("card filters: a malformed chain id and an over-long search are data errors", async () => {
    const cards = `query($f: CardFilter) { cards(filter: $f, limit: 5, offset: 0) { total } }`;
    expect(dataError(await t.gql(cards, { f: { chainId: "abc" } }))).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "chainId" },
    });
    expect(
      dataError(await t.gql(cards, { f: { search: "s".repeat(MAX_LENGTH.searchText + 1) } })),
    ).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "search" },
    });
  });

  it("header search: over-long text is a data error, empty text still answers no suggestions", async () => {
    const search = `query($t: String!) { search(text: $t, limit: 5) { name } }`;
    expect(dataError(await t.gql(search, { t: "s".repeat(MAX_LENGTH.searchText + 1) }))).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "text" },
    });
    expect((await t.gql(search, { t: "" })).body.data).toEqual({ search: [] });
  });

  it("an order number longer than its column is a data error", async () => {
    const res = await member.client.gql(`query($o: String!) { primaryOrder(orderId: $o) { orderId } }`, {
      o: "9".repeat(MAX_LENGTH.orderId + 1),
    });
    expect(dataError(res)).toMatchObject({ code: "DATA_ERROR", data: { field: "orderId" } });
  });

  it("a release description over 1000 characters is refused, not cut to the column", async () => {
    const [card] = (await db().query(`SELECT id FROM card ORDER BY id LIMIT 1`)) as { id: string }[];
    const before = await count("primary_product");
    const attempt = createReleaseProduct(t.gateway.deps, {
      cardId: String(card!.id),
      name: "Too much to say",
      description: "d".repeat(MAX_LENGTH.description + 1),
      priceTwd: 100,
      totalSupply: 1,
      releaseAt: new Date(),
    } as Parameters<typeof createReleaseProduct>[1]);
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({
      extensions: { code: "DATA_ERROR", data: { field: "description" } },
    });
    expect(await count("primary_product")).toBe(before);
  });
});

describe("safety net on every GraphQL argument", () => {
  it("a string over MAX_ANY_STRING answers 400 DATA_ERROR naming the field, before the resolver", async () => {
    const before = await count("mail_message");
    const res = await t.gql(SEND_CODE, {
      i: { email: `${"a".repeat(MAX_ANY_STRING)}@example.com`, site: 1 },
    });
    // A well-formed GraphQL request over application/json: HTTP 200, the refusal in errors (docs/ERRORS.md).
    expect(res.status).toBe(200);
    expect(dataError(res)).toMatchObject({
      code: "DATA_ERROR",
      errorCode: 400,
      data: { field: "email", path: "input.email", reason: "validation.tooLong" },
    });
    expect(await count("mail_message")).toBe(before);
  });

  it("an inline literal is checked like a variable", async () => {
    const res = await t.gql(`{ search(text: "${"s".repeat(MAX_ANY_STRING + 1)}", limit: 5) { name } }`);
    expect(dataError(res)).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "text", path: "text", reason: "validation.tooLong" },
    });
  });

  it("a root field reached through a fragment is checked too", async () => {
    const res = await t.gql(
      `query($t: String!) { ... on Query { ...S } } fragment S on Query { search(text: $t, limit: 5) { name } }`,
      { t: "s".repeat(MAX_ANY_STRING + 1) },
    );
    expect(dataError(res)).toMatchObject({ code: "DATA_ERROR", data: { field: "text", path: "text" } });
  });

  it("an ID that is not a row id (over 19 digits) and a negative Int are data errors", async () => {
    const card = await t.gql(`query($id: ID!) { card(id: $id) { id } }`, {
      id: "9".repeat(MAX_LENGTH.id + 1),
    });
    expect(dataError(card)).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "id", reason: "validation.id" },
    });
    const cards = await t.gql(`{ cards(limit: 5, offset: -1) { total } }`);
    expect(dataError(cards)).toMatchObject({
      code: "DATA_ERROR",
      data: { field: "offset", reason: "validation.negative" },
    });
  });
});
