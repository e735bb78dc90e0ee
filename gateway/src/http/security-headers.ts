import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config.js";
import { chatWidgetOrigin } from "../config/shell-settings.js";

/** HSTS lifetime in production: one year (browsers then refuse plain HTTP to the host). */
export const HSTS_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * The Content-Security-Policy of the pages Express serves (the client and everything beside it).
 * Scripts come only from our own origin — the built client has no inline script — while styles
 * allow 'unsafe-inline' because Mantine writes its CSS variables into <style> tags at run time.
 * Routes with their own needs (sandbox pages, the payment redirect, stored images) set a stricter
 * policy of their own, which replaces this one. The embedded chat widget's origin (CHAT_WIDGET_SRC) is
 * allowed for scripts, frames, images and connections only while the widget is configured.
 */
export function contentSecurityPolicy(config: Pick<Config, "production" | "CHAT_WIDGET_SRC">) {
  const chat = chatWidgetOrigin(config);
  const withChat = (sources: string[]) => (chat ? [...sources, chat] : sources);
  return {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": withChat(["'self'"]),
      "script-src-attr": ["'none'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": withChat(["'self'", "data:", "blob:"]),
      "font-src": ["'self'", "data:"],
      "connect-src": withChat(["'self'"]),
      "media-src": ["'self'", "blob:"],
      ...(chat ? { "frame-src": ["'self'", chat] } : {}),
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      // Plain-HTTP subresources are upgraded only where the site itself is served over HTTPS.
      ...(config.production ? { "upgrade-insecure-requests": [] } : {}),
    },
  };
}

/** helmet on every Express route: CSP, nosniff, frame denial, referrer policy, COOP/CORP; HSTS in production. */
export function securityHeaders(config: Pick<Config, "production" | "CHAT_WIDGET_SRC">): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: config.production
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: "deny" },
    // Not helmet's no-referrer: with it browsers post same-origin forms and fetches with
    // `Origin: null`, which the Origin check (require-same-origin.ts) must refuse.
    referrerPolicy: { policy: "same-origin" },
  });
}

/**
 * The safe subset for /graphql (served by node:http without Express): JSON answers must never be
 * sniffed as HTML or framed. No CSP beyond frame-ancestors, so the development landing page works.
 */
export function setGraphQLSecurityHeaders(res: ServerResponse, config: Pick<Config, "production">): void {
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("x-frame-options", "DENY");
  res.setHeader("content-security-policy", "frame-ancestors 'none'");
  res.setHeader("referrer-policy", "no-referrer");
  if (config.production) {
    res.setHeader("strict-transport-security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  }
}
