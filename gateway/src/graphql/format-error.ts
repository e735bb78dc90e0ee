import { unwrapResolverError } from "@apollo/server/errors";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { DEFAULT_LOCALE, type Locale } from "@vitrine/schema";
import {
  catalogueExtensions,
  checkedData,
  errorMessage,
  type WireExtensions,
} from "../i18n/error-message.js";
import type { Logger } from "../logger.js";
import { findDomainError } from "../shared/domain-error.js";
import { documentReason } from "./graphql-reasons.js";

/*
 * One shape for every GraphQL error (docs/ERRORS.md "The shape of an error"):
 *
 *   { message,                       human text in the caller's language (locale files)
 *     locations?, path?,
 *     extensions: { code,            the catalogue's symbolic name (DATA_ERROR for a malformed request)
 *                   errorCode,       the catalogue number (400 for a malformed request)
 *                   messageKey,      error.<NAME>
 *                   data?,           { field, reason (a locale key), params, remainingTime, … }
 *                   detail?, stacktrace? } }   development only
 *
 * The formatter renders `message` in tw; the /graphql handler renders it again in the request's
 * language (http/graphql-handler.ts), since Apollo gives formatError no access to the request.
 */

const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "PROTOCOL_CONNECTION_LOST",
  "ER_CON_COUNT_ERROR",
  "ER_SERVER_SHUTDOWN",
]);

/** True when the error says MySQL or Redis cannot be reached (a dependency outage, not a bug). */
export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof e.code === "string" && UNAVAILABLE_ERRNO.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection is closed|Stream isn't writeable|connect ECONNREFUSED/.test(e.message)
    ) {
      return true;
    }
    current = e.driverError ?? e.cause;
  }
  return false;
}

/** A formatted error with `message` rendered from `extensions` in `locale`. */
export function shapedError(
  extensions: WireExtensions,
  where: Pick<GraphQLFormattedError, "locations" | "path">,
  locale: Locale = DEFAULT_LOCALE,
): GraphQLFormattedError {
  return {
    message: errorMessage(locale, extensions),
    ...(where.locations ? { locations: where.locations } : {}),
    ...(where.path ? { path: where.path } : {}),
    extensions,
  };
}

/**
 * Domain errors keep their catalogue entry and data (a reason that is not a locale key is replaced
 * and logged); Apollo's and graphql-js's client errors become DATA_ERROR with a reason key
 * (graphql-reasons.ts); a dependency outage becomes SERVICE_UNAVAILABLE; anything else is logged and
 * masked as INTERNAL. The original English is kept as `extensions.detail` only in development (with
 * stack traces for INTERNAL).
 */
export function createFormatError(logger: Logger, development: boolean) {
  const withDetail = (extensions: WireExtensions, detail: string | undefined): WireExtensions =>
    development && detail ? { ...extensions, detail } : extensions;

  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // Services throw plain DomainErrors; GraphQL wraps them (resolvers) or a plugin does (toGraphQLError).
    const domainError = findDomainError(original);
    if (domainError) {
      const data = checkedData(domainError.data, (reason) =>
        logger.warn({ code: domainError.errorName, reason }, "error reason is not a locale key"),
      );
      return shapedError(
        withDetail(catalogueExtensions(domainError.errorName, data), domainError.detail),
        formatted,
      );
    }
    const code = formatted.extensions?.code;
    const nodes = error instanceof GraphQLError ? (error.nodes ?? undefined) : undefined;
    const known = typeof code === "string" ? documentReason(code, formatted.message, nodes) : undefined;
    if (known) {
      const data = { reason: known.reason, ...(known.params ? { params: known.params } : {}) };
      const extensions = catalogueExtensions("DATA_ERROR", data);
      // The automatic persisted queries protocol: APQ links retry with the full query on this code.
      if (code === "PERSISTED_QUERY_NOT_FOUND" || code === "PERSISTED_QUERY_NOT_SUPPORTED") {
        extensions.code = code;
      }
      return shapedError(withDetail(extensions, formatted.message), formatted);
    }
    if (isUnavailableError(original)) {
      logger.warn({ err: original }, "dependency unavailable");
      return shapedError(catalogueExtensions("SERVICE_UNAVAILABLE"), formatted);
    }
    logger.error({ err: original }, "unexpected GraphQL error");
    const extensions = catalogueExtensions("INTERNAL");
    if (development && original instanceof Error) extensions.stacktrace = original.stack?.split("\n");
    return shapedError(extensions, formatted);
  };
}
