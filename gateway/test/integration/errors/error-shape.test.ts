import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, errorByCode, type Locale } from "@vitrine/schema";
import { errorMessage } from "../../../src/i18n/error-message.js";
import { messages } from "../../../src/i18n/messages.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { STRONG_PASSWORD } from "../../helpers/session-client.js";
import { startTestGateway, type GraphQLResponse, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * Issue 22 parts 1 and 3: every kind of bad request — a GraphQL type error, an unknown field, a
 * syntax error, a variable that does not coerce, a zod rule, a domain rule, the rate limit, a REST
 * route's refusal — answers the one error shape (docs/ERRORS.md), with `message` in the caller's
 * language chosen by `?lang=`, `extensions.lang`, the member's locale or Accept-Language.
 */

type WireError = NonNullable<GraphQLResponse["body"]["errors"]>[number] & {
  locations?: { line: number; column: number }[];
};

let t: TestGateway;
let member: MarketUser;

beforeAll(async () => {
  // A small public-query budget, so the rate limit is cheap to reach.
  t = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "3" });
  member = await createMarketUser(t); // locale "en"
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Call {
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Appended to /graphql (`?lang=en`). */
  search?: string;
  extensions?: Record<string, unknown>;
}

async function call({ query, variables, headers = {}, search = "", extensions }: Call) {
  const res = await fetch(`${t.url}/graphql${search}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables, ...(extensions ? { extensions } : {}) }),
  });
  return { status: res.status, body: (await res.json()) as GraphQLResponse["body"] };
}

/** The one shape: catalogue code, number and key; a rendered message; a reason that is a locale key. */
function expectShape(error: WireError | undefined, locale: Locale): WireError {
  expect(error).toBeDefined();
  const ext = error!.extensions!;
  const definition = errorByCode(ext.errorCode as number);
  expect(definition, JSON.stringify(error)).toBeDefined();
  expect(ext.code).toBe(definition!.name);
  expect(ext.messageKey).toBe(definition!.messageKey);
  expect(error!.message).toBe(errorMessage(locale, ext as never));
  expect(error!.message).not.toMatch(
    /^(error|validation)\.|Syntax Error|Cannot query|cannot represent|Too big|Did you mean/,
  );
  const data = ext.data as { reason?: unknown } | undefined;
  if (data?.reason !== undefined) expect(messages().has(String(data.reason)), String(data.reason)).toBe(true);
  return error!;
}

const EN = { "accept-language": "en-US,en;q=0.9" };
const TW = { "accept-language": "zh-TW,zh;q=0.9" };

describe("one shape for every kind of error", () => {
  it("a GraphQL type error (600.5 for an Int): DATA_ERROR 400, reason and the type, locations kept", async () => {
    const res = await call({ query: "{ cards(limit: 600.5) { total } }", headers: EN });
    expect(res.status).toBe(200);
    const error = expectShape(res.body.errors?.[0], "en");
    expect(error.extensions).toMatchObject({
      code: "DATA_ERROR",
      errorCode: 400,
      data: { reason: "validation.valueType", params: { type: "Int" } },
    });
    expect(error.message).toBe("Data error. Please check and try again. (Expected a value of type Int)");
    expect(error.locations?.[0]).toMatchObject({ line: 1 });
  });

  it("a variable that does not coerce names the variable and its type", async () => {
    const res = await call({
      query: "query($n: Int) { cards(limit: $n) { total } }",
      variables: { n: 600.5 },
      headers: EN,
    });
    expect(res.status).toBe(200);
    expect(expectShape(res.body.errors?.[0], "en").extensions?.data).toEqual({
      reason: "validation.variable",
      params: { variable: "n", type: "Int" },
    });
  });

  it("an unknown field and a syntax error", async () => {
    const unknown = await call({ query: "{ chains { nam } }", headers: TW });
    expect(expectShape(unknown.body.errors?.[0], "tw").extensions?.data).toEqual({
      reason: "validation.unknownField",
      params: { field: "nam", type: "Chain" },
    });
    const syntax = await call({ query: "{ chains { name ", headers: TW });
    const error = expectShape(syntax.body.errors?.[0], "tw");
    expect(error.extensions?.data).toEqual({ reason: "validation.syntax" });
    expect(error.locations).toBeDefined();
  });

  it("a zod rule (an over-long field through parseInput): field, reason and bound", async () => {
    const res = await member.client.gql(
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { nickname } }`,
      { i: { postalAddress: "x".repeat(256) } },
    );
    // The member's locale is en (no header, no lang).
    const error = expectShape(res.body.errors?.[0], "en");
    expect(error.extensions?.data).toEqual({
      field: "postalAddress",
      reason: "validation.tooLong",
      params: { max: 255 },
    });
    expect(error.message).toBe("Data error. Please check and try again. (This is too long)");
  });

  it("a domain rule (a wrong password)", async () => {
    const res = await call({
      query: `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`,
      variables: { i: { email: member.email, password: `${STRONG_PASSWORD}x` } },
      headers: EN,
    });
    expect(res.status).toBe(200);
    expect(expectShape(res.body.errors?.[0], "en").extensions).toMatchObject({ code: "WRONG_PASSWORD" });
  });

  it("the rate limit, with the seconds left in data and in the message", async () => {
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 4; i++) last = await call({ query: `{ search(text: "card") { id } }`, headers: EN });
    const error = expectShape(last!.body.errors?.[0], "en");
    expect(error.extensions).toMatchObject({ code: "RATE_LIMITED", errorCode: 9429 });
    const seconds = (error.extensions?.data as { remainingTime: number }).remainingTime;
    expect(error.message).toContain(String(seconds));
  });

  it("a REST route's refusal: a visitor's upload (401) and an unknown path (404)", async () => {
    const upload = await fetch(`${t.url}/auth/profile-picture`, {
      method: "POST",
      headers: { "content-type": "image/png", ...EN },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(upload.status).toBe(401);
    const body = (await upload.json()) as GraphQLResponse["body"];
    expect(expectShape(body.errors?.[0], "en").extensions?.code).toBe("LOGIN_REQUIRED");

    const missing = await fetch(`${t.url}/no/such/route?lang=en`);
    expect(missing.status).toBe(404);
    const notFound = (await missing.json()) as GraphQLResponse["body"];
    expect(expectShape(notFound.errors?.[0], "en").message).toBe(
      errorMessage("en", { messageKey: ERRORS.NOT_FOUND.messageKey }),
    );
  });

  it("a malformed JSON body and an over-size one answer the shape too (4xx: not a GraphQL request)", async () => {
    const malformed = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...EN },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const error = expectShape(((await malformed.json()) as GraphQLResponse["body"]).errors?.[0], "en");
    expect(error.extensions?.data).toEqual({ reason: "validation.json" });
  });
});

