import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  registerAccount,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

// Long enough that 200 attempts on a busy machine all fall inside one lock; the test then ends the
// lock by deleting its key in Redis instead of sleeping it out.
const LOCK_SECONDS = 60;
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ LOGIN_MAX_FAILURES: "10", LOGIN_LOCK_SECONDS: String(LOCK_SECONDS) });
  await registerAccount(t, new SessionClient(t), { email: "nia@example.com", nickname: "nia" });
});
afterAll(async () => {
  await t.close();
});

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { viewer { email } } }`;

describe("attempt limits", () => {
  it("locks an account after the limit: 200 wrong passwords, then the right one waits out the lock", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await new SessionClient(t).gql(LOGIN, {
        i: { email: "nia@example.com", password: `Wrong#${i}aA` },
      });
      codes.push(errorCodeOf(res)!);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(1009));
    expect(codes.slice(10).every((c) => c === 2019)).toBe(true);

    const c = new SessionClient(t);
    const locked = await c.gql(LOGIN, { i: { email: "nia@example.com", password: STRONG_PASSWORD } });
    expect(errorCodeOf(locked)).toBe(2019);
    const wait = (locked.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOCK_SECONDS);
    expect(c.token).toBeUndefined();

    // The lock running out is its counter's key expiring: delete the key instead of waiting for it.
    await t.gateway.deps.redis.del(`${t.config.QUEUE_PREFIX}:attempts:loginAccount:nia@example.com`);
    const after = await c.gql(LOGIN, { i: { email: "nia@example.com", password: STRONG_PASSWORD } });
    expect(after.body.errors).toBeUndefined();
    expect(c.token).toBeDefined();
  });

  it("counts inside the resolver: aliased attempts in one request cannot get past the limit", async () => {
    await t.gateway.deps.redis.del(`${t.config.QUEUE_PREFIX}:attempts:loginAccount:nia@example.com`);
    const aliased = (round: number) =>
      `mutation { ${Array.from({ length: 12 }, (_, i) => `a${i}: login(input: { email: "nia@example.com", password: "Bad#${round}x${i}A" }) { twoFactorRequired }`).join("\n")} }`;
    const firstCodes: number[] = [];
    for (let round = 0; round < 11; round++) {
      const res = await new SessionClient(t).gql(aliased(round));
      firstCodes.push(res.body.errors![0]!.extensions!.errorCode as number);
    }
    // Each executed alias counted once; the 11th request meets the lock.
    expect(firstCodes.slice(0, 10).every((c) => c === 1009)).toBe(true);
    expect(firstCodes[10]).toBe(2019);
    const counter = await t.gateway.deps.redis.get(
      `${t.config.QUEUE_PREFIX}:attempts:loginAccount:nia@example.com`,
    );
    expect(Number(counter)).toBe(10);
  });
});
