import { SESSION_COOKIE } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { makeStaffByEmail } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  registerAccount,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ MAX_SESSIONS_PER_USER: "3", SESSION_IDLE_SECONDS: "3600" });
  await registerAccount(t, new SessionClient(t), { email: "kim@example.com", nickname: "kim" });
  await t.gateway.deps.dataSource.transaction(async (em) => {
    await createAccount(em, {
      email: "gina@example.com",
      passwordHash: null,
      nickname: "gina",
      signUpMethod: "google",
      site: 1,
      locale: "en",
    });
    await createAccount(em, {
      email: "finn@example.com",
      passwordHash: null,
      nickname: "finn",
      signUpMethod: "facebook",
      site: 1,
      locale: "en",
    });
    await createAccount(em, {
      email: "staff@example.com",
      passwordHash: await hashPassword(STRONG_PASSWORD),
      nickname: "staffer",
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "staff",
    });
  });
});
afterAll(async () => {
  await t.close();
});

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired challenge viewer { email nickname usdtBalance } } }`;
const ME = `{ me { email } }`;
const sessionsOf = async (email: string) =>
  Number(
    (
      (await t.gateway.deps.dataSource.query(
        "SELECT COUNT(*) AS n FROM user_session s JOIN user_account u ON u.id = s.user_id WHERE u.email = ?",
        [email],
      )) as { n: string }[]
    )[0]!.n,
  );

async function loggedIn(email = "kim@example.com", password = STRONG_PASSWORD) {
  const c = new SessionClient(t);
  const res = await c.gql(LOGIN, { i: { email, password, site: 1 } });
  expect(res.body.errors).toBeUndefined();
  return c;
}

describe("login", () => {
  it("signs in with a new token every time, stored hashed", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    expect(a.token).toBeDefined();
    expect(a.token).not.toBe(b.token);
    const stored = (await t.gateway.deps.dataSource.query("SELECT token_hash AS h FROM user_session")) as {
      h: string;
    }[];
    expect(stored.map((r) => r.h)).not.toContain(a.token);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
    expect((await a.gql<{ me: { email: string } }>(ME)).body.data!.me.email).toBe("kim@example.com");
  });

  it("answers the welcome data: nickname and a zero USDT balance", async () => {
    const c = new SessionClient(t);
    const res = await c.gql<{ login: { viewer: { nickname: string; usdtBalance: string } } }>(LOGIN, {
      i: { email: "KIM@example.com", password: STRONG_PASSWORD },
    });
    expect(res.body.data!.login.viewer).toMatchObject({ nickname: "kim", usdtBalance: "0" });
  });

  it.each([
    ["unknown e-mail", "nobody@example.com", STRONG_PASSWORD, 1008],
    ["wrong password", "kim@example.com", "Wrong#Pass1", 1009],
    ["account registered through Google", "gina@example.com", STRONG_PASSWORD, 1038],
    ["account registered through Facebook", "finn@example.com", STRONG_PASSWORD, 1045],
  ])("refuses %s (%s) without a session", async (_label, email, password, code) => {
    const c = new SessionClient(t);
    const res = await c.gql(LOGIN, { i: { email, password } });
    expect(errorCodeOf(res)).toBe(code);
    expect(c.token).toBeUndefined();
    expect(c.lastSetCookies).toEqual([]);
  });

  it("refuses an unknown site code", async () => {
    expect(
      errorCodeOf(
        await new SessionClient(t).gql(LOGIN, {
          i: { email: "kim@example.com", password: STRONG_PASSWORD, site: 7 },
        }),
      ),
    ).toBe(400);
  });
});

describe("sessions", () => {
  it("me is null for visitors; protected operations answer 1010", async () => {
    const c = new SessionClient(t);
    expect((await c.gql(ME)).body.data).toEqual({ me: null });
    expect(errorCodeOf(await c.gql(`mutation { updateProfile(input: { firstName: "X" }) { id } }`))).toBe(
      1010,
    );
  });

  it("an unknown token answers 1011 on protected operations and clears the cookie", async () => {
    const c = new SessionClient(t);
    c.token = "x".repeat(43);
    const res = await c.gql(`mutation { updateProfile(input: { firstName: "X" }) { id } }`);
    expect(errorCodeOf(res)).toBe(1011);
    expect(c.lastSetCookies.some((h) => h.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  });

  it("ends a session after inactivity (1011)", async () => {
    const c = await loggedIn();
    await t.gateway.deps.dataSource.query(
      "UPDATE user_session SET last_seen_at = NOW(3) - INTERVAL 3601 SECOND WHERE token_hash = SHA2(?, 256)",
      [c.token],
    );
    expect(errorCodeOf(await c.gql(`mutation { updateProfile(input: { firstName: "X" }) { id } }`))).toBe(
      1011,
    );
    expect((await c.gql(ME)).body.data).toEqual({ me: null });
  });

  it("renews the cookie (sliding expiry) when a session is used after a pause", async () => {
    const c = await loggedIn();
    await c.gql(ME);
    expect(c.lastSetCookies).toEqual([]);
    await t.gateway.deps.dataSource.query(
      "UPDATE user_session SET last_seen_at = NOW(3) - INTERVAL 120 SECOND WHERE token_hash = SHA2(?, 256)",
      [c.token],
    );
    await c.gql(ME);
    expect(c.lastSetCookies).toEqual([
      expect.stringMatching(new RegExp(`^auth\\.token=${c.token}; .*Max-Age=3600`)),
    ]);
  });

  it("keeps at most MAX_SESSIONS_PER_USER sessions: the oldest ends", async () => {
    const first = await loggedIn("staff@example.com");
    await loggedIn("staff@example.com");
    await loggedIn("staff@example.com");
    await loggedIn("staff@example.com");
    expect(await sessionsOf("staff@example.com")).toBe(3);
    expect(errorCodeOf(await first.gql(`mutation { updateProfile(input: { firstName: "X" }) { id } }`))).toBe(
      1011,
    );
  });

  it("accepts the token header for non-browser clients", async () => {
    const c = await loggedIn();
    const api = new SessionClient(t, { token: c.token! });
    expect((await api.gql<{ me: { email: string } }>(ME)).body.data!.me.email).toBe("kim@example.com");
  });

  it("logout ends the session and clears the cookie; the old token no longer works", async () => {
    const c = await loggedIn();
    const token = c.token!;
    const res = await c.gql(`mutation { logout }`);
    expect(res.body.data).toEqual({ logout: true });
    expect(c.token).toBeUndefined();
    const replay = new SessionClient(t);
    replay.token = token;
    expect(
      errorCodeOf(await replay.gql(`mutation { updateProfile(input: { firstName: "X" }) { id } }`)),
    ).toBe(1011);
    // Logging out as a visitor is harmless.
    expect((await new SessionClient(t).gql(`mutation { logout }`)).body.data).toEqual({ logout: true });
  });

  it("staff operations need the staff role (2017)", async () => {
    const member = await loggedIn();
    expect(errorCodeOf(await member.gql(`{ accountsPendingDeletion { userId } }`))).toBe(2017);
    const staff = await loggedIn("staff@example.com");
    await makeStaffByEmail(t, "staff@example.com", ["support"]); // the role and 2FA staff operations need
    expect((await staff.gql(`{ accountsPendingDeletion { userId } }`)).body.errors).toBeUndefined();
  });

  it("marks the cookie Secure in production", async () => {
    const prod = await startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: "https://vitrine.test",
    });
    try {
      await registerAccount(prod, new SessionClient(prod), { email: "pat@example.com", nickname: "pat" });
      const c = new SessionClient(prod);
      await c.gql(LOGIN, { i: { email: "pat@example.com", password: STRONG_PASSWORD } });
      expect(c.lastSetCookies[0]).toMatch(/; Secure$/);
    } finally {
      await prod.close();
    }
  });
});
