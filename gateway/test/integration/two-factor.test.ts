import { SESSION_COOKIE, TOTP_STEP_SECONDS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../src/domains/accounts/services/password.js";
import { SecretBox } from "../../src/domains/accounts/services/secret-box.js";
import { codeAt, stepAt } from "../../src/domains/accounts/services/totp.js";
import {
  acceptStep,
  activatePendingSecret,
  turnOffWithCode,
  turnOffWithResetKey,
} from "../../src/domains/accounts/services/two-factor-state.service.js";
import { sha256Hex } from "../../src/shared/crypto.js";
import { errorCodeOf, SessionClient, STRONG_PASSWORD } from "../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../helpers/test-gateway.js";

let t: TestGateway;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestGateway({ LOGIN_LOCK_SECONDS: "900" });
  passwordHash = await hashPassword(STRONG_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const STEP_MS = TOTP_STEP_SECONDS * 1000;

const BEGIN = `mutation { beginTwoFactorSetup { secret otpauthUrl qrCodeDataUrl } }`;
// Turning 2FA on or off needs the current password too (accounts/two-factor-reauthentication.test.ts
// covers its absence); these pass the right one so each test here is about the code or key.
const ACTIVATE = `mutation($code: String!) { activateTwoFactor(code: $code, currentPassword: "${STRONG_PASSWORD}") { resetKey } }`;
const CLOSE = `mutation($code: String!) { closeTwoFactor(code: $code, currentPassword: "${STRONG_PASSWORD}") }`;
const RESET = `mutation($key: String!) { resetTwoFactor(resetKey: $key, currentPassword: "${STRONG_PASSWORD}") }`;
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired challenge viewer { id } } }`;
const VERIFY = `mutation($c: String!, $code: String!) { verifyLoginTwoFactor(challenge: $c, code: $code) { email twoFactorEnabled } }`;
const RESET_LOGIN = `mutation($c: String!, $key: String!) { loginWithTwoFactorResetKey(challenge: $c, resetKey: $key) { email twoFactorEnabled } }`;
const ME = `{ me { email twoFactorEnabled } }`;

interface Setup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}
interface LoginResult {
  twoFactorRequired: boolean;
  challenge: string | null;
  viewer: { id: string } | null;
}
interface TotpRow {
  secret: string | null;
  pending: string | null;
  enabled: number;
  lastStep: string | null;
  resetKeyHash: string | null;
}

let counter = 0;
/** A fresh account per test, so the attempt counters and the last accepted step of one test never touch another. */
async function newUser(): Promise<string> {
  const email = `two-factor-${++counter}@example.com`;
  await t.gateway.deps.dataSource.transaction((em) =>
    createAccount(em, {
      email,
      passwordHash,
      nickname: `tf${counter}`,
      signUpMethod: "email",
      site: 1,
      locale: "en",
    }),
  );
  return email;
}

async function login(email: string, site = 1): Promise<{ client: SessionClient; result: LoginResult }> {
  const client = new SessionClient(t);
  const res = await client.gql<{ login: LoginResult }>(LOGIN, {
    i: { email, password: STRONG_PASSWORD, site },
  });
  expect(res.body.errors).toBeUndefined();
  return { client, result: res.body.data!.login };
}

async function signedIn(email: string): Promise<SessionClient> {
  const { client, result } = await login(email);
  expect(result.twoFactorRequired).toBe(false);
  return client;
}

/** Starts a login (primary site unless told) of an account with 2FA: the challenge, and no session yet. */
async function challengeFor(email: string, site = 1): Promise<{ client: SessionClient; challenge: string }> {
  const { client, result } = await login(email, site);
  expect(result).toMatchObject({ twoFactorRequired: true, viewer: null });
  expect(client.token).toBeUndefined();
  return { client, challenge: result.challenge! };
}

async function totpRow(email: string): Promise<TotpRow> {
  const rows = (await t.gateway.deps.dataSource.query(
    `SELECT totp_secret AS secret, totp_pending_secret AS pending, totp_enabled AS enabled,
            totp_last_step AS lastStep, totp_reset_key_hash AS resetKeyHash
       FROM user_account WHERE email = ?`,
    [email],
  )) as TotpRow[];
  return { ...rows[0]!, enabled: Number(rows[0]!.enabled) };
}

const OFF: TotpRow = { secret: null, pending: null, enabled: 0, lastStep: null, resetKeyHash: null };

async function sessionsOf(email: string): Promise<number> {
  const rows = (await t.gateway.deps.dataSource.query(
    "SELECT COUNT(*) AS n FROM user_session s JOIN user_account u ON u.id = s.user_id WHERE u.email = ?",
    [email],
  )) as { n: string }[];
  return Number(rows[0]!.n);
}

const codeForStep = (secret: string, step: number) => codeAt(secret, step * STEP_MS);

/** Six digits that are not the code of any step near now (a wrong code that cannot pass by luck). */
function wrongCode(secret: string): string {
  const now = stepAt(Date.now());
  const near = new Set([-2, -1, 0, 1, 2, 3].map((d) => codeForStep(secret, now + d)));
  for (let i = 0; ; i++) {
    const candidate = String((123456 + i * 7919) % 1_000_000).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

const hasSessionCookie = (client: SessionClient) =>
  client.lastSetCookies.some(
    (c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`),
  );