describe("the message is in the caller's language", () => {
  const overLong = { query: "{ cards(limit: 600.5) { total } }" };
  const messageOf = async (c: Omit<Call, "query">) =>
    (await call({ ...overLong, ...c })).body.errors?.[0]?.message;
  const en = errorMessage("en", {
    messageKey: "error.DATA_ERROR",
    data: { reason: "validation.valueType", params: { type: "Int" } },
  });
  const tw = errorMessage("tw", {
    messageKey: "error.DATA_ERROR",
    data: { reason: "validation.valueType", params: { type: "Int" } },
  });

  it("by Accept-Language (q-values honoured), tw when nothing is said", async () => {
    expect(en).not.toBe(tw);
    expect(await messageOf({ headers: EN })).toBe(en);
    expect(await messageOf({ headers: TW })).toBe(tw);
    expect(await messageOf({ headers: { "accept-language": "fr, zh-Hant;q=0.4, en;q=0.3" } })).toBe(tw);
    expect(await messageOf({})).toBe(tw);
  });

  it("by ?lang= or extensions.lang, over Accept-Language", async () => {
    expect(await messageOf({ headers: TW, search: "?lang=en" })).toBe(en);
    expect(await messageOf({ headers: EN, search: "?lang=tw" })).toBe(tw);
    expect(await messageOf({ headers: TW, extensions: { lang: "en" } })).toBe(en);
  });

  it("by the signed-in member's locale, over Accept-Language and under an explicit lang", async () => {
    const signedIn = (headers: Record<string, string>, search = "") =>
      call({ ...overLong, headers: { ...headers, cookie: member.client.cookieHeader()! }, search });
    expect((await signedIn(TW)).body.errors?.[0]?.message).toBe(en); // the member's locale is en
    expect((await signedIn(EN, "?lang=tw")).body.errors?.[0]?.message).toBe(tw);

    const changed = await member.client.gql(
      `mutation { updateProfile(input: { locale: "tw" }) { nickname } }`,
    );
    expect(changed.body.errors).toBeUndefined();
    expect((await signedIn(EN)).body.errors?.[0]?.message).toBe(tw);
  });
});

describe("HTTP status by media type (GraphQL over HTTP)", () => {
  const accept = (type: string) => ({ accept: type });

  it("application/json: 200 for document, validation and coercion errors", async () => {
    for (const query of ["{ chains {", "{ chains { nam } }", "{ cards(limit: 600.5) { total } }"]) {
      expect((await call({ query, headers: accept("application/json") })).status).toBe(200);
    }
  });

  it("application/graphql-response+json: 400 for the same, without data", async () => {
    for (const query of ["{ chains {", "{ chains { nam } }", "{ cards(limit: 600.5) { total } }"]) {
      const res = await call({ query, headers: accept("application/graphql-response+json") });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expectShape(res.body.errors?.[0], "tw");
    }
  });
});
