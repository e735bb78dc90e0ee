import type { SocialProvider } from "@vitrine/schema";
import type { AppDeps } from "../../app-deps.js";
import { randomToken, sha256Hex } from "../../shared/crypto.js";
import { GOOGLE_SCOPE } from "./google-oauth.adapter.js";
import { FACEBOOK_SCOPE } from "./facebook-oauth.adapter.js";
import type { AuthorizeParams, OAuthProfile, OAuthProviderAdapter } from "./oauth-provider.js";
import { OAuthExchangeError, pkceChallenge } from "./oauth-provider.js";

/**
 * The development sandbox: outside production, a provider without credentials is played by the
 * gateway itself (consent page at /sandbox/oauth/{provider}/authorize). It behaves like the real
 * thing where it matters for security: one-time codes bound to the redirect URI and the PKCE
 * challenge, expiring quickly, so the social-login service is exercised exactly as in production.
 */

export const SANDBOX_CLIENT_ID = "vitrine-sandbox";
/** Real providers' codes live about as long (Google: minutes; Facebook: 10 minutes). */
export const SANDBOX_CODE_SECONDS = 300;

export const SANDBOX_SCOPES: Record<SocialProvider, string> = {
  google: GOOGLE_SCOPE,
  facebook: FACEBOOK_SCOPE,
};

type SandboxDeps = Pick<AppDeps, "config" | "redis">;

/** What the person agreed to on the consent page, kept under the one-time code. */
export interface SandboxGrant {
  provider: SocialProvider;
  subject: string;
  email: string;
  name: string | null;
  redirectUri: string;
  /** S256 challenge sent to the authorize page; null when the caller did not use PKCE. */
  codeChallenge: string | null;
}

/** A stable subject per (provider, e-mail), so signing in again with the same address finds the same identity. */
export function sandboxSubject(provider: SocialProvider, email: string): string {
  return `sandbox-${sha256Hex(`${provider}:${email.trim().toLowerCase()}`).slice(0, 32)}`;
}

const codeKey = (deps: SandboxDeps, code: string) =>
  `${deps.config.QUEUE_PREFIX}:sandbox-oauth:code:${sha256Hex(code)}`;

/** The redirect URI every provider (real or sandbox) is registered with: the client's callback route. */
export function socialRedirectUri(config: SandboxDeps["config"]): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, "")}/login`;
}

export async function issueSandboxCode(deps: SandboxDeps, grant: SandboxGrant): Promise<string> {
  const code = randomToken();
  await deps.redis.set(codeKey(deps, code), JSON.stringify(grant), "EX", SANDBOX_CODE_SECONDS);
  return code;
}

/** Reads and deletes a code in one step: a code is good for one exchange, successful or not. */
async function takeSandboxCode(deps: SandboxDeps, code: string): Promise<SandboxGrant | null> {
  if (code.length === 0 || code.length > 128) return null;
  const raw = await deps.redis.getdel(codeKey(deps, code));
  return raw ? (JSON.parse(raw) as SandboxGrant) : null;
}

export class SandboxOAuthAdapter implements OAuthProviderAdapter {
  readonly sandbox = true;

  constructor(
    readonly id: SocialProvider,
    private readonly deps: SandboxDeps,
  ) {}

  authorizeUrl({ state, redirectUri, codeChallenge }: AuthorizeParams): string {
    const url = new URL(`/sandbox/oauth/${this.id}/authorize`, this.deps.config.PUBLIC_URL);
    url.search = new URLSearchParams({
      client_id: SANDBOX_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: SANDBOX_SCOPES[this.id],
      state,
      code_challenge: codeChallenge,
      code_challenge_method: "S256",
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, verifier: string, redirectUri: string): Promise<OAuthProfile> {
    const grant = await takeSandboxCode(this.deps, code);
    if (!grant || grant.provider !== this.id)
      throw new OAuthExchangeError(this.id, "unknown, used or expired code");
    if (grant.redirectUri !== redirectUri) throw new OAuthExchangeError(this.id, "redirect_uri mismatch");
    if (grant.codeChallenge !== null && pkceChallenge(verifier) !== grant.codeChallenge) {
      throw new OAuthExchangeError(this.id, "PKCE verifier does not match the challenge");
    }
    return { subject: grant.subject, email: grant.email, emailVerified: true, name: grant.name };
  }
}
