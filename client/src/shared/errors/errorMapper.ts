/**
 * One mapper from a server error to a message key and a behaviour (spec §8). The gateway puts the
 * numeric code in a GraphQL error's `extensions.errorCode`; extra values (remainingTime for 1006;
 * field, reason and params for 400) in `extensions.data`. The error's `message` is already human text
 * in the caller's language (for partners, docs/ERRORS.md): the client does not read it, and renders
 * its own message from the code, in the language the visitor chose.
 */
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ERRORS, errorByCode, type ErrorBehaviour } from "@vitrine/schema";

export interface MappedError {
  /** The numeric code (as received, even when unknown). */
  code: number;
  /** Message id in the locale files (`error.<NAME>`). */
  messageKey: string;
  behaviour: ErrorBehaviour;
  /** Seconds left before a retry is allowed (1006, 2019), from extensions.data.remainingTime. */
  remainingTime?: number;
  /** The HTTP status when the answer was not 2xx (spec §7: 401 sends the visitor home). */
  httpStatus?: number;
  /** extensions.data as sent (e.g. { field, reason } on 400 for the input at fault). */
  data?: Record<string, unknown>;
}

/** Spec §8: "500: ignored". */
const IGNORED_CODES = new Set([500]);

/** Maps a numeric code to its catalogue entry; an unknown code reads as an internal error. */
export function mapErrorCode(code: number, data?: Record<string, unknown>): MappedError {
  const definition = errorByCode(code);
  const mapped: MappedError = definition
    ? { code, messageKey: definition.messageKey, behaviour: definition.behaviour }
    : {
        code,
        messageKey: ERRORS.INTERNAL.messageKey,
        behaviour: IGNORED_CODES.has(code) ? "silent" : ERRORS.INTERNAL.behaviour,
      };
  if (data) mapped.data = data;
  const remaining = data ? (data.remainingTime ?? data.remaining_time) : undefined;
  if (typeof remaining === "number" && Number.isFinite(remaining)) {
    mapped.remainingTime = Math.max(0, Math.ceil(remaining));
  }
  return mapped;
}

interface ErrorInfo {
  code: number;
  data?: Record<string, unknown>;
  httpStatus?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads errorCode (and data) from a list of formatted GraphQL errors. */
function fromGraphQLErrors(errors: readonly unknown[]): ErrorInfo | undefined {
  for (const error of errors) {
    if (!isRecord(error) || !isRecord(error.extensions)) continue;
    const extensions = error.extensions;
    const code =
      typeof extensions.errorCode === "string" ? Number(extensions.errorCode) : extensions.errorCode;
    if (typeof code === "number" && Number.isFinite(code)) {
      const data = isRecord(extensions.data) ? extensions.data : undefined;
      const remainingTime = extensions.remainingTime;
      return {
        code,
        data: data ?? (remainingTime !== undefined ? { remainingTime } : undefined),
      };
    }
  }
  return undefined;
}

/** Finds the code in whatever Apollo (or a caller) threw. */
export function extractErrorInfo(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    return fromGraphQLErrors(error.errors) ?? { code: ERRORS.INTERNAL.code };
  }
  if (ServerError.is(error)) {
    const httpStatus = error.statusCode;
    // A non-2xx response may still carry GraphQL errors in its body.
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (isRecord(body) && Array.isArray(body.errors)) {
        const info = fromGraphQLErrors(body.errors);
        if (info) return { ...info, httpStatus };
      }
    } catch {
      // not JSON: fall through to the status code
    }
    if (httpStatus === 429) return { code: ERRORS.RATE_LIMITED.code, httpStatus };
    if (httpStatus === 401) return { code: ERRORS.LOGIN_REQUIRED.code, httpStatus };
    if (httpStatus === 502 || httpStatus === 503 || httpStatus === 504) {
      return { code: ERRORS.SERVICE_UNAVAILABLE.code, httpStatus };
    }
    return { code: ERRORS.INTERNAL.code, httpStatus };
  }
  if (isRecord(error)) {
    // A single formatted GraphQL error, or { errorCode, data } from a result union.
    const fromSingle = fromGraphQLErrors([error]);
    if (fromSingle) return fromSingle;
    if (typeof error.errorCode === "number") {
      return { code: error.errorCode, data: isRecord(error.data) ? error.data : undefined };
    }
  }
  if (error instanceof TypeError) {
    // fetch() rejects with a TypeError when the network or the gateway is down.
    return { code: ERRORS.SERVICE_UNAVAILABLE.code };
  }
  return { code: ERRORS.INTERNAL.code };
}

/** Maps anything thrown by an Apollo operation to a message key and a behaviour. */
export function mapError(error: unknown): MappedError {
  const info = extractErrorInfo(error);
  const mapped = mapErrorCode(info.code, info.data);
  if (info.httpStatus !== undefined) mapped.httpStatus = info.httpStatus;
  return mapped;
}
