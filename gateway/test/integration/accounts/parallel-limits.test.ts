import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIXED_ATTEMPT_LIMITS, takeAttempts } from "../../../src/domains/accounts/services/attempt-limits.js";
import { codeAt } from "../../../src/domains/accounts/services/totp.js";
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

  it("30 parallel wrong 2FA codes on one login challenge check at most 5 codes (623), the rest 2019", async () => {
    const email = "para2fa@example.com";
    await registerAccount(t, new SessionClient(t), { email, nickname: "para2fa" });
    const owner = new SessionClient(t);
    await owner.gql(LOGIN, { i: { email, password: STRONG_PASSWORD } });
    const { secret } = (
      await owner.gql<{ beginTwoFactorSetup: { secret: string } }>(
        `mutation { beginTwoFactorSetup { secret } }`,
      )
    ).body.data!.beginTwoFactorSetup;
    const on = await owner.gql(
      `mutation($c: String!, $p: String) { activateTwoFactor(code: $c, currentPassword: $p) { resetKey } }`,
      { c: codeAt(secret, Date.now()), p: STRONG_PASSWORD },
    );
    expect(on.body.errors).toBeUndefined();
    const client = new SessionClient(t);
    const login = await client.gql<{ login: { challenge: string } }>(
      `mutation($i: LoginInput!) { login(input: $i) { challenge } }`,
      { i: { email, password: STRONG_PASSWORD, site: 2 } },
    );
    const challenge = login.body.data!.login.challenge;
    const near = new Set([-2, -1, 0, 1, 2].map((d) => codeAt(secret, Date.now() + d * 30_000)));
    const wrong = ["000000", "111111", "222222", "333333"].find((c) => !near.has(c))!;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        new SessionClient(t).gql(
          `mutation($c: String!, $code: String!) { verifyLoginTwoFactor(challenge: $c, code: $code) { id } }`,
          { c: challenge, code: wrong },
        ),
      ),
    );
    const counts = tally(results.map(errorCodeOf));
    expect(counts["623"]).toBe(FIXED_ATTEMPT_LIMITS.twoFactorAccountMax);
    expect(counts["2019"]).toBe(30 - FIXED_ATTEMPT_LIMITS.twoFactorAccountMax);
  });

  it("30 parallel wrong e-mail codes for one address check at most the per-address limit (1007), the rest 2019", async () => {
    const email = "paracode@example.com";
    expect(
      (await new SessionClient(t).gql(SEND_REGISTER, { i: { email, site: 1 } })).body.errors,
    ).toBeUndefined();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new SessionClient(t).gql(`mutation($i: RegisterInput!) { register(input: $i) { id } }`, {
          i: {
            email,
            password: STRONG_PASSWORD,
            confirmPassword: STRONG_PASSWORD,
            nickname: `paracode${i}`,
            birthday: "1990-05-17",
            sex: 3,
            code: "000000",
            acceptTerms: true,
            site: 1,
          },
        }),
      ),
    );
    const counts = tally(results.map(errorCodeOf));
    // Checked guesses answer 1007 (or 1003 once five wrong tries burnt the code); the others never ran.
    expect((counts["1007"] ?? 0) + (counts["1003"] ?? 0)).toBeLessThanOrEqual(
      FIXED_ATTEMPT_LIMITS.emailCodeCheckEmailMax,
    );
    expect(counts["2019"]).toBeGreaterThanOrEqual(30 - FIXED_ATTEMPT_LIMITS.emailCodeCheckEmailMax);
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
