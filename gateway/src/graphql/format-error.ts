import { unwrapResolverError } from "@apollo/server/errors";
import type { GraphQLFormattedError } from "graphql";
import { ERRORS } from "@vitrine/schema";
import type { Logger } from "../logger.js";
import { findDomainError } from "../shared/domain-error.js";

/** Codes Apollo and graphql-js produce for client mistakes; their messages are safe to show. */
const CLIENT_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

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

/**
 * graphql-js suggestions in client-error messages: "Did you mean "x"?", "Did you mean "x" or "y"?",
 * "Did you mean the enum value "X"?" (and graphql-armor's "[Suggestion hidden]" left in their
 * place). They name fields, types and enum values the caller did not ask for: a map of the schema
 * for someone without introspection.
 */
const SUGGESTION = /\s*(Did you mean [^?]*|\[Suggestion hidden\])\??/g;

/** A client-error message without graphql-js's suggestions (production: no schema hints). */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, "").trim();
}

/**
 * Domain errors and client mistakes pass through (in production without "Did you mean …?"
 * suggestions, which graphql-armor masks only for fields); a dependency outage becomes
 * SERVICE_UNAVAILABLE; anything else is logged and masked as INTERNAL (stack traces only in
 * development).
 */
export function createFormatError(logger: Logger, development: boolean, hideSuggestions = false) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // Services throw plain DomainErrors; GraphQL wraps them (resolvers) or a plugin does (toGraphQLError).
    const domainError = findDomainError(original);
    if (domainError) {
      return {
        message: domainError.message,
        path: formatted.path,
        extensions: { ...domainError.extensions },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && CLIENT_ERROR_CODES.has(code)) {
      return hideSuggestions ? { ...formatted, message: withoutSuggestions(formatted.message) } : formatted;
    }
    if (isUnavailableError(original)) {
      logger.warn({ err: original }, "dependency unavailable");
      const def = ERRORS.SERVICE_UNAVAILABLE;
      return {
        message: "The service is temporarily unavailable. Please try again shortly.",
        path: formatted.path,
        extensions: { code: def.name, errorCode: def.code, messageKey: def.messageKey },
      };
    }
    logger.error({ err: original }, "unexpected GraphQL error");
    const def = ERRORS.INTERNAL;
    return {
      message: "Internal server error",
      path: formatted.path,
      extensions: {
        code: def.name,
        errorCode: def.code,
        messageKey: def.messageKey,
        ...(development && original instanceof Error ? { stacktrace: original.stack?.split("\n") } : {}),
      },
    };
  };
}
