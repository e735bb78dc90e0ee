import { SOCIAL_PROVIDERS, type SocialProvider } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { escapeHtml } from "../../shared/html.js";
import { providerMode } from "./oauth-providers.js";
import {
  issueSandboxCode,
  SANDBOX_CLIENT_ID,
  SANDBOX_SCOPES,
  sandboxSubject,
  socialRedirectUri,
} from "./sandbox-oauth.adapter.js";

/**
 * The provider side of the sandbox: checks an authorize request the way Google or Facebook would,
 * renders the consent page, and turns the person's answer into the redirect back to the client.
 */

type SandboxDeps = Pick<AppDeps, "config" | "redis">;

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

/** The parameters the consent page carries from the authorize request to its form post. */
export interface SandboxAuthorizeRequest {
  provider: SocialProvider;
  redirectUri: string;
  state: string;
  codeChallenge: string | null;
  scope: string;
}

export type SandboxResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const fail = (status: number, message: string) => ({ ok: false, status, message }) as const;

/** A provider the sandbox plays right now (unknown names and really-configured providers are 404). */
export function sandboxProvider(deps: SandboxDeps, name: string | undefined): SocialProvider | null {
  const provider = SOCIAL_PROVIDERS.find((p) => p === name);
  return provider && providerMode(deps.config, provider) === "sandbox" ? provider : null;
}

/** One string parameter; repeated parameters are refused like any provider would. */
function param(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  return typeof value === "string" ? value : undefined;
}

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Validates an authorize request (query) or the consent form (body): the client id, the redirect URI
 * (only the client's own /login, so the sandbox can never be an open redirect), the state and the
 * PKCE challenge.
 */
export function parseSandboxAuthorize(
  deps: SandboxDeps,
  provider: SocialProvider,
  source: Record<string, unknown>,
): SandboxResult<SandboxAuthorizeRequest> {
  if (param(source, "client_id") !== SANDBOX_CLIENT_ID) return fail(400, "Unknown client_id.");
  if (param(source, "redirect_uri") !== socialRedirectUri(deps.config)) {
    return fail(400, "redirect_uri is not registered for this client.");
  }
  const state = param(source, "state") ?? "";
  if (state.length === 0 || state.length > 512) return fail(400, "A state parameter is required.");
  const challenge = param(source, "code_challenge");
  const method = param(source, "code_challenge_method");
  if (challenge !== undefined && challenge !== "") {
    if (method !== "S256") return fail(400, "Only code_challenge_method=S256 is supported.");
    if (!PKCE_CHALLENGE.test(challenge)) return fail(400, "Malformed code_challenge.");
  }
  return {
    ok: true,
    value: {
      provider,
      redirectUri: socialRedirectUri(deps.config),
      state,
      codeChallenge: challenge ? challenge : null,
      scope: (param(source, "scope") ?? SANDBOX_SCOPES[provider]).slice(0, 200),
    },
  };
}

const consentForm = z.object({
  email: z.email().max(254),
  name: z
    .string()
    .max(64)
    .transform((v) => v.trim().replace(/\s+/g, " ")),
});

/**
 * The person's answer on the consent page: Deny goes back with error=access_denied; Allow issues a
 * one-time code bound to the redirect URI and PKCE challenge and goes back with it.
 */
export async function answerSandboxConsent(
  deps: SandboxDeps,
  provider: SocialProvider,
  body: Record<string, unknown>,
): Promise<SandboxResult<string>> {
  const parsed = parseSandboxAuthorize(deps, provider, body);
  if (!parsed.ok) return parsed;
  const request = parsed.value;
  const back = new URL(request.redirectUri);
  if (param(body, "decision") === "deny") {
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("state", request.state);
    return { ok: true, value: back.toString() };
  }
  const form = consentForm.safeParse({
    email: (param(body, "email") ?? "").trim(),
    name: param(body, "name") ?? "",
  });
  if (!form.success) return fail(400, "Enter a valid e-mail address (and a name of at most 64 characters).");
  const email = form.data.email.toLowerCase();
  const code = await issueSandboxCode(deps, {
    provider,
    subject: sandboxSubject(provider, email),
    email,
    name: form.data.name || null,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
  });
  back.searchParams.set("code", code);
  back.searchParams.set("state", request.state);
  return { ok: true, value: back.toString() };
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#1a1b1e;color:#e9ecef;margin:0;min-height:100vh;display:grid;place-items:center}
main{background:#25262b;border-radius:12px;padding:2rem;width:min(420px,92vw);box-shadow:0 8px 32px #0008}
h1{font-size:1.3rem;margin:0 0 .25rem}p{color:#c1c2c5;line-height:1.5}small,.muted{color:#909296}
.badge{display:inline-block;background:#5c3c00;color:#ffd43b;border-radius:4px;padding:.1rem .5rem;font-size:.75rem;font-weight:600;letter-spacing:.04em}
label{display:block;margin:1rem 0 .3rem;font-size:.9rem}input{box-sizing:border-box;width:100%;padding:.55rem;border-radius:6px;border:1px solid #444;background:#141517;color:inherit;font-size:1rem}
.actions{display:flex;flex-direction:row-reverse;gap:.75rem;margin-top:1.5rem}button{flex:1;padding:.6rem;border-radius:6px;border:0;font-size:1rem;cursor:pointer}
.allow{background:#1971c2;color:#fff}.deny{background:#373a40;color:#e9ecef}code{color:#74c0fc;word-break:break-all}`;

/** Headers for the sandbox pages: no framing (clickjacking), forms may post here and land on the client. */
export function sandboxPageHeaders(deps: SandboxDeps): Record<string, string> {
  const client = new URL(deps.config.PUBLIC_URL).origin;
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${client}; frame-ancestors 'none'`,
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderSandboxConsentPage(request: SandboxAuthorizeRequest): string {
  const label = PROVIDER_LABELS[request.provider];
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  return page(
    `Sign in with ${label} (sandbox)`,
    `<span class="badge">SANDBOX</span>
<h1>Sign in with ${escapeHtml(label)}</h1>
<p>This page stands in for ${escapeHtml(label)} while Vitrine runs without ${escapeHtml(label)} credentials. No real
${escapeHtml(label)} account is used: the address below becomes the signed-in identity.</p>
<p class="muted"><small>Vitrine asks for: <code>${escapeHtml(request.scope)}</code><br>Returns to: <code>${escapeHtml(
      request.redirectUri,
    )}</code></small></p>
<form method="post" action="/sandbox/oauth/${escapeHtml(request.provider)}/consent">
${hidden("client_id", SANDBOX_CLIENT_ID)}${hidden("redirect_uri", request.redirectUri)}${hidden("state", request.state)}${
      request.codeChallenge
        ? hidden("code_challenge", request.codeChallenge) + hidden("code_challenge_method", "S256")
        : ""
    }${hidden("scope", request.scope)}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required maxlength="254" value="sandbox.user@example.com" data-testid="sandbox-email">
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="64" value="Sandbox User" data-testid="sandbox-name">
<!-- Allow comes first in the markup so that Enter in a field allows; row-reverse puts it on the right. -->
<div class="actions">
<button class="allow" type="submit" name="decision" value="allow" data-testid="sandbox-allow">Allow</button>
<button class="deny" type="submit" name="decision" value="deny" formnovalidate data-testid="sandbox-deny">Deny</button>
</div></form>`,
  );
}

export function renderSandboxErrorPage(message: string): string {
  return page(
    "Sandbox sign-in error",
    `<span class="badge">SANDBOX</span><h1>Sign-in request refused</h1><p>${escapeHtml(message)}</p>`,
  );
}
