import { SESSION_COOKIE } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { DEV_TOOL_REQUESTS, unrouted } from "./dev-tool-requests.js";

let prod: TestGateway;
beforeAll(async () => {
  prod = await startTestGateway({
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
    KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
    PUBLIC_URL: "https://vitrine.test",
  });
});
afterAll(async () => {
  await prod.close();
});

describe("production gateway", () => {
  it("answers 404 for the dev mailbox, the dev SMS box, the sandbox payment pages and sandbox OAuth", async () => {
    for (const [method, path] of DEV_TOOL_REQUESTS) {
      expect(await unrouted(prod.url, method, path), `${method} ${path}`).toBe(true);
    }
  });

  it("sets the auth.token cookie HttpOnly, Secure and SameSite=Lax at login", async () => {
    const member = await createMarketUser(prod);
    const session = member.client.lastSetCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toBeDefined();
    const attributes = session!
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
  });

  it("sends HSTS on Express routes and on /graphql", async () => {
    const health = await fetch(`${prod.url}/healthz`);
    expect(health.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const graphql = await prod.gql("{ __typename }");
    expect(graphql.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
