import type { Request, RequestHandler } from "express";
import type { AppDeps } from "../app-deps.js";
import type { ActiveSession } from "../domains/accounts/services/session.service.js";
import { DomainError } from "../shared/domain-error.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { consumeRateLimit } from "../shared/rate-limit.js";
import { getRequestMeta } from "./request-meta.js";
import { sendDomainError } from "./send-domain-error.js";

/*
 * Shared by the image uploads (profile picture, KYC photos): both are signed-in REST posts beside
 * /graphql with the same session handling (cookie or `token` header, a refreshed or cleared cookie
 * sent back as on /graphql), an hourly limit per member, an uncached JSON answer and the GraphQL
 * error shape for a refusal.
 */

export interface AuthedUploadOptions {
  /** Rate-limit bucket name; the member's id is appended. */
  rateLimitKey: string;
  uploadsPerHour: number;
  /** Close the connection after a refusal so Node stops reading a body that was not read. */
  closeOnError: boolean;
}

/**
 * An Express handler that requires a session, counts the upload against the member's hourly limit,
 * then answers 200 with what `handle` returns; a DomainError from any step is answered in the
 * GraphQL error shape (anything else is left to Express).
 */
export function authedUpload(
  deps: AppDeps,
  options: AuthedUploadOptions,
  handle: (req: Request, user: ActiveSession["user"]) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    const auth = RequestAuth.fromRequest(deps, req, getRequestMeta(req).ip);
    try {
      const { user } = await auth.require();
      await consumeRateLimit(
        deps.redis,
        deps.config.QUEUE_PREFIX,
        `${options.rateLimitKey}:${user.id}`,
        options.uploadsPerHour,
        3600,
      );
      const answer = await handle(req, user);
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      res.setHeader("cache-control", "no-store");
      res.status(200).json(answer);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // An expired token's cookie is cleared here as on /graphql.
      if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
      if (options.closeOnError) res.setHeader("connection", "close");
      await sendDomainError(req, res, error, auth, deps.logger);
    }
  };
}
