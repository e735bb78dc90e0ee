import type { Config } from "../../../config.js";
import { DomainError } from "../../../shared/domain-error.js";
import { addressRange } from "../../../shared/net/public-address.js";

/** What the callback URL check reads from the configuration. */
export type CallbackConfig = Pick<Config, "production" | "PARTNER_CALLBACK_ALLOW_INTERNAL">;

const refuse = (reason: string, params?: Record<string, string>) =>
  new DomainError("DATA_ERROR", { field: "callbackUrl", reason, ...(params ? { params } : {}) });

/**
 * A partner's callback URL as staff register or change it, beyond its shape (partnerUrlRule: https,
 * or http to localhost; no user name or password): in production https only, and unless
 * PARTNER_CALLBACK_ALLOW_INTERNAL no host that is an internal IP literal (loopback, private,
 * link-local, unique-local, multicast, … — IPv4, IPv6 and IPv4-mapped IPv6) or a localhost name.
 * Host names are judged again at every delivery, on the addresses they resolve to then
 * (shared/net/guarded-post.ts): DNS can change after registration.
 */
export function checkCallbackUrl(config: CallbackConfig, url: string): void {
  const u = new URL(url);
  if (u.username || u.password) throw refuse("partners.form.urlCredentials");
  if (config.production && u.protocol !== "https:") throw refuse("partners.form.urlHttps");
  if (config.PARTNER_CALLBACK_ALLOW_INTERNAL) return;
  const host = u.hostname.toLowerCase().replace(/\.$/, "");
  const range =
    addressRange(host) ?? (host === "localhost" || host.endsWith(".localhost") ? "loopback" : null);
  if (range && range !== "public") throw refuse("partners.form.urlPrivate", { range });
}
