import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TOTP_STEP_SECONDS, type SocialProvider } from "@vitrine/schema";
import { GoogleOAuthAdapter } from "../../src/adapters/oauth/google-oauth.adapter.js";
import { FacebookOAuthAdapter } from "../../src/adapters/oauth/facebook-oauth.adapter.js";
import { OAuthExchangeError, pkceChallenge } from "../../src/adapters/oauth/oauth-provider.js";
import { providerMode, sandboxRoutesEnabled } from "../../src/adapters/oauth/oauth-providers.js";
import {
  issueSandboxCode,
  SandboxOAuthAdapter,
  sandboxSubject,
} from "../../src/adapters/oauth/sandbox-oauth.adapter.js";
import { loadConfig } from "../../src/config.js";
import {
  localeFromReturnPath,
  nicknameFromProfile,
  withRandomSuffix,
} from "../../src/domains/accounts/services/social-login-account.service.js";
import { sanitizeReturnPath } from "../../src/domains/accounts/services/social-login-state.service.js";
import { codeAt } from "../../src/domains/accounts/services/totp.js";
import { errorCodeOf, latestMailedCode, registerAccount, SessionClient } from "../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../helpers/test-gateway.js";

/** A client origin other than the gateway's: proves redirects go to PUBLIC_URL/login and nowhere else. */
const PUBLIC_URL = "http://client.vitrine.test";
const CALLBACK = `${PUBLIC_URL}/login`;
/** Production's client origin: the same host, https (production refuses any other PUBLIC_URL). */
const PRODUCTION_PUBLIC_URL = "https://client.vitrine.test";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

const START = `mutation($i: StartSocialLoginInput!) { startSocialLogin(input: $i) { authorizeUrl state } }`;
const COMPLETE = `mutation($i: CompleteSocialLoginInput!) {
  completeSocialLogin(input: $i) { twoFactorRequired challenge viewer { id email nickname signUpMethod hasPassword locale } }
}`;
const ME = `{ me { id email } }`;

interface Viewer {
  id: string;
  email: string;
  nickname: string;
  signUpMethod: string;
  hasPassword: boolean;
  locale: string;
}