/** Turns 2FA on for a signed-in client; `step` is the time step the activation code used up. */
async function enableTwoFactor(client: SessionClient, email: string) {
  const setup = (await client.gql<{ beginTwoFactorSetup: Setup }>(BEGIN)).body.data!.beginTwoFactorSetup;
  const res = await client.gql<{ activateTwoFactor: { resetKey: string } }>(ACTIVATE, {
    code: codeAt(setup.secret, Date.now()),
  });
  expect(res.body.errors).toBeUndefined();
  const row = await totpRow(email);
  expect(row.enabled).toBe(1);
  return {
    secret: setup.secret,
    resetKey: res.body.data!.activateTwoFactor.resetKey,
    step: Number(row.lastStep),
  };
}

async function userWithTwoFactor() {
  const email = await newUser();
  const client = await signedIn(email);
  return { email, client, ...(await enableTwoFactor(client, email)) };
}

describe("visitors", () => {
  it.each([
    ["beginTwoFactorSetup", BEGIN, {}],
    ["activateTwoFactor", ACTIVATE, { code: "123456" }],
    ["closeTwoFactor", CLOSE, { code: "123456" }],
    ["resetTwoFactor", RESET, { key: "AAAA-BBBB-CCCC-DDDD" }],
  ])("get 1010 from %s", async (_name, query, variables) => {
    const res = await t.gql(query, variables);
    expect(errorCodeOf(res)).toBe(1010);
    expect(res.body.data ?? null).toBeNull();
  });
});

