import type { IncomingMessage } from "node:http";
import { ERRORS, type ErrorName } from "@vitrine/schema";
import type { Response } from "express";
import type { Logger } from "../logger.js";
import type { RequestAuth } from "../graphql/request-auth.js";
import { catalogueExtensions, checkedData, errorBody } from "../i18n/error-message.js";
import { langParameter, RequestLanguage } from "../i18n/language.js";
import type { DomainError } from "../shared/domain-error.js";
import { errorsTotal } from "../observability/metrics.js";

/*
 * Shared by the REST routes beside /graphql (the image uploads, the origin check, the JSON 404 and
 * 500): they answer a refusal in the same shape as GraphQL — `{ errors: [{ message, extensions }] }`
 * with the catalogue's code, number, message key and data, and `message` in the caller's language
 * (docs/ERRORS.md) — so every caller reads errors in one place.
 */

/**
 * The language of a REST request: `?lang=` > the signed-in member's locale (when the route has
 * resolved the session: pass its `auth`) > Accept-Language > tw.
 */
export function restLanguage(req: IncomingMessage, auth?: RequestAuth): RequestLanguage {
  const header = req.headers["accept-language"];
  return new RequestLanguage({
    explicit: langParameter(req.url),
    acceptLanguage: typeof header === "string" ? header : undefined,
    ...(auth ? { member: () => auth.viewer() } : {}),
  });
}

/** Sends the catalogue error `name` (with `data`) with its catalogue HTTP status. */
export async function sendCatalogueError(
  req: IncomingMessage,
  res: Response,
  name: ErrorName,
  data?: Record<string, unknown>,
  auth?: RequestAuth,
): Promise<void> {
  const locale = await restLanguage(req, auth).resolve();
  if (res.headersSent) return;
  // /metrics: REST refusals count by catalogue code like GraphQL errors (graphql/metrics-plugin.ts).
  errorsTotal.inc({ code: String(ERRORS[name].code), name });
  res.status(ERRORS[name].status).json(errorBody(catalogueExtensions(name, data), locale));
}

/** Sends `error` with its catalogue HTTP status as `{ errors: [{ message, extensions }] }`. */
export async function sendDomainError(
  req: IncomingMessage,
  res: Response,
  error: DomainError,
  auth?: RequestAuth,
  logger?: Logger,
): Promise<void> {
  const data = checkedData(error.data, (reason) =>
    logger?.warn({ code: error.errorName, reason }, "error reason is not a locale key"),
  );
  await sendCatalogueError(req, res, error.errorName, data, auth);
}
