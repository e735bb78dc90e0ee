import { ERRORS, type ErrorName, type Locale } from "@vitrine/schema";
import { messages, type MessageCatalog, type MessageParams } from "./messages.js";

/*
 * The human `message` of an error (docs/ERRORS.md "The shape of an error"), rendered from what the
 * error already carries on the wire — `extensions.messageKey` and `extensions.data` — so the same
 * error can be rendered again in another language without knowing where it came from:
 *
 *   catalogue message (messageKey, with data's values)
 *   + when data.reason is set:        error.withReason  "{message} ({reason})", reason with data.params
 *   + when data.remainingTime is set: error.countdown   "{message} (Time left: {seconds} s)"
 */

/** The reason put in place of one that is not a locale key (free text never reaches a caller). */
export const UNKNOWN_REASON = "validation.invalid";

/** The error fields every surface sends (`extensions` on GraphQL, the same on the REST routes). */
export interface WireExtensions {
  code: string;
  errorCode: number;
  messageKey: string;
  data?: Record<string, unknown>;
  [more: string]: unknown;
}

/** The catalogue fields of `name` plus `data`. */
export function catalogueExtensions(name: ErrorName, data?: Record<string, unknown>): WireExtensions {
  const definition = ERRORS[name];
  return {
    code: definition.name,
    errorCode: definition.code,
    messageKey: definition.messageKey,
    ...(data ? { data } : {}),
  };
}

/** `{ errors: [{ message, extensions }] }`: the JSON body of a refusal on the REST routes. */
export function errorBody(extensions: WireExtensions, locale: Locale): { errors: unknown[] } {
  return { errors: [{ message: errorMessage(locale, extensions), extensions }] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The string and number members of `record`: the values an ICU message can take. */
function primitives(record: unknown): MessageParams {
  const out: MessageParams = {};
  if (!isRecord(record)) return out;
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === "string" || typeof value === "number") out[name] = value;
    else if (typeof value === "bigint") out[name] = value.toString();
  }
  return out;
}

function tryFormat(
  catalog: MessageCatalog,
  locale: Locale,
  key: string,
  params: MessageParams,
): string | undefined {
  try {
    return catalog.format(locale, key, params);
  } catch {
    return undefined;
  }
}

/**
 * `data` as it may be sent: a `reason` that is not a key with a message in all five languages is
 * replaced by UNKNOWN_REASON (and reported through `onUnknown`, a programming mistake to fix).
 */
export function checkedData(
  data: Record<string, unknown> | undefined,
  onUnknown?: (reason: unknown) => void,
  catalog: MessageCatalog = messages(),
): Record<string, unknown> | undefined {
  if (!data || !("reason" in data)) return data;
  const reason = data.reason;
  if (typeof reason === "string" && catalog.has(reason)) return data;
  onUnknown?.(reason);
  return { ...data, reason: UNKNOWN_REASON };
}

/** The message of an error in `locale`, from its messageKey and data (see the top of this file). */
export function errorMessage(
  locale: Locale,
  extensions: Pick<WireExtensions, "messageKey" | "data">,
  catalog: MessageCatalog = messages(),
): string {
  const data = isRecord(extensions.data) ? extensions.data : {};
  const params = primitives(data.params);
  let message =
    tryFormat(catalog, locale, extensions.messageKey, { ...primitives(data), ...params }) ??
    tryFormat(catalog, locale, "error.INTERNAL", {}) ??
    extensions.messageKey;
  const reason = data.reason;
  if (typeof reason === "string" && catalog.has(reason)) {
    const text = tryFormat(catalog, locale, reason, params);
    if (text) message = tryFormat(catalog, locale, "error.withReason", { message, reason: text }) ?? message;
  }
  const remaining = data.remainingTime;
  if (typeof remaining === "number" && Number.isFinite(remaining)) {
    const seconds = Math.max(0, Math.ceil(remaining));
    message = tryFormat(catalog, locale, "error.countdown", { message, seconds }) ?? message;
  }
  return message;
}

/**
 * Renders again, in `locale`, every error of a GraphQL-shaped answer (`{ errors: [...] }`) that
 * carries a messageKey. Answers whether anything changed.
 */
export function localizeErrors(
  errors: unknown,
  locale: Locale,
  catalog: MessageCatalog = messages(),
): boolean {
  if (!Array.isArray(errors)) return false;
  let changed = false;
  for (const error of errors) {
    if (!isRecord(error) || !isRecord(error.extensions)) continue;
    const { messageKey, data } = error.extensions;
    if (typeof messageKey !== "string") continue;
    const message = errorMessage(locale, { messageKey, data: isRecord(data) ? data : undefined }, catalog);
    if (message !== error.message) {
      error.message = message;
      changed = true;
    }
  }
  return changed;
}
