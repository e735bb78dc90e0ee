import { TOTP_STEP_SECONDS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { codeAt } from "../../../src/domains/accounts/services/totp.js";
import { sha256Hex } from "../../../src/shared/crypto.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  registerAccount,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

/**
 * Several sites, one account (issue 18): a sign-in names its site by key, the session records the key
 * and the website code that follows from it (marketplace 2, every other site 1), 2FA applies on every
 * site, and one session cookie then works for the pages of every site.
 */
let t: TestGateway;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestGateway({ MAX_SESSIONS_PER_USER: "10" });
  passwordHash = await hashPassword(STRONG_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const STEP_MS = TOTP_STEP_SECONDS * 1000;
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired challenge viewer { email } } }`;
const VERIFY = `mutation($c: String!, $code: String!) { verifyLoginTwoFactor(challenge: $c, code: $code) { email } }`;
const BEGIN = `mutation { beginTwoFactorSetup { secret } }`;
const ACTIVATE = `mutation($code: String!) { activateTwoFactor(code: $code, currentPassword: "${STRONG_PASSWORD}") { resetKey } }`;
const SESSIONS = `{ mySessions { id site siteKey current } }`;
const ME = `{ me { email } }`;

interface SessionRow {
  id: string;
  site: number;
  siteKey: string;
  current: boolean;
}

let counter = 0;
async function newMember(): Promise<string> {
  const email = `sites-${++counter}@example.com`;
  await t.gateway.deps.dataSource.transaction((em) =>
    createAccount(em, {
      email,
      passwordHash,
      nickname: `sites${counter}`,
      signUpMethod: "email",
      site: 1,
      locale: "en",
    }),
  );
  return email;
}

async function login(email: string, site: Record<string, unknown>) {
  const client = new SessionClient(t);
  const res = await client.gql<{
    login: { twoFactorRequired: boolean; challenge: string | null; viewer: { email: string } | null };
  }>(LOGIN, { i: { email, password: STRONG_PASSWORD, ...site } });
  return { client, res };
}

async function storedSessions(email: string) {
  return (await t.gateway.deps.dataSource.query(
    `SELECT s.site, s.site_key AS siteKey FROM user_session s JOIN user_account u ON u.id = s.user_id
      WHERE u.email = ? ORDER BY s.id`,
    [email],
  )) as { site: number; siteKey: string }[];
}

async function withTwoFactor(): Promise<{ email: string; secret: string; lastStep: number }> {
  const email = await newMember();
  const { client } = await login(email, {});
  const { secret } = (await client.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
    .beginTwoFactorSetup;
  const activated = await client.gql(ACTIVATE, { code: codeAt(secret, Date.now()) });
  expect(activated.body.errors).toBeUndefined();
  const [row] = (await t.gateway.deps.dataSource.query(
    "SELECT totp_last_step AS lastStep FROM user_account WHERE email = ?",
    [email],
  )) as { lastStep: string }[];
  return { email, secret, lastStep: Number(row!.lastStep) };
}

describe("the site of a sign-in", () => {
  it("records code 1 and the key star for a login on the star site", async () => {
    const email = await newMember();
    const { client, res } = await login(email, { siteKey: "STAR" });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.login.viewer).toEqual({ email });
    expect(await storedSessions(email)).toEqual([{ site: 1, siteKey: "star" }]);
    const sessions = (await client.gql<{ mySessions: SessionRow[] }>(SESSIONS)).body.data!.mySessions;
    expect(sessions).toEqual([expect.objectContaining({ site: 1, siteKey: "STAR", current: true })]);
  });

  it("records code 2 for the marketplace and accepts a code that agrees with the key", async () => {
    const email = await newMember();
    expect((await login(email, { siteKey: "MARKETPLACE" })).res.body.errors).toBeUndefined();
    expect((await login(email, { siteKey: "ART", site: 1 })).res.body.errors).toBeUndefined();
    // Without a key the code alone still names the portal (1) or the marketplace (2).
    expect((await login(email, { site: 2 })).res.body.errors).toBeUndefined();
    expect((await login(email, {})).res.body.errors).toBeUndefined();
    expect(await storedSessions(email)).toEqual([
      { site: 2, siteKey: "marketplace" },
      { site: 1, siteKey: "art" },
      { site: 2, siteKey: "marketplace" },
      { site: 1, siteKey: "portal" },
    ]);
  });

  it("refuses a code that contradicts the key (DATA_ERROR on site) and starts no session", async () => {
    const email = await newMember();
    for (const site of [{ siteKey: "STAR", site: 2 }, { siteKey: "MARKETPLACE", site: 1 }, { site: 3 }]) {
      const { client, res } = await login(email, site);
      expect(errorCodeOf(res)).toBe(400);
      expect(res.body.errors![0]!.extensions).toMatchObject({ code: "DATA_ERROR" });
      expect(client.token).toBeUndefined();
    }
    expect(await storedSessions(email)).toEqual([]);
  });

  it("refuses a contradicting key at sign-up; star shares website code 1 with the portal (1005)", async () => {
    const client = new SessionClient(t);
    const res = await client.gql(
      `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`,
      { i: { email: "art-member@example.com", siteKey: "ART", site: 2 } },
    );
    expect(errorCodeOf(res)).toBe(400);
    await registerAccount(t, client, { email: "art-member@example.com", nickname: "artmember" });
    // registerAccount sends site 1 without a key: the portal; a second account on star is 1005 (code 1 taken).
    const again = await new SessionClient(t).gql(
      `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`,
      { i: { email: "art-member@example.com", siteKey: "STAR" } },
    );
    expect(errorCodeOf(again)).toBe(1005);
  });
});

describe("2FA on every site", () => {
  it.each(["STAR", "ART"])(
    "asks the 6-digit step on %s and the session after it records the site",
    async (key) => {
      const { email, secret, lastStep } = await withTwoFactor();
      const before = await storedSessions(email);
      const { client, res } = await login(email, { siteKey: key });
      expect(res.body.data!.login).toMatchObject({ twoFactorRequired: true, viewer: null });
      expect(client.token).toBeUndefined();
      const verified = await client.gql(VERIFY, {
        c: res.body.data!.login.challenge,
        code: codeAt(secret, (lastStep + 1) * STEP_MS),
      });
      expect(verified.body.errors).toBeUndefined();
      const after = await storedSessions(email);
      expect(after.slice(before.length)).toEqual([{ site: 1, siteKey: key.toLowerCase() }]);
    },
  );
});

describe("a 2FA challenge written before sessions kept the site key", () => {
  it("holds the website code alone and still finishes the login on that code's site", async () => {
    const { email, secret, lastStep } = await withTwoFactor();
    const [user] = (await t.gateway.deps.dataSource.query("SELECT id FROM user_account WHERE email = ?", [
      email,
    ])) as { id: string }[];
    const challenge = "c".repeat(43);
    await t.gateway.deps.redis.set(
      `${t.gateway.deps.config.QUEUE_PREFIX}:login-challenge:${sha256Hex(challenge)}`,
      JSON.stringify({ userId: String(user!.id), site: 2 }),
      "EX",
      60,
    );
    const before = await storedSessions(email);
    const client = new SessionClient(t);
    const verified = await client.gql(VERIFY, {
      c: challenge,
      code: codeAt(secret, (lastStep + 1) * STEP_MS),
    });
    expect(verified.body.errors).toBeUndefined();
    expect((await storedSessions(email)).slice(before.length)).toEqual([{ site: 2, siteKey: "marketplace" }]);
  });
});

describe("one account across the sites", () => {
  it("lets one session cookie call as the member whatever site's page the request comes from", async () => {
    const email = await newMember();
    const { client } = await login(email, { siteKey: "STAR" });
    for (const page of ["/tw/star", "/en/art", "/en/marketplace", "/tw", "/tw/product/1"]) {
      const tab = new SessionClient(t, { referer: `${t.url}${page}` });
      tab.token = client.token;
      expect((await tab.gql<{ me: { email: string } | null }>(ME)).body.data!.me).toEqual({ email });
    }
    // A second sign-in on the marketplace is a second session; the list names both sites.
    const { client: market } = await login(email, { siteKey: "MARKETPLACE" });
    const sessions = (await market.gql<{ mySessions: SessionRow[] }>(SESSIONS)).body.data!.mySessions;
    expect(sessions.map((s) => [s.siteKey, s.site, s.current]).sort()).toEqual([
      ["MARKETPLACE", 2, true],
      ["STAR", 1, false],
    ]);
  });

  it("answers 1010 for mySessions without a session", async () => {
    expect(errorCodeOf(await new SessionClient(t).gql(SESSIONS))).toBe(1010);
  });
});
