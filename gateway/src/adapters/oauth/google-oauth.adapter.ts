import type { AuthorizeParams, OAuthProfile, OAuthProviderAdapter } from "./oauth-provider.js";
import { fetchProviderJson, OAuthExchangeError, stringField } from "./oauth-provider.js";

export const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";
/** Spec §7: Google scope profile and e-mail (openid for a stable `sub`). */
export const GOOGLE_SCOPE = "openid email profile";

/** Google's OAuth 2 web-server flow with PKCE (S256), profile from the OpenID userinfo endpoint. */
export class GoogleOAuthAdapter implements OAuthProviderAdapter {
  readonly id = "google" as const;
  readonly sandbox = false;

  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  authorizeUrl({ state, redirectUri, codeChallenge }: AuthorizeParams): string {
    const url = new URL(GOOGLE_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: GOOGLE_SCOPE,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: "S256",
      // Always let the person pick the account: a shared computer should not silently reuse one.
      prompt: "select_account",
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, verifier: string, redirectUri: string): Promise<OAuthProfile> {
    const token = await fetchProviderJson(this.id, GOOGLE_TOKEN_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        code,
        client_id: this.clientId,
        client_secret: this.clientSecret,
        redirect_uri: redirectUri,
        grant_type: "authorization_code",
        code_verifier: verifier,
      }).toString(),
    });
    const accessToken = stringField(token, "access_token");
    if (!accessToken) throw new OAuthExchangeError(this.id, "no access_token in the token response");
    const info = await fetchProviderJson(this.id, GOOGLE_USERINFO_URL, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    });
    const subject = stringField(info, "sub");
    if (!subject) throw new OAuthExchangeError(this.id, "no sub in userinfo");
    return {
      subject,
      email: stringField(info, "email"),
      emailVerified: info.email_verified === true || info.email_verified === "true",
      name: stringField(info, "name"),
    };
  }
}