describe("set-up and activation", () => {
  it("set-up returns a secret, its otpauth URL and a PNG QR code, seals the secret and turns nothing on", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    const res = await client.gql<{ beginTwoFactorSetup: Setup }>(BEGIN);
    expect(res.body.errors).toBeUndefined();
    const setup = res.body.data!.beginTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(setup.secret);
    expect(url.searchParams.get("issuer")).toBe("Vitrine");
    expect(decodeURIComponent(url.pathname)).toBe(`/Vitrine:${email}`);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(setup.qrCodeDataUrl.split(",")[1]!, "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");

    const row = await totpRow(email);
    expect(row).toMatchObject({ secret: null, enabled: 0, lastStep: null, resetKeyHash: null });
    expect(row.pending).toMatch(/^v1\./);
    expect(row.pending).not.toContain(setup.secret);
    expect(new SecretBox(t.config.SESSION_SECRET).open(row.pending!)).toBe(setup.secret);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(ME)).body.data!.me.twoFactorEnabled).toBe(
      false,
    );
  });

  it("a wrong activation code answers 623 and leaves 2FA off", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    const setup = (await client.gql<{ beginTwoFactorSetup: Setup }>(BEGIN)).body.data!.beginTwoFactorSetup;
    const before = await totpRow(email);
    const res = await client.gql(ACTIVATE, { code: wrongCode(setup.secret) });
    expect(errorCodeOf(res)).toBe(623);
    expect(await totpRow(email)).toEqual(before);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(ME)).body.data!.me.twoFactorEnabled).toBe(
      false,
    );
  });

  it("a malformed code is bad input (400), not a wrong guess", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    await client.gql(BEGIN);
    for (const code of ["12345", "1234567", "12a456", ""]) {
      expect(errorCodeOf(await client.gql(ACTIVATE, { code }))).toBe(400);
    }
    expect((await totpRow(email)).enabled).toBe(0);
  });

  it("activation without a set-up answers 2025", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    expect(errorCodeOf(await client.gql(ACTIVATE, { code: "123456" }))).toBe(2025);
    expect(await totpRow(email)).toEqual(OFF);
  });

  it("a restarted set-up makes the first QR code useless", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    const first = (await client.gql<{ beginTwoFactorSetup: Setup }>(BEGIN)).body.data!.beginTwoFactorSetup;
    const second = (await client.gql<{ beginTwoFactorSetup: Setup }>(BEGIN)).body.data!.beginTwoFactorSetup;
    expect(second.secret).not.toBe(first.secret);
    const firstCode = codeAt(first.secret, Date.now());
    if (firstCode !== codeAt(second.secret, Date.now())) {
      expect(errorCodeOf(await client.gql(ACTIVATE, { code: firstCode }))).toBe(623);
      expect((await totpRow(email)).enabled).toBe(0);
    }
    const res = await client.gql(ACTIVATE, { code: codeAt(second.secret, Date.now()) });
    expect(res.body.errors).toBeUndefined();
    expect(new SecretBox(t.config.SESSION_SECRET).open((await totpRow(email)).secret!)).toBe(second.secret);
  });

  it("activation returns the reset key once and stores neither the secret nor the key in plain text", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    const setup = (await client.gql<{ beginTwoFactorSetup: Setup }>(BEGIN)).body.data!.beginTwoFactorSetup;
    const now = Date.now();
    const res = await client.gql<{ activateTwoFactor: { resetKey: string } }>(ACTIVATE, {
      code: codeAt(setup.secret, now),
    });
    expect(res.body.errors).toBeUndefined();
    const { resetKey } = res.body.data!.activateTwoFactor;
    expect(resetKey).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const row = await totpRow(email);
    expect(row.enabled).toBe(1);
    expect(row.pending).toBeNull();
    expect(row.secret).toMatch(/^v1\./);
    expect(new SecretBox(t.config.SESSION_SECRET).open(row.secret!)).toBe(setup.secret);
    expect(Math.abs(Number(row.lastStep) - stepAt(now))).toBeLessThanOrEqual(1);
    expect(row.resetKeyHash).toBe(sha256Hex(resetKey.replace(/-/g, "")));
    const [full] = (await t.gateway.deps.dataSource.query("SELECT * FROM user_account WHERE email = ?", [
      email,
    ])) as object[];
    const dump = JSON.stringify(full);
    expect(dump).not.toContain(setup.secret);
    expect(dump).not.toContain(resetKey);
    expect(dump).not.toContain(resetKey.replace(/-/g, ""));

    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(ME)).body.data!.me.twoFactorEnabled).toBe(
      true,
    );
    // Already on: neither a new set-up nor a second activation may replace the device in use.
    expect(errorCodeOf(await client.gql(BEGIN))).toBe(2025);
    expect(
      errorCodeOf(await client.gql(ACTIVATE, { code: codeForStep(setup.secret, Number(row.lastStep) + 1) })),
    ).toBe(2025);
    expect(await totpRow(email)).toEqual(row);
  });
});

