import type { IncomingMessage } from "node:http";
import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "./config.js";
import { currentRequestId } from "./observability/request-context.js";

export type { Logger };

/** What replaces a redacted value in a log line. */
export const REDACTED = "[redacted]";

/**
 * Paths pino blanks wherever they appear in a logged object (top level, one level down, and in
 * `headers` one or two levels down): credentials and session material must never reach the logs.
 */
const SENSITIVE_KEYS = [
  "cookie",
  "authorization",
  "token",
  "set-cookie",
  "password",
  "newPassword",
  "currentPassword",
  "secret",
  "resetKey",
  "recoveryKey",
  "mnemonic",
  "privateKey",
  "idNumber",
];
/**
 * One-time codes are blanked at the top level and inside request-like objects only: a wildcard
 * would also blank `err.code` (ECONNREFUSED, ER_DUP_ENTRY), which operators need.
 */
const CODE_KEYS = ["code", "totp", "otp"];
const CODE_PARENTS = ["input", "variables", "body", "args", "data", "payload", "params", "query"];
const REDACT_PATHS = [
  ...SENSITIVE_KEYS.flatMap((key) => [
    `["${key}"]`,
    `*["${key}"]`,
    `headers["${key}"]`,
    `*.headers["${key}"]`,
  ]),
  ...CODE_KEYS.flatMap((key) => [`["${key}"]`, ...CODE_PARENTS.map((parent) => `${parent}["${key}"]`)]),
  // Database errors carry the statement's values (TypeORM's QueryFailedError.parameters, mysql2's
  // interpolated sql): hashes, sealed ids and codes would otherwise reach the log with them.
  "err.parameters",
  "err.sql",
  "err.driverError.sql",
];

/**
 * Routes whose query strings carry personal data or provider parameters (the KYC media keys, the
 * development boxes' recipients, sandbox pages, provider callbacks and redirects): logged without
 * the query.
 */
const SENSITIVE_PATH_PREFIXES = ["/media/kyc", "/sandbox/", "/dev/", "/payments/", "/callbacks/", "/auth/"];
/** Query parameters dropped from any logged URL. */
const SENSITIVE_QUERY_PARAMS = /^(token|code|state|key|secret|password|reset.*|email|to)$/i;

/** A request URL fit for a log line: no query on sensitive routes, no secret-looking parameters elsewhere. */
export function redactUrl(url: string | undefined): string {
  if (!url) return "/";
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  if (SENSITIVE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return `${path}?${REDACTED}`;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of [...params.keys()]) if (SENSITIVE_QUERY_PARAMS.test(name)) params.set(name, REDACTED);
  return `${path}?${params.toString()}`;
}

/** A request as logged: method, redacted URL and only harmless headers (never cookies or tokens). */
function serializeRequest(req: IncomingMessage) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    userAgent: req.headers?.["user-agent"],
  };
}

/**
 * Structured JSON logs on stdout; one line per event, request lines carry `reqId`. Tests may pass
 * a destination to read the lines.
 */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL">,
  name = "gateway",
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.LOG_LEVEL,
    base: { service: name },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, request: serializeRequest },
    // Outside the gateway (whose request lines bind reqId themselves), every line in a job carries it.
    ...(name === "gateway" ? {} : { mixin: () => requestIdBinding() }),
  };
  return destination ? pino(options, destination) : pino(options);
}

/** `{ reqId }` inside a request or a job that has one (observability/request-context.ts), else nothing. */
function requestIdBinding(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}
