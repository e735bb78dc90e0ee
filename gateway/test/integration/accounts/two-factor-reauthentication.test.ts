import { TOTP_STEP_SECONDS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { startSession } from "../../../src/domains/accounts/services/session.service.js";
import { codeAt } from "../../../src/domains/accounts/services/totp.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  latestMailedCode,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

/**
 * Changing how an account signs in (2FA on, off, reset; the password) needs the current password and
 * ends the member's OTHER sessions with a notice mail; a forgotten-password reset ends them all.
 */
let t: TestGateway;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestGateway({ LOGIN_MAX_FAILURES: "4", LOGIN_LOCK_SECONDS: "600" });
  passwordHash = await hashPassword(STRONG_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`;
const BEGIN = `mutation { beginTwoFactorSetup { secret } }`;
const ACTIVATE = `mutation($code: String!, $pw: String) { activateTwoFactor(code: $code, currentPassword: $pw) { resetKey } }`;
const CLOSE = `mutation($code: String!, $pw: String) { closeTwoFactor(code: $code, currentPassword: $pw) }`;
const RESET = `mutation($key: String!, $pw: String) { resetTwoFactor(resetKey: $key, currentPassword: $pw) }`;
const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) }`;
const SEND_RESET = `mutation($i: SendPasswordResetCodeInput!) { sendPasswordResetCode(input: $i) { resendInSeconds } }`;
const RESET_PASSWORD = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }`;
const SEND_REAUTH = `mutation { sendReauthenticationCode { resendInSeconds } }`;
/** Any protected operation: 1011 once the caller's session was ended. */
const PROTECTED = `mutation { updateProfile(input: {}) { id } }`;
const NEW_PASSWORD = "Brand#New2027";
const STEP_MS = TOTP_STEP_SECONDS * 1000;

let counter = 0;
async function newMember(password: string | null = passwordHash): Promise<string> {
  const email = `reauth-${++counter}@example.com`;
  await withTransaction(t.gateway.deps.dataSource, (em) =>
    createAccount(em, {
      email,
      passwordHash: password,
      nickname: `reauth${counter}`,
      signUpMethod: password ? "email" : "google",
      site: 1,
      locale: "en",
    }),
  );
  return email;
}

async function signIn(email: string, password = STRONG_PASSWORD): Promise<SessionClient> {
  const client = new SessionClient(t);
  const res = await client.gql(LOGIN, { i: { email, password } });
  expect(res.body.errors).toBeUndefined();
  expect(client.token).toBeDefined();
  return client;
}

/** A session made directly, as a completed login would make it (test set-up). */
async function sessionFor(email: string): Promise<SessionClient> {
  const [user] = (await t.gateway.deps.dataSource.query("SELECT id FROM user_account WHERE email = ?", [
    email,
  ])) as { id: string }[];
  const client = new SessionClient(t);
  client.token = await startSession(
    t.gateway.deps,
    user!.id,
    { key: "portal", code: 1 },
    { ip: "127.0.0.1" },
  );
  return client;
}

async function mailSubjects(email: string): Promise<string[]> {
  const rows = (await t.gateway.deps.dataSource.query(
    "SELECT subject FROM mail_message WHERE to_address = ? ORDER BY id",
    [email],
  )) as { subject: string }[];
  return rows.map((r) => r.subject);
}

async function sessionCount(email: string): Promise<number> {
  const rows = (await t.gateway.deps.dataSource.query(
    "SELECT COUNT(*) AS n FROM user_session s JOIN user_account u ON u.id = s.user_id WHERE u.email = ?",
    [email],
  )) as { n: string }[];
  return Number(rows[0]!.n);
}

async function totpState(email: string) {
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT totp_enabled AS enabled, totp_secret AS secret, totp_pending_secret AS pending,
            totp_last_step AS lastStep, totp_reset_key_hash AS resetKeyHash
       FROM user_account WHERE email = ?`,
    [email],
  )) as { enabled: number; secret: string | null; pending: string | null; lastStep: string | null }[];
  return { ...row!, enabled: Number(row!.enabled) };
}

const nextCode = async (email: string, secret: string) =>
  codeAt(secret, (Number((await totpState(email)).lastStep) + 1) * STEP_MS);

const works = async (client: SessionClient) => (await client.gql(PROTECTED)).body.errors === undefined;

