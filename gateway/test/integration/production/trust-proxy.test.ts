import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

const SPOOFED = "203.0.113.9";

let untrusting: TestGateway;
let behindProxy: TestGateway;
let redis: Redis;
beforeAll(async () => {
  [untrusting, behindProxy] = await Promise.all([
    startTestGateway(),
    // The test client is the "proxy": it connects from loopback.
    startTestGateway({ TRUST_PROXY: "loopback" }),
  ]);
  redis = new Redis(untrusting.config.REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await Promise.all([untrusting?.close(), behindProxy?.close()]);
});

/** A failed login (unknown address: counted against the client address only) with a forwarded-for header. */
async function failLogin(t: TestGateway, forwardedFor: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      query: `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`,
      variables: { i: { email: "nobody-here@example.com", password: "Wrong#Password1" } },
    }),
  });
  expect(res.status).toBe(200);
}

/** The attempt-limit keys the gateway wrote under its prefix. */
async function attemptKeys(t: TestGateway): Promise<string[]> {
  return (await redis.keys(`${t.config.QUEUE_PREFIX}:*`)).filter((key) => key.includes("attempt"));
}

describe("client address and TRUST_PROXY", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: the attempt limits see the socket address", async () => {
    await failLogin(untrusting, SPOOFED);
    const keys = await attemptKeys(untrusting);
    expect(keys.some((key) => key.includes("127.0.0.1"))).toBe(true);
    expect(keys.some((key) => key.includes(SPOOFED))).toBe(false);
  });

  it("believes X-Forwarded-For from a configured trusted proxy (TRUST_PROXY=loopback)", async () => {
    await failLogin(behindProxy, SPOOFED);
    const keys = await attemptKeys(behindProxy);
    expect(keys.some((key) => key.includes(SPOOFED))).toBe(true);
    expect(keys.some((key) => key.includes("127.0.0.1"))).toBe(false);
  });

  it("stops at the first untrusted hop: a client cannot prepend addresses through a trusted proxy", async () => {
    // The proxy appends the address it saw; whatever the client wrote before it is not believed.
    await failLogin(behindProxy, `198.51.100.1, ${"192.0.2.44"}`);
    const keys = await attemptKeys(behindProxy);
    expect(keys.some((key) => key.includes("192.0.2.44"))).toBe(true);
    expect(keys.some((key) => key.includes("198.51.100.1"))).toBe(false);
  });
});
