import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_LOCALE } from "@vitrine/schema";
import { REQUEST_REASONS } from "../graphql/graphql-reasons.js";
import type { RequestAuth } from "../graphql/request-auth.js";
import { catalogueExtensions, errorBody, localizeErrors } from "../i18n/error-message.js";
import { langParameter, RequestLanguage } from "../i18n/language.js";

/*
 * What /graphql adds to Apollo's answer (docs/ERRORS.md):
 *  - error messages in the caller's language: Apollo's formatError cannot see the request, so the
 *    formatter renders tw and the answer is rendered again here when the caller's language differs;
 *  - the HTTP status of the GraphQL-over-HTTP specification. With `application/json` a request that
 *    is a well-formed GraphQL-over-HTTP request answers 200 even when its document does not parse,
 *    validate or its variables do not coerce (Apollo answers 400); a malformed HTTP request (no
 *    query, a preflight-less simple request, a GET mutation, bad JSON) keeps its 4xx. With
 *    `application/graphql-response+json` Apollo's statuses already follow the specification.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The request's language sources: `?lang=`, the body's `extensions.lang`, the session, Accept-Language. */
export function languageOf(req: IncomingMessage, auth: RequestAuth, body?: unknown): RequestLanguage {
  const fromBody = isRecord(body) && isRecord(body.extensions) ? body.extensions.lang : undefined;
  const header = req.headers["accept-language"];
  return new RequestLanguage({
    explicit: langParameter(req.url) ?? fromBody,
    acceptLanguage: typeof header === "string" ? header : undefined,
    member: () => auth.viewer(),
  });
}

function reasonOf(error: unknown): unknown {
  if (!isRecord(error) || !isRecord(error.extensions) || !isRecord(error.extensions.data)) return undefined;
  return error.extensions.data.reason;
}

/** Whether Apollo answered `application/json` (not `application/graphql-response+json`). */
function isPlainJson(contentType: string | undefined): boolean {
  return !!contentType && /^application\/json\b/i.test(contentType);
}

/**
 * The final status and body of a complete Apollo answer. Answers without errors pass untouched
 * (one substring test); with errors the body is parsed, localized and, for the status, inspected.
 */
export async function finishGraphQLAnswer(
  status: number,
  contentType: string | undefined,
  text: string,
  language: RequestLanguage,
): Promise<{ status: number; body: string }> {
  if (!text.includes('"errors"')) return { status, body: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status, body: text };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.errors)) return { status, body: text };
  const locale = await language.resolve();
  const changed = locale !== DEFAULT_LOCALE && localizeErrors(parsed.errors, locale);
  const wellFormed = parsed.errors.every((error) => !REQUEST_REASONS.has(String(reasonOf(error))));
  const finalStatus = status === 400 && wellFormed && isPlainJson(contentType) ? 200 : status;
  return { status: finalStatus, body: changed ? JSON.stringify(parsed) : text };
}

/** Answers a request refused before Apollo saw it (bad JSON, an over-size body): DATA_ERROR with `reason`. */
export async function sendRequestError(
  req: IncomingMessage,
  res: ServerResponse,
  auth: RequestAuth,
  status: number,
  reason: string,
  params?: Record<string, string | number>,
): Promise<void> {
  const locale = await languageOf(req, auth).resolve();
  const extensions = catalogueExtensions("DATA_ERROR", { reason, ...(params ? { params } : {}) });
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  if (auth.setCookies.length) res.setHeader("set-cookie", auth.setCookies);
  res.end(JSON.stringify(errorBody(extensions, locale)));
}
