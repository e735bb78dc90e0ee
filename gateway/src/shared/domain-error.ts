import { ERRORS, type ErrorName } from "@vitrine/schema";

/** What every surface (GraphQL, the REST upload routes, a worker's log) reports for a DomainError. */
export interface DomainErrorExtensions {
  code: string;
  errorCode: number;
  messageKey: string;
  data?: Record<string, unknown>;
}

/**
 * An expected failure from the catalogue (spec §8). A plain error, so services, workers and CLIs
 * can throw and catch it without loading GraphQL; `graphql/format-error.ts` maps it to
 * `extensions.code` (symbolic name), `extensions.errorCode` (numeric code), `extensions.messageKey`
 * and optional `data` (e.g. `{ remainingTime }` for 1006; `{ field, reason, params }` for 400, where
 * `reason` is a locale key — see shared/zod-reason.ts and docs/ERRORS.md). The caller's `message`
 * is rendered from the locale files; the optional `message` given here is a note for developers,
 * shown only by a development gateway (`extensions.detail`). Services throw it before or inside the
 * transaction that would have written, so nothing is written when they do.
 */
export class DomainError extends Error {
  readonly errorName: ErrorName;
  readonly data: Record<string, unknown> | undefined;

  constructor(name: ErrorName, data?: Record<string, unknown>, message?: string) {
    super(message ?? ERRORS[name].messageKey);
    this.name = "DomainError";
    this.errorName = name;
    this.data = data;
  }

  /** The developer's note given to the constructor, if any (never sent outside development). */
  get detail(): string | undefined {
    return this.message === ERRORS[this.errorName].messageKey ? undefined : this.message;
  }

  /** The catalogue entry's fields plus `data`: the error's shape on every surface. */
  get extensions(): DomainErrorExtensions {
    const definition = ERRORS[this.errorName];
    return {
      code: definition.name,
      errorCode: definition.code,
      messageKey: definition.messageKey,
      ...(this.data ? { data: this.data } : {}),
    };
  }
}

/** The DomainError behind `error`, following `originalError`/`cause` links (GraphQL wraps what resolvers throw). */
export function findDomainError(error: unknown): DomainError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof DomainError) return current;
    const e = current as { originalError?: unknown; cause?: unknown };
    current = e.originalError ?? e.cause;
  }
  return undefined;
}
