import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type GraphQLResponse, type TestGateway } from "../helpers/test-gateway.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

describe("HTTP surface", () => {
  it("serves /graphql from the node:http handler: POST answers { __typename } with a request id", async () => {
    const res = await t.gql("{ __typename }");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: "Query" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a safe caller-supplied request id", async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "trace-12345678" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(res.headers.get("x-request-id")).toBe("trace-12345678");
  });

  it("accepts GET queries with a preflight header and blocks simple GETs as CSRF", async () => {
    const ok = await fetch(`${t.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { __typename: "Query" } });

    const blocked = await fetch(`${t.url}/graphql?query=${encodeURIComponent("{ __typename }")}`);
    expect(blocked.status).toBe(400);
    expect(((await blocked.json()) as GraphQLResponse["body"]).errors?.[0]?.extensions).toMatchObject({
      code: "DATA_ERROR",
      data: { reason: "validation.preflight" },
    });
  });

  it("refuses batched requests, malformed JSON and oversized bodies", async () => {
    const batched = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
    });
    expect(batched.status).toBe(400);

    const malformed = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);

    // Over 1 MB: the caller reads a 413, whether the size was declared or only grew while streaming.
    const huge = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ __typename }`, pad: "x".repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    const streamed = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 12; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(100_000)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(streamed.status).toBe(413);
  });

  it("enforces the depth and alias limits", async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(" ");
    const tooManyAliases = await t.gql(`{ ${aliases} }`);
    // application/json: a well-formed request answers 200 whatever its document (GraphQL over HTTP).
    expect(tooManyAliases.status).toBe(200);
    expect(tooManyAliases.body.errors?.[0]?.extensions?.data).toEqual({
      reason: "validation.tooManyAliases",
      params: { max: 15 },
    });

    const okAliases = await t.gql(
      `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: __typename`).join(" ")} }`,
    );
    expect(okAliases.status).toBe(200);
  });

  it("returns domain errors with extensions.code and extensions.errorCode", async () => {
    const res = await t.gql("{ cards(limit: 1000) { total } }");
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "DATA_ERROR", errorCode: 400 });
    expect(res.body.errors?.[0]?.extensions).not.toHaveProperty("stacktrace");
  });

  it("serves the other routes from Express: health, readiness, media, dev mailbox, JSON 404", async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { mysql: "up", redis: "up" } });

    const art = await fetch(`${t.url}/media/cards/7.svg`);
    expect(art.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const svg = await art.text();
    expect(svg).toMatch(/^<svg/);
    expect(await (await fetch(`${t.url}/media/cards/7.svg`)).text()).toBe(svg);
    expect((await fetch(`${t.url}/media/cards/../../etc/passwd`)).status).toBe(404);

    const mail = await fetch(`${t.url}/dev/mail.json`);
    expect(mail.status).toBe(200);
    expect(await mail.json()).toEqual([]);

    const missing = await fetch(`${t.url}/no/such/route`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as GraphQLResponse["body"]).errors?.[0]?.extensions).toEqual({
      code: "NOT_FOUND",
      errorCode: 404,
      messageKey: "error.NOT_FOUND",
    });
  });
});

describe("production surface", () => {
  let prod: TestGateway;
  beforeAll(async () => {
    prod = await startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: "https://vitrine.test",
      GRAPHQL_MAX_DEPTH: "2",
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it("applies the configured depth limit", async () => {
    expect((await prod.gql(`{ card(id: "1") { id } }`)).status).toBe(200);
    const deep = await prod.gql(`{ card(id: "1") { artist { name } } }`);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors?.[0]?.extensions?.data).toEqual({
      reason: "validation.tooDeep",
      params: { max: 2 },
    });
  });

  it("turns introspection and the dev mailbox off", async () => {
    const res = await prod.gql("{ __schema { queryType { name } } }");
    expect(res.body.errors?.[0]?.extensions?.data).toEqual({ reason: "validation.introspection" });
    expect((await fetch(`${prod.url}/dev/mail.json`)).status).toBe(404);
  });
});
