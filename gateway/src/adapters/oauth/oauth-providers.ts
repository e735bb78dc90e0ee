import { SOCIAL_PROVIDERS, type SocialProvider } from "@vitrine/schema";
import type { AppDeps } from "../../app-deps.js";
import type { Config } from "../../config.js";
import { FacebookOAuthAdapter } from "./facebook-oauth.adapter.js";
import { GoogleOAuthAdapter } from "./google-oauth.adapter.js";
import type { OAuthProviderAdapter } from "./oauth-provider.js";
import { SandboxOAuthAdapter } from "./sandbox-oauth.adapter.js";

export type ProviderMode = "real" | "sandbox" | "off";

type ProviderConfig = Pick<
  Config,
  "production" | "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "FACEBOOK_APP_ID" | "FACEBOOK_APP_SECRET"
>;

function credentialsOf(config: ProviderConfig, provider: SocialProvider): [string, string] | null {
  const [id, secret] =
    provider === "google"
      ? [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET]
      : [config.FACEBOOK_APP_ID, config.FACEBOOK_APP_SECRET];
  return id && secret ? [id, secret] : null;
}

/**
 * Who plays a provider: the real one when both its id and secret are configured; otherwise the
 * sandbox outside production, and nobody in production (a half-configured provider is not offered).
 */
export function providerMode(config: ProviderConfig, provider: SocialProvider): ProviderMode {
  if (credentialsOf(config, provider)) return "real";
  return config.production ? "off" : "sandbox";
}

/** Whether the sandbox consent routes exist at all: never in production. */
export function sandboxRoutesEnabled(config: ProviderConfig): boolean {
  return !config.production && SOCIAL_PROVIDERS.some((p) => providerMode(config, p) === "sandbox");
}

export type OAuthProviders = ReadonlyMap<SocialProvider, OAuthProviderAdapter>;

function buildProviders(deps: Pick<AppDeps, "config" | "redis">): OAuthProviders {
  const providers = new Map<SocialProvider, OAuthProviderAdapter>();
  for (const provider of SOCIAL_PROVIDERS) {
    const mode = providerMode(deps.config, provider);
    if (mode === "off") continue;
    if (mode === "sandbox") {
      providers.set(provider, new SandboxOAuthAdapter(provider, deps));
      continue;
    }
    const [id, secret] = credentialsOf(deps.config, provider)!;
    providers.set(
      provider,
      provider === "google" ? new GoogleOAuthAdapter(id, secret) : new FacebookOAuthAdapter(id, secret),
    );
  }
  return providers;
}

// Built once per composition root (the config never changes while a gateway runs).
const cache = new WeakMap<object, OAuthProviders>();

/** The providers offered by this gateway, in SOCIAL_PROVIDERS order. */
export function oauthProviders(deps: Pick<AppDeps, "config" | "redis">): OAuthProviders {
  let providers = cache.get(deps);
  if (!providers) {
    providers = buildProviders(deps);
    cache.set(deps, providers);
  }
  return providers;
}