describe("login with 2FA", () => {
  it("the primary site asks for a code without starting a session; the right code signs in once", async () => {
    const { email, secret, step } = await userWithTwoFactor();
    const sessionsBefore = await sessionsOf(email);
    const { client, challenge } = await challengeFor(email);
    expect(hasSessionCookie(client)).toBe(false);
    expect((await client.gql<{ me: unknown }>(ME)).body.data!.me).toBeNull();
    expect(await sessionsOf(email)).toBe(sessionsBefore);

    const wrong = await client.gql(VERIFY, { c: challenge, code: wrongCode(secret) });
    expect(errorCodeOf(wrong)).toBe(623);
    expect(hasSessionCookie(client)).toBe(false);
    expect(client.token).toBeUndefined();
    expect(await sessionsOf(email)).toBe(sessionsBefore);

    // The challenge survives a wrong code; the next step's code (the activation used this one) signs in.
    const res = await client.gql<{ verifyLoginTwoFactor: { email: string; twoFactorEnabled: boolean } }>(
      VERIFY,
      {
        c: challenge,
        code: codeForStep(secret, step + 1),
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.verifyLoginTwoFactor).toEqual({ email, twoFactorEnabled: true });
    expect(hasSessionCookie(client)).toBe(true);
    expect((await client.gql<{ me: { email: string } }>(ME)).body.data!.me.email).toBe(email);
    expect(await sessionsOf(email)).toBe(sessionsBefore + 1);
    expect(Number((await totpRow(email)).lastStep)).toBe(step + 1);

    // The challenge is single-use.
    const again = new SessionClient(t);
    expect(errorCodeOf(await again.gql(VERIFY, { c: challenge, code: codeForStep(secret, step + 2) }))).toBe(
      2013,
    );
    expect(again.token).toBeUndefined();
  });

  it("a code is accepted once: the same code on a new challenge answers 623", async () => {
    const { email, secret, step } = await userWithTwoFactor();
    // The activation used up its step already.
    const first = await challengeFor(email);
    expect(
      errorCodeOf(await first.client.gql(VERIFY, { c: first.challenge, code: codeForStep(secret, step) })),
    ).toBe(623);

    const code = codeForStep(secret, step + 1);
    expect((await first.client.gql(VERIFY, { c: first.challenge, code })).body.errors).toBeUndefined();
    const sessions = await sessionsOf(email);

    const second = await challengeFor(email);
    const replay = await second.client.gql(VERIFY, { c: second.challenge, code });
    expect(errorCodeOf(replay)).toBe(623);
    expect(second.client.token).toBeUndefined();
    expect(await sessionsOf(email)).toBe(sessions);
    expect(Number((await totpRow(email)).lastStep)).toBe(step + 1);
  });

  it("racing logins with the same code: exactly one signs in", async () => {
    const { email, secret, step } = await userWithTwoFactor();
    const logins = [];
    for (let i = 0; i < 5; i++) logins.push(await challengeFor(email));
    const sessions = await sessionsOf(email);
    const code = codeForStep(secret, step + 1);
    const results = await Promise.all(
      logins.map(({ client, challenge }) => client.gql(VERIFY, { c: challenge, code })),
    );
    expect(results.map((r) => errorCodeOf(r) ?? "ok").sort()).toEqual([623, 623, 623, 623, "ok"]);
    expect(logins.filter(({ client }) => client.token !== undefined)).toHaveLength(1);
    expect(await sessionsOf(email)).toBe(sessions + 1);
  });

  it("the marketplace site (2) asks for the code too: no session without the second step", async () => {
    const { email, secret, step } = await userWithTwoFactor();
    const sessionsBefore = await sessionsOf(email);
    const { client, challenge } = await challengeFor(email, 2);
    expect(hasSessionCookie(client)).toBe(false);
    expect((await client.gql<{ me: unknown }>(ME)).body.data!.me).toBeNull();
    expect(await sessionsOf(email)).toBe(sessionsBefore);

    const res = await client.gql(VERIFY, { c: challenge, code: codeForStep(secret, step + 1) });
    expect(res.body.errors).toBeUndefined();
    expect(hasSessionCookie(client)).toBe(true);
    // The session records the site it was made for.
    const rows = (await t.gateway.deps.dataSource.query(
      "SELECT s.site FROM user_session s JOIN user_account u ON u.id = s.user_id WHERE u.email = ? ORDER BY s.id DESC LIMIT 1",
      [email],
    )) as { site: number }[];
    expect(Number(rows[0]!.site)).toBe(2);
  });

  it("an unknown challenge answers 2013", async () => {
    const { secret, step } = await userWithTwoFactor();
    const client = new SessionClient(t);
    for (const challenge of ["no-such-challenge-aaaaaaaaaaaaaaaaaaaaaa", "", "x".repeat(500)]) {
      const res = await client.gql(VERIFY, { c: challenge, code: codeForStep(secret, step + 1) });
      expect(errorCodeOf(res)).toBe(2013);
      expect(errorCodeOf(await client.gql(RESET_LOGIN, { c: challenge, key: "AAAA-BBBB-CCCC-DDDD" }))).toBe(
        2013,
      );
    }
    expect(client.token).toBeUndefined();
  });

  it("the reset key at login turns 2FA off and signs in; a wrong key answers 2022", async () => {
    const { email, resetKey } = await userWithTwoFactor();
    const { client, challenge } = await challengeFor(email);
    const before = await totpRow(email);

    const wrong = await client.gql(RESET_LOGIN, { c: challenge, key: "AAAA-BBBB-CCCC-DDDD" });
    expect(errorCodeOf(wrong)).toBe(2022);
    expect(client.token).toBeUndefined();
    expect(await totpRow(email)).toEqual(before);

    // Typed without dashes and in lower case: still the key.
    const res = await client.gql<{
      loginWithTwoFactorResetKey: { email: string; twoFactorEnabled: boolean };
    }>(RESET_LOGIN, {
      c: challenge,
      key: resetKey.replace(/-/g, "").toLowerCase(),
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.loginWithTwoFactorResetKey).toEqual({ email, twoFactorEnabled: false });
    expect(hasSessionCookie(client)).toBe(true);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(ME)).body.data!.me.twoFactorEnabled).toBe(
      false,
    );
    expect(await totpRow(email)).toEqual(OFF);
    // The next login needs no code.
    expect((await login(email)).result.twoFactorRequired).toBe(false);
  });

  it("too many wrong codes answer 2019 with the seconds left, even for the right code", async () => {
    const { email, secret, step, client: owner } = await userWithTwoFactor();
    const { client, challenge } = await challengeFor(email);
    for (let i = 0; i < 5; i++) {
      expect(errorCodeOf(await client.gql(VERIFY, { c: challenge, code: wrongCode(secret) }))).toBe(623);
    }
    const locked = await client.gql(VERIFY, { c: challenge, code: codeForStep(secret, step + 1) });
    expect(errorCodeOf(locked)).toBe(2019);
    const remaining = (locked.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime;
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(900);
    expect(client.token).toBeUndefined();
    expect(Number((await totpRow(email)).lastStep)).toBe(step);
    // The lock is per account: turning 2FA off with a code from a signed-in session is locked too.
    expect(errorCodeOf(await owner.gql(CLOSE, { code: codeForStep(secret, step + 1) }))).toBe(2019);
    expect((await totpRow(email)).enabled).toBe(1);
  });
});

describe("turning 2FA off", () => {
  it("closeTwoFactor: a wrong code answers 623, the right code turns it off and clears every 2FA column", async () => {
    const { email, client, secret, step } = await userWithTwoFactor();
    const before = await totpRow(email);
    expect(errorCodeOf(await client.gql(CLOSE, { code: wrongCode(secret) }))).toBe(623);
    expect(await totpRow(email)).toEqual(before);
    // The code of the activation's step was used up there.
    expect(errorCodeOf(await client.gql(CLOSE, { code: codeForStep(secret, step) }))).toBe(623);
    expect(await totpRow(email)).toEqual(before);

    const res = await client.gql<{ closeTwoFactor: boolean }>(CLOSE, { code: codeForStep(secret, step + 1) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.closeTwoFactor).toBe(true);
    expect(await totpRow(email)).toEqual(OFF);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(ME)).body.data!.me.twoFactorEnabled).toBe(
      false,
    );
    expect((await login(email)).result.twoFactorRequired).toBe(false);
    // Nothing left to close.
    expect(errorCodeOf(await client.gql(CLOSE, { code: codeForStep(secret, step + 2) }))).toBe(2025);
  });

  it("resetTwoFactor: a wrong key answers 2022 and changes nothing, the right key turns 2FA off", async () => {
    const { email, client, resetKey } = await userWithTwoFactor();
    const before = await totpRow(email);
    expect(errorCodeOf(await client.gql(RESET, { key: "AAAA-BBBB-CCCC-DDDD" }))).toBe(2022);
    expect(await totpRow(email)).toEqual(before);

    const res = await client.gql<{ resetTwoFactor: boolean }>(RESET, { key: resetKey });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.resetTwoFactor).toBe(true);
    expect(await totpRow(email)).toEqual(OFF);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(ME)).body.data!.me.twoFactorEnabled).toBe(
      false,
    );
    // The key worked once; with 2FA off there is nothing to reset.
    expect(errorCodeOf(await client.gql(RESET, { key: resetKey }))).toBe(2025);
  });

  it("reset-key guesses are limited per account (2019)", async () => {
    const { email, client, resetKey } = await userWithTwoFactor();
    for (let i = 0; i < 5; i++) {
      expect(errorCodeOf(await client.gql(RESET, { key: `WRNG-KEY${i}-AAAA-BBBB` }))).toBe(2022);
    }
    const locked = await client.gql(RESET, { key: resetKey });
    expect(errorCodeOf(locked)).toBe(2019);
    expect(
      (locked.body.errors![0]!.extensions!.data as { remainingTime: number }).remainingTime,
    ).toBeGreaterThan(0);
    expect((await totpRow(email)).enabled).toBe(1);
  });

  it("turning 2FA on again after closing draws a new secret and a new reset key", async () => {
    const first = await userWithTwoFactor();
    expect((await first.client.gql(RESET, { key: first.resetKey })).body.errors).toBeUndefined();
    const second = await enableTwoFactor(first.client, first.email);
    expect(second.secret).not.toBe(first.secret);
    expect(second.resetKey).not.toBe(first.resetKey);
    expect((await totpRow(first.email)).resetKeyHash).toBe(sha256Hex(second.resetKey.replace(/-/g, "")));
  });
});

