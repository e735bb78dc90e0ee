import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIXED_ATTEMPT_LIMITS, takeAttempts } from "../../../src/domains/accounts/services/attempt-limits.js";
import { sendContactMessage } from "../../../src/domains/content/services/send-contact-message.service.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import {
  errorCodeOf,
  registerAccount,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { SEND_CODE, uniqueTwMobile } from "../kyc/kyc-fixtures.js";

/**
 * Attempt limits hold under parallel requests: each attempt is counted (INCR) before the thing it
 * guards runs, and the returned count decides, in one atomic step. Every request here comes from the
 * same client address (127.0.0.1), fired at once with Promise.all.
 */
const MAX_FAILURES = 10;
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_LOCK_SECONDS: "600" });
  await registerAccount(t, new SessionClient(t), { email: "para@example.com", nickname: "para" });
});
afterAll(async () => {
  await t.close();
});
// Each test starts with no counted attempts (the address is the same for all of them).
beforeEach(async () => {
  const keys = await t.gateway.deps.redis.keys(`${t.config.QUEUE_PREFIX}:attempts:*`);
  if (keys.length) await t.gateway.deps.redis.del(...keys);
});

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`;
const SEND_REGISTER = `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`;
const CONTACT = `mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }`;

const tally = (codes: (number | undefined)[]) => {
  const out: Record<string, number> = {};
  for (const c of codes) out[String(c ?? "ok")] = (out[String(c ?? "ok")] ?? 0) + 1;
  return out;
};

describe("parallel requests never get past a limit", () => {
  it("50 parallel wrong logins for one account check the password at most LOGIN_MAX_FAILURES times; then the right password answers 2019", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new SessionClient(t).gql(LOGIN, { i: { email: "para@example.com", password: `Wrong#${i}aA` } }),
      ),
    );
    const counts = tally(results.map(errorCodeOf));
    // 1009 is answered only after a password check: exactly the limit's worth ran, the rest were refused first.
    expect(counts["1009"]).toBe(MAX_FAILURES);
    expect(counts["2019"]).toBe(50 - MAX_FAILURES);
    const right = new SessionClient(t);
    const locked = await right.gql(LOGIN, { i: { email: "para@example.com", password: STRONG_PASSWORD } });
    expect(errorCodeOf(locked)).toBe(2019);
    expect(
      (locked.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime,
    ).toBeGreaterThan(0);
    expect(right.token).toBeUndefined();
  });

  it("a successful login clears the account's failures (once the lock is lifted)", async () => {
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      await new SessionClient(t).gql(LOGIN, { i: { email: "para@example.com", password: `Bad#${i}aA` } });
    }
    const ok = await new SessionClient(t).gql(LOGIN, {
      i: { email: "para@example.com", password: STRONG_PASSWORD },
    });
    expect(ok.body.errors).toBeUndefined();
    const key = `${t.config.QUEUE_PREFIX}:attempts:loginAccount:para@example.com`;
    expect(await t.gateway.deps.redis.exists(key)).toBe(0);
  });

  it("parallel e-mail code sends from one address stop at the per-address limit (2019)", async () => {
    const max = FIXED_ATTEMPT_LIMITS.emailCodeSendIpPerHour;
    const results = await Promise.all(
      Array.from({ length: max + 15 }, (_, i) =>
        new SessionClient(t).gql(SEND_REGISTER, { i: { email: `burst${i}@example.com`, site: 1 } }),
      ),
    );
    const counts = tally(results.map(errorCodeOf));
    expect(counts.ok).toBe(max);
    expect(counts["2019"]).toBe(15);
    const [{ n }] = (await t.gateway.deps.dataSource.query(
      "SELECT COUNT(*) AS n FROM email_code WHERE email LIKE 'burst%@example.com'",
    )) as [{ n: string }];
    expect(Number(n)).toBe(max);
  });

  it("one counter taken by 200 callers at once lets exactly `max` through (the atomic primitive)", async () => {
    const max = FIXED_ATTEMPT_LIMITS.emailCodeSendAddressPerDay;
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        takeAttempts(t.gateway.deps, [{ kind: "emailCodeSendAddress", subject: "one@example.com" }]).then(
          () => "taken",
          (e: { errorName?: string }) => e.errorName ?? "other",
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "taken")).toHaveLength(max);
    expect(outcomes.filter((o) => o === "TOO_MANY_ATTEMPTS")).toHaveLength(200 - max);
  });

  it("parallel SMS code sends to one phone stop at the per-number limit; from one client address at the per-address limit (9429)", async () => {
    const perPhone = FIXED_ATTEMPT_LIMITS.smsSendPhonePerHour;
    const perIp = FIXED_ATTEMPT_LIMITS.smsSendIpPerDay;
    const members = [];
    for (let i = 0; i < perIp + 5; i++) members.push(await createMarketUser(t));
    const phone = uniqueTwMobile();
    const samePhone = await Promise.all(
      members.slice(0, perPhone + 5).map((m) => m.client.gql(SEND_CODE, { c: "+886", p: phone })),
    );
    const phoneCounts = tally(samePhone.map(errorCodeOf));
    expect(phoneCounts.ok).toBe(perPhone);
    expect(phoneCounts["9429"]).toBe(5);

    // Every member from the same address, each to a number of its own: the address's daily budget holds.
    const others = await Promise.all(
      members
        .map((m, i) => (i < perPhone + 5 ? null : m))
        .filter((m) => m !== null)
        .map((m) => m.client.gql(SEND_CODE, { c: "+886", p: uniqueTwMobile() })),
    );
    const ok = [...samePhone, ...others].filter((r) => errorCodeOf(r) === undefined).length;
    expect(ok).toBe(perIp);
    const [{ n }] = (await t.gateway.deps.dataSource.query("SELECT COUNT(*) AS n FROM sms_message")) as [
      { n: string },
    ];
    expect(Number(n)).toBe(perIp);
  });

  it("parallel contact-form posts stop at the per-address limit, and a member's at the per-account limit", async () => {
    const perIp = FIXED_ATTEMPT_LIMITS.contactIpPerHour;
    const input = (i: number) => ({
      name: `Sender ${i}`,
      email: `contact${i}@example.com`,
      message: "Hello Vitrine, a question about my order.",
      locale: "en",
    });
    const results = await Promise.all(
      Array.from({ length: perIp + 10 }, (_, i) => new SessionClient(t).gql(CONTACT, { i: input(i) })),
    );
    const counts = tally(results.map(errorCodeOf));
    expect(counts.ok).toBe(perIp);
    expect(counts["9429"]).toBe(10);

    // One member writing from many addresses at once (each under its own address limit).
    const perAccount = FIXED_ATTEMPT_LIMITS.contactAccountPerDay;
    const member = await createMarketUser(t, { signIn: false });
    const outcomes = await Promise.all(
      Array.from({ length: perAccount + 6 }, (_, i) =>
        sendContactMessage(t.gateway.deps, input(100 + i), `10.0.0.${i + 1}`, member.id).then(
          () => "sent",
          (e: { errorName?: string }) => e.errorName ?? "other",
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(perAccount);
    expect(outcomes.filter((o) => o === "RATE_LIMITED")).toHaveLength(6);
  });
});