/** A member with 2FA on (turned on from `owner`), and a second signed-in session made after it. */
async function memberWithTwoFactor() {
  const email = await newMember();
  const owner = await signIn(email);
  const { secret } = (await owner.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
    .beginTwoFactorSetup;
  const res = await owner.gql<{ activateTwoFactor: { resetKey: string } }>(ACTIVATE, {
    code: codeAt(secret, Date.now()),
    pw: STRONG_PASSWORD,
  });
  expect(res.body.errors).toBeUndefined();
  // Another device signed in after 2FA was on (its login passed the 6-digit step: two-factor.test.ts).
  const other = await sessionFor(email);
  return { email, owner, other, secret, resetKey: res.body.data!.activateTwoFactor.resetKey };
}

describe("turning 2FA on needs the current password", () => {
  it("without a password (2041) or with a wrong one (1009) nothing changes: 2FA stays off, no session ends, no mail", async () => {
    const email = await newMember();
    const owner = await signIn(email);
    const other = await signIn(email);
    const { secret } = (await owner.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
      .beginTwoFactorSetup;
    const before = await totpState(email);
    const mails = await mailSubjects(email);
    const code = codeAt(secret, Date.now());
    expect(errorCodeOf(await owner.gql(ACTIVATE, { code }))).toBe(2041);
    expect(errorCodeOf(await owner.gql(ACTIVATE, { code, pw: "Wrong#Pass1" }))).toBe(1009);
    expect(await totpState(email)).toEqual(before);
    expect(await works(other)).toBe(true);
    expect(await mailSubjects(email)).toEqual(mails);
  });

  it("with it: 2FA turns on, the member's other sessions answer 1011, this one stays, a notice is queued", async () => {
    const email = await newMember();
    const owner = await signIn(email);
    const others = [await signIn(email), await signIn(email)];
    const { secret } = (await owner.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
      .beginTwoFactorSetup;
    const res = await owner.gql(ACTIVATE, { code: codeAt(secret, Date.now()), pw: STRONG_PASSWORD });
    expect(res.body.errors).toBeUndefined();
    expect((await totpState(email)).enabled).toBe(1);
    for (const other of others) expect(errorCodeOf(await other.gql(PROTECTED))).toBe(1011);
    expect(await works(owner)).toBe(true);
    expect(await sessionCount(email)).toBe(1);
    expect(await mailSubjects(email)).toContain("Vitrine: two-factor authentication turned on");
  });

  it("wrong current passwords count like wrong login passwords: the limit answers 2019, even for the right one", async () => {
    const email = await newMember();
    const owner = await signIn(email);
    const { secret } = (await owner.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
      .beginTwoFactorSetup;
    const code = codeAt(secret, Date.now());
    for (let i = 0; i < 4; i++) {
      expect(errorCodeOf(await owner.gql(ACTIVATE, { code, pw: `Wrong#Pass${i}` }))).toBe(1009);
    }
    expect(errorCodeOf(await owner.gql(ACTIVATE, { code, pw: STRONG_PASSWORD }))).toBe(2019);
    expect((await totpState(email)).enabled).toBe(0);
  });
});

describe("turning 2FA off needs the current password", () => {
  it("closeTwoFactor: refused without or with a wrong password; with it, other sessions end and a notice is queued", async () => {
    const { email, owner, other, secret } = await memberWithTwoFactor();
    const code = await nextCode(email, secret);
    const before = await totpState(email);
    const mails = await mailSubjects(email);
    expect(errorCodeOf(await owner.gql(CLOSE, { code }))).toBe(2041);
    expect(errorCodeOf(await owner.gql(CLOSE, { code, pw: "Wrong#Pass1" }))).toBe(1009);
    expect(await totpState(email)).toEqual(before);
    expect(await works(other)).toBe(true);
    expect(await mailSubjects(email)).toEqual(mails);

    expect((await owner.gql(CLOSE, { code, pw: STRONG_PASSWORD })).body.errors).toBeUndefined();
    expect((await totpState(email)).enabled).toBe(0);
    expect(errorCodeOf(await other.gql(PROTECTED))).toBe(1011);
    expect(await works(owner)).toBe(true);
    expect(await mailSubjects(email)).toContain("Vitrine: two-factor authentication turned off");
  });

  it("resetTwoFactor: refused without or with a wrong password; with it, other sessions end and a notice is queued", async () => {
    const { email, owner, other, resetKey } = await memberWithTwoFactor();
    const before = await totpState(email);
    expect(errorCodeOf(await owner.gql(RESET, { key: resetKey }))).toBe(2041);
    expect(errorCodeOf(await owner.gql(RESET, { key: resetKey, pw: "Wrong#Pass1" }))).toBe(1009);
    expect(await totpState(email)).toEqual(before);
    expect(await works(other)).toBe(true);

    expect((await owner.gql(RESET, { key: resetKey, pw: STRONG_PASSWORD })).body.errors).toBeUndefined();
    expect((await totpState(email)).enabled).toBe(0);
    expect(errorCodeOf(await other.gql(PROTECTED))).toBe(1011);
    expect(await works(owner)).toBe(true);
    const off = (await mailSubjects(email)).filter(
      (s) => s === "Vitrine: two-factor authentication turned off",
    );
    expect(off).toHaveLength(1);
  });
});

describe("accounts without a password confirm with a mailed code", () => {
  it("activation needs the code from sendReauthenticationCode (2041 without, 1007 when wrong); password accounts get 400", async () => {
    const email = await newMember(null);
    // A social-only account has no password to log in with: a session as a social login makes it.
    const client = await sessionFor(email);
    const { secret } = (await client.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
      .beginTwoFactorSetup;
    const ACTIVATE_BY_MAIL = `mutation($code: String!, $e: String) { activateTwoFactor(code: $code, emailCode: $e) { resetKey } }`;
    const code = codeAt(secret, Date.now());
    expect(errorCodeOf(await client.gql(ACTIVATE_BY_MAIL, { code }))).toBe(2041);
    expect((await client.gql(SEND_REAUTH)).body.errors).toBeUndefined();
    const mailed = await latestMailedCode(t, email);
    const wrong = mailed === "000000" ? "111111" : "000000";
    expect(errorCodeOf(await client.gql(ACTIVATE_BY_MAIL, { code, e: wrong }))).toBe(1007);
    expect((await totpState(email)).enabled).toBe(0);
    expect((await client.gql(ACTIVATE_BY_MAIL, { code, e: mailed })).body.errors).toBeUndefined();
    expect((await totpState(email)).enabled).toBe(1);
    // The mailed code worked once.
    const close = `mutation($code: String!, $e: String) { closeTwoFactor(code: $code, emailCode: $e) }`;
    expect(errorCodeOf(await client.gql(close, { code: await nextCode(email, secret), e: mailed }))).toBe(
      1003,
    );

    const withPassword = await signIn(await newMember());
    expect(errorCodeOf(await withPassword.gql(SEND_REAUTH))).toBe(400);
  });
});

describe("passwords", () => {
  it("a password change ends the member's other sessions (1011), keeps this one and queues a notice", async () => {
    const email = await newMember();
    const owner = await signIn(email);
    const other = await signIn(email);
    const wrong = await owner.gql(CHANGE, {
      i: { currentPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(errorCodeOf(wrong)).toBe(1009);
    expect(await works(other)).toBe(true);
    expect(await mailSubjects(email)).not.toContain("Vitrine: your password was changed");

    const res = await owner.gql(CHANGE, {
      i: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.body.errors).toBeUndefined();
    expect(errorCodeOf(await other.gql(PROTECTED))).toBe(1011);
    expect(await works(owner)).toBe(true);
    expect(await mailSubjects(email)).toContain("Vitrine: your password was changed");
  });

  it("a forgotten-password reset ends every session and queues a notice", async () => {
    const email = await newMember();
    const sessions = [await signIn(email), await signIn(email)];
    expect((await new SessionClient(t).gql(SEND_RESET, { i: { email } })).body.errors).toBeUndefined();
    const code = await latestMailedCode(t, email);
    const res = await new SessionClient(t).gql(RESET_PASSWORD, {
      i: { email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.body.errors).toBeUndefined();
    for (const s of sessions) expect(errorCodeOf(await s.gql(PROTECTED))).toBe(1011);
    expect(await sessionCount(email)).toBe(0);
    expect(await mailSubjects(email)).toContain("Vitrine: your password was reset");
  });
});