describe("conditional writes (what decides a race, whatever the timing)", () => {
  const userIdOf = async (email: string) =>
    (
      (await t.gateway.deps.dataSource.query("SELECT id FROM user_account WHERE email = ?", [email])) as {
        id: string;
      }[]
    )[0]!.id;

  it("a step is recorded only when it is after the last accepted one, and only for the current secret", async () => {
    const { email, step } = await userWithTwoFactor();
    const deps = t.gateway.deps;
    const id = await userIdOf(email);
    const { secret: sealed } = await totpRow(email);
    expect(await acceptStep(deps, id, sealed!, step)).toBe(false);
    expect(await acceptStep(deps, id, sealed!, step - 1)).toBe(false);
    expect(await acceptStep(deps, id, "v1.another.sealed.secret", step + 1)).toBe(false);
    expect(await acceptStep(deps, id, sealed!, step + 1)).toBe(true);
    expect(await acceptStep(deps, id, sealed!, step + 1)).toBe(false);
    expect(await turnOffWithCode(deps, id, sealed!, step + 1)).toBe(false);
    expect(Number((await totpRow(email)).lastStep)).toBe(step + 1);
    expect((await totpRow(email)).enabled).toBe(1);
    expect(await turnOffWithCode(deps, id, sealed!, step + 2)).toBe(true);
    expect(await totpRow(email)).toEqual(OFF);
    expect(await turnOffWithCode(deps, id, sealed!, step + 3)).toBe(false);
  });

  it("activation needs the very pending secret that was checked, and 2FA off", async () => {
    const email = await newUser();
    const client = await signedIn(email);
    await client.gql(BEGIN);
    const deps = t.gateway.deps;
    const id = await userIdOf(email);
    const { pending } = await totpRow(email);
    const step = stepAt(Date.now());
    expect(await activatePendingSecret(deps, id, "v1.an.older.setup", step, sha256Hex("K"))).toBe(false);
    expect(await activatePendingSecret(deps, id, pending!, step, sha256Hex("K"))).toBe(true);
    expect(await activatePendingSecret(deps, id, pending!, step + 1, sha256Hex("K"))).toBe(false);
    expect(await totpRow(email)).toEqual({
      secret: pending,
      pending: null,
      enabled: 1,
      lastStep: String(step),
      resetKeyHash: sha256Hex("K"),
    });
  });

  it("a reset key turns 2FA off once", async () => {
    const { email, resetKey } = await userWithTwoFactor();
    const deps = t.gateway.deps;
    const id = await userIdOf(email);
    const digest = sha256Hex(resetKey.replace(/-/g, ""));
    expect(await turnOffWithResetKey(deps, id, sha256Hex("WRONG"))).toBe(false);
    expect(await turnOffWithResetKey(deps, id, digest)).toBe(true);
    expect(await turnOffWithResetKey(deps, id, digest)).toBe(false);
    expect(await totpRow(email)).toEqual(OFF);
  });
});
