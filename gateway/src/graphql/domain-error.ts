import { GraphQLError } from "graphql";
import { ERRORS, type ErrorName } from "@vitrine/schema";

/**
 * An expected failure from the catalogue (spec §8). Reaches the client as
 * `extensions.code` (symbolic name) and `extensions.errorCode` (numeric code), plus optional `data`
 * (e.g. `{ remainingTime }` for 1006). Services throw it; nothing is written when they do, because
 * they throw before or inside the transaction that would have written.
 */
export class DomainError extends GraphQLError {
  readonly errorName: ErrorName;

  constructor(name: ErrorName, data?: Record<string, unknown>, message?: string) {
    const definition = ERRORS[name];
    super(message ?? definition.messageKey, {
      extensions: {
        code: definition.name,
        errorCode: definition.code,
        messageKey: definition.messageKey,
        ...(data ? { data } : {}),
      },
    });
    this.name = "DomainError";
    this.errorName = name;
  }
}
