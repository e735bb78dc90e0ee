import { createHash } from "node:crypto";
import type { SocialProvider } from "@vitrine/schema";

/** What Vitrine needs to know about the person a provider vouched for. */
export interface OAuthProfile {
  /** The provider's stable id for the person (Google `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  /** Only a verified address may create an account or be matched against one. */
  emailVerified: boolean;
  name: string | null;
}

export interface AuthorizeParams {
  state: string;
  redirectUri: string;
  /** S256 PKCE challenge; providers that do not take PKCE ignore it. */
  codeChallenge: string;
}

/**
 * One OAuth 2 authorization-code provider. Real providers (Google, Facebook) and the development
 * sandbox implement it the same way, so the social-login service cannot tell them apart.
 */
export interface OAuthProviderAdapter {
  readonly id: SocialProvider;
  /** True when the built-in sandbox stands in for the provider. */
  readonly sandbox: boolean;
  /** Where to send the browser to ask the person for consent. */
  authorizeUrl(params: AuthorizeParams): string;
  /** Trades the one-time code for the person's profile; throws OAuthExchangeError on any failure. */
  exchangeCode(code: string, verifier: string, redirectUri: string): Promise<OAuthProfile>;
}

/** A failed exchange: a bad or used code, a wrong verifier, the provider down or answering nonsense. */
export class OAuthExchangeError extends Error {
  constructor(
    readonly provider: SocialProvider,
    detail: string,
  ) {
    super(`${provider} code exchange failed: ${detail}`);
    this.name = "OAuthExchangeError";
  }
}

/** RFC 7636 S256: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/** Outbound calls to a provider must not hang a login forever. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Fetches JSON from a provider; any transport error, non-2xx answer or non-JSON body is an exchange error. */
export async function fetchProviderJson(
  provider: SocialProvider,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthExchangeError(provider, `request failed (${(error as Error).message})`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new OAuthExchangeError(provider, `HTTP ${res.status} with a body that is not JSON`);
  }
  if (!res.ok || typeof body !== "object" || body === null || Array.isArray(body)) {
    // The provider's error text may echo the code; keep only the error name for the log.
    const name = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
    throw new OAuthExchangeError(provider, `HTTP ${res.status}${typeof name === "string" ? ` ${name}` : ""}`);
  }
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}