async function start(client: SessionClient, provider: SocialProvider, returnPath?: string) {
  const res = await client.gql<{ startSocialLogin: { authorizeUrl: string; state: string } }>(START, {
    i: { provider, returnPath },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.startSocialLogin;
}

/** The sandbox page lives on the gateway; the authorize URL names PUBLIC_URL (the one public origin). */
function onGateway(url: string): string {
  const u = new URL(url);
  return `${t.url}${u.pathname}${u.search}`;
}

/** Submits the consent form the way the browser would (its fields are the authorize parameters). */
async function consent(
  authorizeUrl: string,
  answer: { email?: string; name?: string; decision?: "allow" | "deny"; override?: Record<string, string> },
): Promise<Response> {
  const url = new URL(authorizeUrl);
  const provider = url.pathname.split("/")[3]!;
  const form = new URLSearchParams(url.searchParams);
  form.set("email", answer.email ?? "sandbox.user@example.com");
  form.set("name", answer.name ?? "Sandbox User");
  form.set("decision", answer.decision ?? "allow");
  for (const [k, v] of Object.entries(answer.override ?? {})) form.set(k, v);
  return fetch(`${t.url}/sandbox/oauth/${provider}/consent`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
}

/** Start → consent (Allow) → the client's /login callback; returns the code and state it carries. */
async function authorize(
  client: SessionClient,
  provider: SocialProvider,
  email: string,
  name = "Sandbox User",
) {
  const { authorizeUrl, state } = await start(client, provider);
  const res = await consent(authorizeUrl, { email, name });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!);
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.searchParams.get("state")).toBe(state);
  return { code: location.searchParams.get("code")!, state, authorizeUrl };
}

async function complete(client: SessionClient, code: string, state: string) {
  return client.gql<{ completeSocialLogin: { viewer: Viewer | null; twoFactorRequired: boolean } }>(
    COMPLETE,
    {
      i: { code, state },
    },
  );
}

async function signInWith(provider: SocialProvider, email: string, name?: string) {
  const client = new SessionClient(t);
  const { code, state } = await authorize(client, provider, email, name);
  const res = await complete(client, code, state);
  return { client, res };
}

async function identityCount(email: string): Promise<number> {
  const rows = (await t.gateway.deps.dataSource.query(
    `SELECT COUNT(*) AS n FROM social_identity s JOIN user_account u ON u.id = s.user_id WHERE u.email = ?`,
    [email],
  )) as { n: string | number }[];
  return Number(rows[0]!.n);
}

describe("social login: providers and start", () => {
  it("offers Google and Facebook, played by the sandbox when no credentials are configured", async () => {
    const res = await t.gql<{ socialLoginProviders: { id: string; sandbox: boolean }[] }>(
      `{ socialLoginProviders { id sandbox } }`,
    );
    expect(res.body.data!.socialLoginProviders).toEqual([
      { id: "google", sandbox: true },
      { id: "facebook", sandbox: true },
    ]);
  });

  it("returns the sandbox authorize URL with state, PKCE S256 challenge, scope and redirect_uri PUBLIC_URL/login", async () => {
    const { authorizeUrl, state } = await start(new SessionClient(t), "google", "/en/cards");
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/sandbox/oauth/google/authorize`);
    expect(url.searchParams.get("state")).toBe(state);
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier stays server-side: nothing in the URL or the answer but its challenge.
    const stored = await t.gateway.deps.redis.keys(`${t.config.QUEUE_PREFIX}:social-login:state:*`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((k) => k.includes(state))).toBe(false);

    const fb = new URL((await start(new SessionClient(t), "facebook")).authorizeUrl);
    expect(fb.pathname).toBe("/sandbox/oauth/facebook/authorize");
    expect(fb.searchParams.get("scope")).toBe("email");
  });

  it("refuses an unknown provider with DATA_ERROR", async () => {
    const res = await new SessionClient(t).gql(START, { i: { provider: "myspace" } });
    expect(errorCodeOf(res)).toBe(400);
  });

  it("serves the consent page with the inputs and buttons the client's e2e tests use, escaped", async () => {
    const { authorizeUrl } = await start(new SessionClient(t), "facebook");
    const url = new URL(onGateway(authorizeUrl));
    url.searchParams.set("state", `"><script>alert(1)</script>`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const html = await res.text();
    for (const id of ["sandbox-email", "sandbox-name", "sandbox-allow", "sandbox-deny"]) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toContain("Facebook");
    expect(html).toContain('value="sandbox.user@example.com"');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("social login: the full sandbox flow", () => {
  it("creates an account without a password and a session; me works through the cookie", async () => {
    const { client, res } = await signInWith("google", "ana.google@example.com", "Ana Lima");
    expect(res.body.errors).toBeUndefined();
    const viewer = res.body.data!.completeSocialLogin.viewer!;
    expect(viewer).toMatchObject({
      email: "ana.google@example.com",
      nickname: "Ana Lima",
      signUpMethod: "GOOGLE",
      hasPassword: false,
    });
    expect(res.body.data!.completeSocialLogin.twoFactorRequired).toBe(false);
    expect(client.token).toBeDefined();
    const me = await client.gql<{ me: { id: string; email: string } | null }>(ME);
    expect(me.body.data!.me).toEqual({ id: viewer.id, email: "ana.google@example.com" });
    expect(await identityCount("ana.google@example.com")).toBe(1);
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT password_hash, sign_up_method FROM user_account WHERE id = ?`,
      [viewer.id],
    )) as { password_hash: string | null; sign_up_method: string }[];
    expect(row).toEqual({ password_hash: null, sign_up_method: "google" });
  });

  it("signs the same identity into the same account the next time, with a new session", async () => {
    const first = await signInWith("facebook", "bo.fb@example.com", "Bo");
    const second = await signInWith("facebook", "bo.fb@example.com", "Bo Renamed");
    const a = first.res.body.data!.completeSocialLogin.viewer!;
    const b = second.res.body.data!.completeSocialLogin.viewer!;
    expect(b.id).toBe(a.id);
    expect(b.signUpMethod).toBe("FACEBOOK");
    expect(b.nickname).toBe("Bo");
    expect(second.client.token).not.toBe(first.client.token);
    expect(await identityCount("bo.fb@example.com")).toBe(1);
  });

  it("gives a clashing nickname a short random suffix", async () => {
    const one = await signInWith("google", "twin.one@example.com", "Twin");
    const two = await signInWith("google", "twin.two@example.com", "Twin");
    expect(one.res.body.data!.completeSocialLogin.viewer!.nickname).toBe("Twin");
    expect(two.res.body.data!.completeSocialLogin.viewer!.nickname).toMatch(/^Twin_[a-z0-9]{4}$/);
  });

  it("takes the new account's language from the page the login started on", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl, state } = await start(client, "google", "/jp/market?tab=1");
    const location = new URL(
      (await consent(authorizeUrl, { email: "kenji@example.com" })).headers.get("location")!,
    );
    const res = await complete(client, location.searchParams.get("code")!, state);
    expect(res.body.data!.completeSocialLogin.viewer!.locale).toBe("jp");
  });
});

describe("social login: a member with 2FA", () => {
  const BEGIN = `mutation { beginTwoFactorSetup { secret } }`;
  const SEND_REAUTH = `mutation { sendReauthenticationCode { resendInSeconds } }`;
  const ACTIVATE = `mutation($code: String!, $e: String) { activateTwoFactor(code: $code, emailCode: $e) { resetKey } }`;
  const VERIFY = `mutation($c: String!, $code: String!) { verifyLoginTwoFactor(challenge: $c, code: $code) { email } }`;

  it("gets the 6-digit step after the provider's consent (sandbox), on every site; no session before it", async () => {
    const email = "tess.social2fa@example.com";
    const { client } = await signInWith("google", email, "Tess");
    expect(client.token).toBeDefined();
    // An account without a password turns 2FA on with a freshly mailed code instead.
    const { secret } = (await client.gql<{ beginTwoFactorSetup: { secret: string } }>(BEGIN)).body.data!
      .beginTwoFactorSetup;
    expect((await client.gql(SEND_REAUTH)).body.errors).toBeUndefined();
    const mailed = await latestMailedCode(t, email);
    const activated = await client.gql(ACTIVATE, { code: codeAt(secret, Date.now()), e: mailed });
    expect(activated.body.errors).toBeUndefined();

    for (const site of [1, 2]) {
      const next = new SessionClient(t);
      const { code, state } = await authorize(next, "google", email, "Tess");
      const res = await next.gql<{
        completeSocialLogin: { twoFactorRequired: boolean; challenge: string | null; viewer: unknown };
      }>(COMPLETE, { i: { code, state, site } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.completeSocialLogin).toMatchObject({ twoFactorRequired: true, viewer: null });
      expect(next.token).toBeUndefined();
      expect((await next.gql<{ me: unknown }>(ME)).body.data!.me).toBeNull();
      if (site === 1) continue;
      // The second step completes it with the code of the step after the one the activation used.
      const [row] = (await t.gateway.deps.dataSource.query(
        "SELECT totp_last_step AS lastStep FROM user_account WHERE email = ?",
        [email],
      )) as { lastStep: string }[];
      const nextStepMs = (Number(row!.lastStep) + 1) * TOTP_STEP_SECONDS * 1000;
      const challenge = res.body.data!.completeSocialLogin.challenge!;
      const verified = await next.gql(VERIFY, { c: challenge, code: codeAt(secret, nextStepMs) });
      expect(verified.body.errors).toBeUndefined();
      expect(next.token).toBeDefined();
    }
  });
});

describe("social login: state, code, PKCE and redirect checks", () => {
  it("accepts a state once: replaying the same callback answers 2023 and starts no session", async () => {
    const client = new SessionClient(t);
    const { code, state } = await authorize(client, "google", "reuse@example.com");
    expect((await complete(client, code, state)).body.errors).toBeUndefined();
    expect(client.token).toBeDefined();

    const replay = new SessionClient(t);
    const again = await complete(replay, code, state);
    expect(errorCodeOf(again)).toBe(2023);
    expect(again.body.data?.completeSocialLogin ?? null).toBeNull();
    expect(replay.token).toBeUndefined();
    expect(replay.lastSetCookies).toEqual([]);
  });

  it("refuses a state that was already used, even with a fresh code", async () => {
    const client = new SessionClient(t);
    const { code, state } = await authorize(client, "google", "once@example.com");
    expect((await complete(client, code, state)).body.errors).toBeUndefined();

    const other = new SessionClient(t);
    const fresh = await authorize(other, "google", "once@example.com");
    const res = await complete(other, fresh.code, state);
    expect(errorCodeOf(res)).toBe(2023);
    expect(other.token).toBeUndefined();
    expect(other.lastSetCookies).toEqual([]);
    expect((await other.gql<{ me: unknown }>(ME)).body.data!.me).toBeNull();
  });

  it("binds the flow to the browser that started it: a victim's tab cannot complete an attacker's flow", async () => {
    const attacker = new SessionClient(t);
    const { code, state } = await authorize(attacker, "google", "attacker@example.com");
    // The attacker sends the victim a link to /login?code=…&state=… from their own flow.
    const victim = new SessionClient(t);
    const res = await complete(victim, code, state);
    expect(errorCodeOf(res)).toBe(2023);
    expect(victim.token).toBeUndefined();
    expect(attacker.cookies.get("auth.oauth_state")).toMatch(/^[0-9a-f]{64}$/);
    expect(attacker.lastSetCookies.join()).not.toContain(state);
  });

  it("refuses an unknown state (2023) and a code used twice (2023)", async () => {
    const client = new SessionClient(t);
    expect(errorCodeOf(await complete(client, "whatever", "unknown-state"))).toBe(2023);

    const { code, state } = await authorize(client, "google", "twice@example.com");
    expect((await complete(client, code, state)).body.errors).toBeUndefined();
    const next = await start(client, "google");
    const res = await complete(new SessionClient(t), code, next.state);
    expect(errorCodeOf(res)).toBe(2023);
  });

  it("refuses a code bound to another flow's PKCE challenge (wrong verifier)", async () => {
    const client = new SessionClient(t);
    const a = await start(client, "google");
    const b = await start(client, "google");
    // Consent carries flow B's state but flow A's challenge: the exchange uses B's verifier.
    const challengeA = new URL(a.authorizeUrl).searchParams.get("code_challenge")!;
    const res = await consent(b.authorizeUrl, {
      email: "pkce@example.com",
      override: { code_challenge: challengeA },
    });
    const location = new URL(res.headers.get("location")!);
    expect(location.searchParams.get("state")).toBe(b.state);
    const done = await complete(client, location.searchParams.get("code")!, b.state);
    expect(errorCodeOf(done)).toBe(2023);
    expect(client.token).toBeUndefined();
    expect(await identityCount("pkce@example.com")).toBe(0);
  });

  it("refuses a code issued for another redirect_uri", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl, state } = await start(client, "google");
    const code = await issueSandboxCode(t.gateway.deps, {
      provider: "google",
      subject: sandboxSubject("google", "redirect@example.com"),
      email: "redirect@example.com",
      name: null,
      redirectUri: "https://evil.example/login",
      codeChallenge: new URL(authorizeUrl).searchParams.get("code_challenge"),
    });
    expect(errorCodeOf(await complete(client, code, state))).toBe(2023);
    expect(client.token).toBeUndefined();
  });

  it("refuses a code issued for the other provider", async () => {
    const client = new SessionClient(t);
    const google = await start(client, "google");
    const facebook = await authorize(client, "facebook", "cross@example.com");
    expect(errorCodeOf(await complete(client, facebook.code, google.state))).toBe(2023);
  });

  it("sandbox adapter: checks verifier and redirect_uri like a real provider", async () => {
    const adapter = new SandboxOAuthAdapter("google", t.gateway.deps);
    const verifier = "v".repeat(50);
    const grant = {
      provider: "google" as const,
      subject: "s-1",
      email: "unit@example.com",
      name: "Unit",
      redirectUri: CALLBACK,
      codeChallenge: pkceChallenge(verifier),
    };
    const good = await issueSandboxCode(t.gateway.deps, grant);
    await expect(adapter.exchangeCode(good, verifier, CALLBACK)).resolves.toMatchObject({ subject: "s-1" });
    await expect(adapter.exchangeCode(good, verifier, CALLBACK)).rejects.toBeInstanceOf(OAuthExchangeError);
    const wrongVerifier = await issueSandboxCode(t.gateway.deps, grant);
    await expect(adapter.exchangeCode(wrongVerifier, "w".repeat(50), CALLBACK)).rejects.toThrow(/PKCE/);
    const wrongRedirect = await issueSandboxCode(t.gateway.deps, grant);
    await expect(adapter.exchangeCode(wrongRedirect, verifier, `${PUBLIC_URL}/other`)).rejects.toThrow(
      /redirect_uri/,
    );
  });

  it("deny sends the client back with error=access_denied and the state", async () => {
    const { authorizeUrl, state } = await start(new SessionClient(t), "facebook");
    const res = await consent(authorizeUrl, { decision: "deny", email: "" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe(state);
    expect(location.searchParams.has("code")).toBe(false);
  });

  it("refuses any redirect_uri other than PUBLIC_URL/login, on the page and on the form post", async () => {
    const { authorizeUrl } = await start(new SessionClient(t), "google");
    for (const evil of [
      "https://evil.example/login",
      `${PUBLIC_URL}/login/../admin`,
      `${PUBLIC_URL}/loginx`,
      `${CALLBACK}?x=1`,
    ]) {
      const url = new URL(onGateway(authorizeUrl));
      url.searchParams.set("redirect_uri", evil);
      const page = await fetch(url, { redirect: "manual" });
      expect(page.status).toBe(400);
      expect(page.headers.get("location")).toBeNull();
      const post = await consent(authorizeUrl, { override: { redirect_uri: evil } });
      expect(post.status).toBe(400);
      expect(post.headers.get("location")).toBeNull();
      const deny = await consent(authorizeUrl, { decision: "deny", override: { redirect_uri: evil } });
      expect(deny.status).toBe(400);
      expect(deny.headers.get("location")).toBeNull();
    }
  });

  it("refuses an unknown client_id, a plain PKCE method and a bad e-mail on the consent form", async () => {
    const { authorizeUrl } = await start(new SessionClient(t), "google");
    expect((await consent(authorizeUrl, { override: { client_id: "someone-else" } })).status).toBe(400);
    expect((await consent(authorizeUrl, { override: { code_challenge_method: "plain" } })).status).toBe(400);
    expect((await consent(authorizeUrl, { email: "not-an-email" })).status).toBe(400);
    const unknown = await fetch(`${t.url}/sandbox/oauth/myspace/authorize`);
    expect(unknown.status).toBe(404);
  });
});

describe("social login: e-mails that already have an account", () => {
  it("an e-mail registered with a password answers 1039; nothing is linked and no session starts", async () => {
    await registerAccount(t, new SessionClient(t), { email: "pw.user@example.com", nickname: "pwuser" });
    for (const provider of ["google", "facebook"] as const) {
      const { client, res } = await signInWith(provider, "pw.user@example.com");
      expect(errorCodeOf(res)).toBe(1039);
      expect(client.token).toBeUndefined();
      // Only the used-up state binding is cleared; no session cookie is set.
      expect(client.lastSetCookies).toEqual([expect.stringMatching(/^auth\.oauth_state=;/)]);
    }
    expect(await identityCount("pw.user@example.com")).toBe(0);
  });

  it("an e-mail registered through Google tried with Facebook answers 1038, and the other way round 1045", async () => {
    expect((await signInWith("google", "via.google@example.com")).res.body.errors).toBeUndefined();
    const fb = await signInWith("facebook", "via.google@example.com");
    expect(errorCodeOf(fb.res)).toBe(1038);
    expect(fb.client.token).toBeUndefined();

    expect((await signInWith("facebook", "via.facebook@example.com")).res.body.errors).toBeUndefined();
    const google = await signInWith("google", "via.facebook@example.com");
    expect(errorCodeOf(google.res)).toBe(1045);
    expect(await identityCount("via.google@example.com")).toBe(1);
    expect(await identityCount("via.facebook@example.com")).toBe(1);
  });

  it("matches e-mails without regard to case", async () => {
    await registerAccount(t, new SessionClient(t), {
      email: "mixed.case@example.com",
      nickname: "mixedcase",
    });
    const { res } = await signInWith("google", "Mixed.Case@Example.com");
    expect(errorCodeOf(res)).toBe(1039);
  });
});

describe("social login: pure rules", () => {
  it("keeps only same-site return paths", () => {
    expect(sanitizeReturnPath("/en/cards/12?x=1")).toBe("/en/cards/12?x=1");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "cards",
      "",
      null,
      undefined,
      "/a\nb",
    ]) {
      expect(sanitizeReturnPath(bad)).toBe("/");
    }
  });

  it("derives nicknames within the 30-character rule", () => {
    expect(nicknameFromProfile("  Ana   Lima ", "a@example.com")).toBe("Ana Lima");
    expect(nicknameFromProfile(null, "local.part@example.com")).toBe("local.part");
    expect([...nicknameFromProfile("😀".repeat(40), "x@example.com")]).toHaveLength(30);
    const suffixed = withRandomSuffix("x".repeat(30));
    expect(suffixed).toMatch(/^x{25}_[a-z0-9]{4}$/);
    expect(localeFromReturnPath("/kr/market")).toBe("kr");
    expect(localeFromReturnPath("/xx/market")).toBe("tw");
  });

  it("decides who plays each provider from the configuration", () => {
    const dev = loadConfig({ NODE_ENV: "development" });
    expect(providerMode(dev, "google")).toBe("sandbox");
    expect(sandboxRoutesEnabled(dev)).toBe(true);
    const devGoogle = loadConfig({
      NODE_ENV: "development",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "s",
    });
    expect(providerMode(devGoogle, "google")).toBe("real");
    expect(providerMode(devGoogle, "facebook")).toBe("sandbox");
    const halfConfigured = loadConfig({ NODE_ENV: "development", FACEBOOK_APP_ID: "id" });
    expect(providerMode(halfConfigured, "facebook")).toBe("sandbox");
    const prod = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: PRODUCTION_PUBLIC_URL,
    });
    expect(providerMode(prod, "google")).toBe("off");
    expect(sandboxRoutesEnabled(prod)).toBe(false);
    const prodBoth = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: PRODUCTION_PUBLIC_URL,
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "s",
      FACEBOOK_APP_ID: "id",
      FACEBOOK_APP_SECRET: "s",
    });
    expect(providerMode(prodBoth, "facebook")).toBe("real");
    expect(sandboxRoutesEnabled(prodBoth)).toBe(false);
  });
});

describe("social login: real provider adapters (provider HTTP answered by a stubbed fetch)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("Google: authorize URL with PKCE; token exchange with the verifier, then userinfo", async () => {
    const google = new GoogleOAuthAdapter("gid", "gsecret");
    const url = new URL(google.authorizeUrl({ state: "st", redirectUri: CALLBACK, codeChallenge: "ch" }));
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "gid",
      redirect_uri: CALLBACK,
      response_type: "code",
      scope: "openid email profile",
      state: "st",
      code_challenge: "ch",
      code_challenge_method: "S256",
    });

    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      calls.push({ url: input, init });
      if (input === "https://oauth2.googleapis.com/token")
        return Response.json({ access_token: "at", id_token: "x" });
      return Response.json({ sub: "1234", email: "g@example.com", email_verified: true, name: "G User" });
    });
    const profile = await google.exchangeCode("the-code", "the-verifier", CALLBACK);
    expect(profile).toEqual({ subject: "1234", email: "g@example.com", emailVerified: true, name: "G User" });
    const form = new URLSearchParams(String(calls[0]!.init!.body));
    expect(Object.fromEntries(form)).toEqual({
      code: "the-code",
      client_id: "gid",
      client_secret: "gsecret",
      redirect_uri: CALLBACK,
      grant_type: "authorization_code",
      code_verifier: "the-verifier",
    });
    expect(calls[1]!.url).toBe("https://openidconnect.googleapis.com/v1/userinfo");
    expect(new Headers(calls[1]!.init!.headers).get("authorization")).toBe("Bearer at");

    vi.stubGlobal("fetch", async () => Response.json({ error: "invalid_grant" }, { status: 400 }));
    await expect(google.exchangeCode("bad", "v", CALLBACK)).rejects.toBeInstanceOf(OAuthExchangeError);
  });

  it("Facebook: dialog URL with scope email; access token, then /me with appsecret_proof", async () => {
    const facebook = new FacebookOAuthAdapter("fid", "fsecret");
    const url = new URL(facebook.authorizeUrl({ state: "st", redirectUri: CALLBACK, codeChallenge: "ch" }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.facebook.com/v19.0/dialog/oauth");
    expect(url.searchParams.get("scope")).toBe("email");

    const urls: string[] = [];
    vi.stubGlobal("fetch", async (input: string) => {
      urls.push(input);
      if (input.startsWith("https://graph.facebook.com/v19.0/oauth/access_token")) {
        return Response.json({ access_token: "fat", token_type: "bearer", expires_in: 5000 });
      }
      return Response.json({ id: "998877", name: "F User", email: "f@example.com" });
    });
    const profile = await facebook.exchangeCode("fcode", "unused", CALLBACK);
    expect(profile).toEqual({
      subject: "998877",
      email: "f@example.com",
      emailVerified: true,
      name: "F User",
    });
    const token = new URL(urls[0]!);
    expect(Object.fromEntries(token.searchParams)).toEqual({
      client_id: "fid",
      client_secret: "fsecret",
      redirect_uri: CALLBACK,
      code: "fcode",
    });
    const me = new URL(urls[1]!);
    expect(`${me.origin}${me.pathname}`).toBe("https://graph.facebook.com/v19.0/me");
    expect(me.searchParams.get("fields")).toBe("id,name,email");
    expect(me.searchParams.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);

    // A person who declined the e-mail permission has no address: the service answers 2023 for it.
    vi.stubGlobal("fetch", async (input: string) =>
      input.includes("access_token?")
        ? Response.json({ access_token: "fat" })
        : Response.json({ id: "1", name: "No Mail" }),
    );
    expect(await facebook.exchangeCode("c", "v", CALLBACK)).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });
});

describe("social login in production", () => {
  it("has no sandbox routes and offers only configured providers", async () => {
    const prod = await startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: PRODUCTION_PUBLIC_URL,
    });
    try {
      for (const path of ["/sandbox/oauth/google/authorize", "/sandbox/oauth/facebook/authorize"]) {
        expect((await fetch(`${prod.url}${path}?client_id=vitrine-sandbox`)).status).toBe(404);
      }
      const consentPost = await fetch(`${prod.url}/sandbox/oauth/google/consent`, {
        method: "POST",
        redirect: "manual",
      });
      expect(consentPost.status).toBe(404);
      const providers = await prod.gql<{ socialLoginProviders: unknown[] }>(
        `{ socialLoginProviders { id sandbox } }`,
      );
      expect(providers.body.data!.socialLoginProviders).toEqual([]);
      const startRes = await new SessionClient(prod).gql(START, { i: { provider: "google" } });
      expect(errorCodeOf(startRes)).toBe(400);
    } finally {
      await prod.close();
    }
  });

  it("uses the real provider when its credentials are set", async () => {
    const prod = await startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      KYC_ENCRYPTION_KEY: "k".repeat(40),
      PUBLIC_URL: PRODUCTION_PUBLIC_URL,
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
    });
    try {
      const providers = await prod.gql<{ socialLoginProviders: unknown[] }>(
        `{ socialLoginProviders { id sandbox } }`,
      );
      expect(providers.body.data!.socialLoginProviders).toEqual([{ id: "google", sandbox: false }]);
      const res = await new SessionClient(prod).gql<{ startSocialLogin: { authorizeUrl: string } }>(START, {
        i: { provider: "google" },
      });
      const url = new URL(res.body.data!.startSocialLogin.authorizeUrl);
      expect(url.host).toBe("accounts.google.com");
      expect(url.searchParams.get("client_id")).toBe("google-client");
      expect(url.searchParams.get("redirect_uri")).toBe(`${PRODUCTION_PUBLIC_URL}/login`);
      expect((await fetch(`${prod.url}/sandbox/oauth/facebook/authorize`)).status).toBe(404);
      expect(errorCodeOf(await new SessionClient(prod).gql(START, { i: { provider: "facebook" } }))).toBe(
        400,
      );
    } finally {
      await prod.close();
    }
  });
});
