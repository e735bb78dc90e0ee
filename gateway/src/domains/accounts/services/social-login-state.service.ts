import type { SocialProvider } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { sha256Hex } from "../../../shared/crypto.js";

/** How long a person has to finish the provider's consent step (spec §4: the state is checked on return). */
export const SOCIAL_LOGIN_STATE_SECONDS = 600;

/** What startSocialLogin keeps server-side under the state; nothing of it reaches the browser but the state. */
export interface PendingSocialLogin {
  provider: SocialProvider;
  /** PKCE verifier: proves at the exchange that the code came back to the party that started. */
  verifier: string;
  redirectUri: string;
  returnPath: string;
}

// Only the state's hash is a key: a Redis dump does not hand out live states.
const keyOf = (deps: AppDeps, state: string) =>
  `${deps.config.QUEUE_PREFIX}:social-login:state:${sha256Hex(state)}`;

export async function saveSocialLoginState(
  deps: AppDeps,
  state: string,
  pending: PendingSocialLogin,
): Promise<void> {
  await deps.redis.set(keyOf(deps, state), JSON.stringify(pending), "EX", SOCIAL_LOGIN_STATE_SECONDS);
}

/**
 * Takes the pending login for a returned state in one atomic step (GETDEL): a state is good for a
 * single completion, so a replayed or raced callback finds nothing. Unknown, used or expired → 2023.
 */
export async function takeSocialLoginState(deps: AppDeps, state: string): Promise<PendingSocialLogin> {
  const raw = state.length > 0 && state.length <= 128 ? await deps.redis.getdel(keyOf(deps, state)) : null;
  if (!raw) throw new DomainError("SOCIAL_LOGIN_FAILED");
  return JSON.parse(raw) as PendingSocialLogin;
}

/**
 * Where the client goes after the login: only a path on this site ("/…"), never "//host" or "/\host"
 * (browsers read both as another origin), never control characters; anything else becomes "/".
 */
export function sanitizeReturnPath(value: string | null | undefined): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 512) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  return value;
}
