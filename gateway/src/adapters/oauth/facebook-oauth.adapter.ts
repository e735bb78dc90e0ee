import { createHmac } from "node:crypto";
import type { AuthorizeParams, OAuthProfile, OAuthProviderAdapter } from "./oauth-provider.js";
import { fetchProviderJson, OAuthExchangeError, stringField } from "./oauth-provider.js";

export const FACEBOOK_GRAPH_VERSION = "v19.0";
export const FACEBOOK_AUTHORIZE_URL = `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`;
export const FACEBOOK_TOKEN_URL = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`;
export const FACEBOOK_ME_URL = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me`;
/** Spec §7: Facebook scope e-mail (the public profile comes with every login). */
export const FACEBOOK_SCOPE = "email";

/**
 * Facebook's manual login flow (code → access token → /me). Facebook's PKCE support is tied to its
 * OIDC flow, still marked "in testing", so the app secret alone protects the code exchange here.
 */
export class FacebookOAuthAdapter implements OAuthProviderAdapter {
  readonly id = "facebook" as const;
  readonly sandbox = false;

  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
  ) {}

  authorizeUrl({ state, redirectUri }: AuthorizeParams): string {
    const url = new URL(FACEBOOK_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      client_id: this.appId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: FACEBOOK_SCOPE,
      state,
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, _verifier: string, redirectUri: string): Promise<OAuthProfile> {
    const tokenUrl = new URL(FACEBOOK_TOKEN_URL);
    tokenUrl.search = new URLSearchParams({
      client_id: this.appId,
      client_secret: this.appSecret,
      redirect_uri: redirectUri,
      code,
    }).toString();
    const token = await fetchProviderJson(this.id, tokenUrl.toString(), {
      headers: { accept: "application/json" },
    });
    const accessToken = stringField(token, "access_token");
    if (!accessToken) throw new OAuthExchangeError(this.id, "no access_token in the token response");

    const meUrl = new URL(FACEBOOK_ME_URL);
    meUrl.search = new URLSearchParams({
      fields: "id,name,email",
      access_token: accessToken,
      // Proves the call comes from the app's server, so a leaked token alone cannot be replayed here.
      appsecret_proof: createHmac("sha256", this.appSecret).update(accessToken).digest("hex"),
    }).toString();
    const me = await fetchProviderJson(this.id, meUrl.toString(), {
      headers: { accept: "application/json" },
    });
    const subject = stringField(me, "id");
    if (!subject) throw new OAuthExchangeError(this.id, "no id in /me");
    const email = stringField(me, "email");
    return {
      subject,
      email,
      // Facebook returns only confirmed addresses (and none when the person declined the permission).
      emailVerified: email !== null,
      name: stringField(me, "name"),
    };
  }
}
