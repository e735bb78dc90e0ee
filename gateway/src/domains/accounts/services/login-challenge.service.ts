import type { AppDeps } from "../../../app-deps.js";
import { parseSite, type SignInSite } from "./sign-in-site.js";
import { DomainError } from "../../../shared/domain-error.js";
import { randomToken, sha256Hex } from "../../../shared/crypto.js";

/** How long the 2FA step of a login may take after the password was accepted. */
export const LOGIN_CHALLENGE_SECONDS = 300;

export interface LoginChallenge {
  userId: string;
  /** The site the password (or social) step happened on: the session after the 6-digit step records it. */
  site: SignInSite;
}

const keyOf = (deps: AppDeps, challenge: string) =>
  `${deps.config.QUEUE_PREFIX}:login-challenge:${sha256Hex(challenge)}`;

/** After a correct password on an account with 2FA: a short-lived, single-use ticket for the 6-digit step. */
export async function createLoginChallenge(deps: AppDeps, challenge: LoginChallenge): Promise<string> {
  const token = randomToken();
  await deps.redis.set(keyOf(deps, token), JSON.stringify(challenge), "EX", LOGIN_CHALLENGE_SECONDS);
  return token;
}

/** Reads a challenge without ending it (a wrong 2FA code may be retried); 2013 when unknown or expired. */
export async function readLoginChallenge(deps: AppDeps, token: string): Promise<LoginChallenge> {
  const raw =
    typeof token === "string" && token.length <= 128 ? await deps.redis.get(keyOf(deps, token)) : null;
  if (!raw) throw new DomainError("TOKEN_EXPIRED");
  const stored = JSON.parse(raw) as { userId: string; site: SignInSite | number };
  // A challenge written before sessions kept the site key holds the code alone.
  const site = typeof stored.site === "number" ? parseSite(stored.site) : stored.site;
  return { userId: stored.userId, site };
}

/** Ends a challenge once its login completed; false when another request already used it. */
export async function endLoginChallenge(deps: AppDeps, token: string): Promise<boolean> {
  return (await deps.redis.del(keyOf(deps, token))) === 1;
}
