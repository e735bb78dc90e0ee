import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  latestMailedCode,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

const SEND = `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`;
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { id email nickname birthday sex signUpMethod hasPassword } }`;
const ME = `{ me { email nickname } }`;

const form = (email: string, code: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  nickname: email.split("@")[0],
  birthday: "1991/02/03",
  sex: 2,
  code,
  acceptTerms: true,
  ...extra,
});

const count = async (sql: string, params: unknown[]) =>
  Number(((await t.gateway.deps.dataSource.query(sql, params)) as { n: string }[])[0]!.n);
const usersWithEmail = (email: string) =>
  count("SELECT COUNT(*) AS n FROM user_account WHERE email = ?", [email]);

describe("register", () => {
  it("sends a code, registers, signs in, and lower-cases the e-mail", async () => {
    const c = new SessionClient(t);
    const sent = await c.gql<{ sendRegisterCode: { resendInSeconds: number } }>(SEND, {
      i: { email: "  Ada@Example.COM " },
    });
    expect(sent.body.data!.sendRegisterCode.resendInSeconds).toBe(300);
    const code = await latestMailedCode(t, "ada@example.com");
    const res = await c.gql<{ register: Record<string, unknown> }>(REGISTER, {
      i: form("ADA@example.com", code, { nickname: "ada" }),
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.register).toMatchObject({
      email: "ada@example.com",
      nickname: "ada",
      birthday: "1991-02-03",
      sex: 2,
      signUpMethod: "EMAIL",
      hasPassword: true,
    });
    expect(c.lastSetCookies[0]).toMatch(
      /^auth\.token=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    expect((await c.gql<{ me: { email: string } }>(ME)).body.data!.me.email).toBe("ada@example.com");
  });

  it("answers 1006 with the seconds left for a resend inside 300 s", async () => {
    const c = new SessionClient(t);
    await c.gql(SEND, { i: { email: "bo@example.com" } });
    const again = await c.gql(SEND, { i: { email: "bo@example.com" } });
    expect(errorCodeOf(again)).toBe(1006);
    const remaining = (again.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime;
    expect(remaining).toBeGreaterThan(290);
    expect(remaining).toBeLessThanOrEqual(300);
    expect(await count("SELECT COUNT(*) AS n FROM email_code WHERE email = ?", ["bo@example.com"])).toBe(1);
  });

  it("refuses a wrong code (1007), then an expired one (1003), creating nothing", async () => {
    const c = new SessionClient(t);
    await c.gql(SEND, { i: { email: "cy@example.com" } });
    const code = await latestMailedCode(t, "cy@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await c.gql(REGISTER, { i: form("cy@example.com", wrong) });
    expect(errorCodeOf(bad)).toBe(1007);
    await t.gateway.deps.dataSource.query(
      "UPDATE email_code SET expires_at = NOW(3) - INTERVAL 1 SECOND WHERE email = ?",
      ["cy@example.com"],
    );
    const expired = await c.gql(REGISTER, { i: form("cy@example.com", code) });
    expect(errorCodeOf(expired)).toBe(1003);
    expect(await usersWithEmail("cy@example.com")).toBe(0);
    expect(c.token).toBeUndefined();
  });

  it("uses a code once: the same code cannot register twice", async () => {
    const a = new SessionClient(t);
    await a.gql(SEND, { i: { email: "dee@example.com" } });
    const code = await latestMailedCode(t, "dee@example.com");
    expect((await a.gql(REGISTER, { i: form("dee@example.com", code) })).body.errors).toBeUndefined();
    const replay = await new SessionClient(t).gql(REGISTER, {
      i: form("dee@example.com", code, { nickname: "dee2" }),
    });
    expect(errorCodeOf(replay)).toBe(1005);
  });

  it("answers 1005 for an e-mail in use and 1012 for a nickname in use", async () => {
    const c = new SessionClient(t);
    expect(errorCodeOf(await c.gql(SEND, { i: { email: "ada@example.com" } }))).toBe(1005);
    await c.gql(SEND, { i: { email: "eve@example.com" } });
    const code = await latestMailedCode(t, "eve@example.com");
    const taken = await c.gql(REGISTER, { i: form("eve@example.com", code, { nickname: "ada" }) });
    expect(errorCodeOf(taken)).toBe(1012);
    expect(await usersWithEmail("eve@example.com")).toBe(0);
    // The code was not used up by the refused attempt.
    expect((await c.gql(REGISTER, { i: form("eve@example.com", code) })).body.errors).toBeUndefined();
  });

  it("checks the referral code (1032 when unknown) and records the referrer", async () => {
    const c = new SessionClient(t);
    await c.gql(SEND, { i: { email: "fay@example.com" } });
    const code = await latestMailedCode(t, "fay@example.com");
    expect(
      errorCodeOf(await c.gql(REGISTER, { i: form("fay@example.com", code, { referralCode: "NOPE1234" }) })),
    ).toBe(1032);
    const [ada] = (await t.gateway.deps.dataSource.query(
      "SELECT id, referral_code AS code FROM user_account WHERE email = ?",
      ["ada@example.com"],
    )) as { id: string; code: string }[];
    const ok = await c.gql(REGISTER, {
      i: form("fay@example.com", code, { referralCode: ada!.code.toLowerCase() }),
    });
    expect(ok.body.errors).toBeUndefined();
    const [fay] = (await t.gateway.deps.dataSource.query(
      "SELECT referred_by AS ref FROM user_account WHERE email = ?",
      ["fay@example.com"],
    )) as { ref: string }[];
    expect(fay!.ref).toBe(ada!.id);
  });

  it.each([
    ["password without a symbol", { password: "Vitrine2026", confirmPassword: "Vitrine2026" }, "password"],
    ["password of 6 characters", { password: "Ab1#cd", confirmPassword: "Ab1#cd" }, "password"],
    ["mismatched confirmation", { confirmPassword: "Vitrine#2027" }, "confirmPassword"],
    ["terms not accepted", { acceptTerms: false }, "acceptTerms"],
    ["birthday in the future", { birthday: "2999-01-01" }, "birthday"],
    ["unknown sex code", { sex: 4 }, "sex"],
  ])("refuses bad input (%s) with 400 and the field", async (_label, change, field) => {
    const c = new SessionClient(t);
    const res = await c.gql(REGISTER, { i: form("gus@example.com", "123456", change) });
    expect(errorCodeOf(res)).toBe(400);
    expect((res.body.errors![0]!.extensions!.data as { field: string }).field).toBe(field);
    expect(await usersWithEmail("gus@example.com")).toBe(0);
  });

  it("moves a marketplace account to the shared-account step (1098) on the primary site", async () => {
    const c = new SessionClient(t);
    await c.gql(SEND, { i: { email: "hal@example.com", site: 2 } });
    const code = await latestMailedCode(t, "hal@example.com");
    expect(
      (await c.gql(REGISTER, { i: form("hal@example.com", code, { site: 2 }) })).body.errors,
    ).toBeUndefined();
    const shared = await new SessionClient(t).gql(SEND, { i: { email: "hal@example.com", site: 1 } });
    expect(errorCodeOf(shared)).toBe(1098);
    // The shared account logs in on the primary site with its password, which records the site.
    const login = await new SessionClient(t).gql(
      `mutation { login(input: { email: "hal@example.com", password: "${STRONG_PASSWORD}", site: 1 }) { viewer { email } } }`,
    );
    expect(login.body.errors).toBeUndefined();
    expect(
      errorCodeOf(await new SessionClient(t).gql(SEND, { i: { email: "hal@example.com", site: 1 } })),
    ).toBe(1005);
  });

  it("answers 1099 when the e-mail was registered on the other site between code and confirmation", async () => {
    const c = new SessionClient(t);
    await c.gql(SEND, { i: { email: "ivy@example.com", site: 1 } });
    const primaryCode = await latestMailedCode(t, "ivy@example.com");
    const m = new SessionClient(t);
    await t.gateway.deps.redis.del(`${t.config.QUEUE_PREFIX}:email-code:register:ivy@example.com`);
    await m.gql(SEND, { i: { email: "ivy@example.com", site: 2 } });
    const marketCode = await latestMailedCode(t, "ivy@example.com");
    expect(
      (await m.gql(REGISTER, { i: form("ivy@example.com", marketCode, { site: 2 }) })).body.errors,
    ).toBeUndefined();
    expect(
      errorCodeOf(
        await c.gql(REGISTER, { i: form("ivy@example.com", primaryCode, { nickname: "ivy1", site: 1 }) }),
      ),
    ).toBe(1099);
    expect(await usersWithEmail("ivy@example.com")).toBe(1);
  });
});
