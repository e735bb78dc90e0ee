import { SOCIAL_PROVIDERS, type SocialProvider } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { OAuthExchangeError, pkceChallenge } from "../../../adapters/oauth/oauth-provider.js";
import { oauthProviders } from "../../../adapters/oauth/oauth-providers.js";
import { socialRedirectUri } from "../../../adapters/oauth/sandbox-oauth.adapter.js";
import { DomainError } from "../../../shared/domain-error.js";
import { digestsEqual, randomToken, sha256Hex } from "../../../shared/crypto.js";
import { consumeRateLimit } from "../../../shared/rate-limit.js";
import type { AccountCaller } from "./account-caller.js";
import type { LoginResult } from "./viewer-view.js";
import { completeLogin, parseSite } from "./complete-login.service.js";
import { localeFromReturnPath, resolveSocialAccount } from "./social-login-account.service.js";
import {
  sanitizeReturnPath,
  saveSocialLoginState,
  takeSocialLoginState,
} from "./social-login-state.service.js";

/** Each start parks a state in Redis (which never evicts): cap how fast one address can do that. */
const STARTS_PER_WINDOW = 60;
const START_WINDOW_SECONDS = 600;
/** httpOnly cookie holding the hash of the state this browser started with. */
export const SOCIAL_STATE_COOKIE = "auth.oauth_state";
const STATE_COOKIE_SECONDS = 600;

export interface SocialLoginProviderView {
  id: SocialProvider;
  sandbox: boolean;
}

/** The providers this gateway offers: configured ones, plus sandbox stand-ins outside production. */
export function listSocialLoginProviders(deps: AppDeps): SocialLoginProviderView[] {
  return [...oauthProviders(deps).values()].map((p) => ({ id: p.id, sandbox: p.sandbox }));
}

/**
 * Step 1: a random state and a PKCE verifier kept server-side for 10 minutes (single use), and the
 * provider's consent URL that carries the state and the verifier's challenge. The browser only ever
 * sees the state; the client also keeps it to compare on return (spec §4).
 */
export async function startSocialLogin(
  deps: AppDeps,
  auth: AccountCaller,
  input: { provider: string; returnPath?: string | null },
): Promise<{ authorizeUrl: string; state: string }> {
  const ip = auth.ip;
  const provider = SOCIAL_PROVIDERS.find((p) => p === input.provider);
  const adapter = provider ? oauthProviders(deps).get(provider) : undefined;
  if (!provider || !adapter) throw new DomainError("DATA_ERROR", { field: "provider" });
  await consumeRateLimit(
    deps.redis,
    deps.config.QUEUE_PREFIX,
    `social-start:${ip}`,
    STARTS_PER_WINDOW,
    START_WINDOW_SECONDS,
  );

  const state = randomToken();
  const verifier = randomToken(48);
  const redirectUri = socialRedirectUri(deps.config);
  await saveSocialLoginState(deps, state, {
    provider,
    verifier,
    redirectUri,
    returnPath: sanitizeReturnPath(input.returnPath),
  });
  // Binds the flow to this browser: a callback carrying someone else's state (login CSRF) is refused.
  auth.setCookie(SOCIAL_STATE_COOKIE, sha256Hex(state), STATE_COOKIE_SECONDS);
  return {
    authorizeUrl: adapter.authorizeUrl({ state, redirectUri, codeChallenge: pkceChallenge(verifier) }),
    state,
  };
}

/**
 * Step 2, on the client's /login callback: the state must be one we issued and not yet used; the
 * code is exchanged (with the verifier and the same redirect URI) for the provider's profile; the
 * identity signs in to its account (or a new one) through the login step every method shares.
 */
export async function completeSocialLogin(
  deps: AppDeps,
  auth: AccountCaller,
  input: { code: string; state: string; site?: number | null; siteKey?: string | null },
): Promise<LoginResult> {
  const site = parseSite(input.site, input.siteKey);
  const bound = auth.readCookie(SOCIAL_STATE_COOKIE);
  if (!bound || !digestsEqual(bound, sha256Hex(input.state))) throw new DomainError("SOCIAL_LOGIN_FAILED");
  const pending = await takeSocialLoginState(deps, input.state);
  auth.setCookie(SOCIAL_STATE_COOKIE, "", 0);
  const adapter = oauthProviders(deps).get(pending.provider);
  if (!adapter || input.code.length === 0 || input.code.length > 2048)
    throw new DomainError("SOCIAL_LOGIN_FAILED");

  let profile;
  try {
    profile = await adapter.exchangeCode(input.code, pending.verifier, pending.redirectUri);
  } catch (error) {
    if (!(error instanceof OAuthExchangeError)) throw error;
    deps.logger.warn({ provider: pending.provider, reason: error.message }, "social login exchange failed");
    throw new DomainError("SOCIAL_LOGIN_FAILED");
  }

  const user = await resolveSocialAccount(deps, {
    provider: pending.provider,
    profile,
    site: site.code,
    locale: localeFromReturnPath(pending.returnPath),
  });
  return completeLogin(deps, auth, user, site);
}
