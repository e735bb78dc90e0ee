import type { RequestHandler } from "express";
import type { Config } from "../config.js";
import { DomainError } from "../shared/domain-error.js";
import { sendDomainError } from "./send-domain-error.js";

/** Methods that change nothing: never checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths exempt from the check: payment providers call back server to server (their bodies are
 * signed and verified), and the sandbox pages exist only outside production (their own pages send
 * `Referrer-Policy: no-referrer`, so browsers post them with `Origin: null`).
 */
export const ORIGIN_CHECK_EXEMPT_PREFIXES = ["/payments/callback/", "/sandbox/"] as const;

/** Outside production the Vite dev server (`npm run dev`) serves the client from its own origin. */
export const DEV_CLIENT_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"] as const;

type OriginConfig = Pick<Config, "PUBLIC_URL" | "PORT" | "production">;

/**
 * The origins a browser-facing POST may come from: PUBLIC_URL's; outside production also the Vite
 * dev server's and the gateway's own loopback names (localhost and 127.0.0.1 are different origins
 * to a browser, and `npm start` may be opened either way).
 */
export function allowedOrigins(config: OriginConfig): ReadonlySet<string> {
  const origins = new Set([new URL(config.PUBLIC_URL).origin]);
  if (!config.production) {
    for (const origin of DEV_CLIENT_ORIGINS) origins.add(origin);
    origins.add(`http://localhost:${config.PORT}`);
    origins.add(`http://127.0.0.1:${config.PORT}`);
  }
  return origins;
}

/**
 * Cross-site request refusal for every state-changing Express route (the uploads and any later
 * browser-facing POST): a present `Origin` must be the platform's own, else 403 ORIGIN_REFUSED
 * (2065) before the body is read. `Origin: null` (sandboxed frames, privacy redirects) is refused.
 *
 * An absent `Origin` is accepted: browsers send it on every POST, same-origin included (Fetch
 * standard; our pages use `Referrer-Policy: same-origin`, which keeps it), so a request without
 * one is not a browser's and cannot ride on a victim's cookie — such callers (apps, scripts, tests)
 * hold their credentials themselves, typically in the `token` header. /graphql is guarded by
 * Apollo's CSRF prevention instead.
 */
export function requireSameOrigin(config: OriginConfig): RequestHandler {
  const allowed = allowedOrigins(config);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (ORIGIN_CHECK_EXEMPT_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    const origin = req.headers.origin;
    if (origin === undefined || allowed.has(origin)) return next();
    // The body is not read: close the connection so Node does not drain an upload we refuse.
    res.setHeader("connection", "close");
    // No session lookup for a cross-site request: its language comes from ?lang= or Accept-Language.
    void sendDomainError(req, res, new DomainError("ORIGIN_REFUSED"));
  };
}
