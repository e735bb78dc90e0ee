import { GraphQLError } from "graphql";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../src/shared/domain-error.js";
import { createFormatError, isUnavailableError } from "../../src/graphql/format-error.js";

const logger = pino({ level: "silent" });
const wrap = (original: Error) =>
  new GraphQLError(original.message, { originalError: original, path: ["x"] });

describe("error formatting", () => {
  it("passes domain errors with their catalogue codes", () => {
    const format = createFormatError(logger, false);
    const error = new DomainError("VERIFICATION_NOT_EXPIRED", { remainingTime: 42 });
    expect(format({ message: error.message, path: ["x"] }, wrap(error))).toEqual({
      message: "error.VERIFICATION_NOT_EXPIRED",
      path: ["x"],
      extensions: {
        code: "VERIFICATION_NOT_EXPIRED",
        errorCode: 1006,
        messageKey: "error.VERIFICATION_NOT_EXPIRED",
        data: { remainingTime: 42 },
      },
    });
  });

  it("masks unexpected errors, with a stack only in development", () => {
    const secret = new Error("ER_BAD_FIELD: column users.password_hash");
    const prod = createFormatError(logger, false)({ message: secret.message, path: ["x"] }, wrap(secret));
    expect(prod).toEqual({
      message: "Internal server error",
      path: ["x"],
      extensions: { code: "INTERNAL", errorCode: 9500, messageKey: "error.INTERNAL" },
    });
    const dev = createFormatError(logger, true)({ message: secret.message, path: ["x"] }, wrap(secret));
    expect(dev.extensions?.stacktrace).toBeInstanceOf(Array);
  });

  it("recognises a dependency outage through driver wrappers", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3306"), { code: "ECONNREFUSED" });
    expect(isUnavailableError({ message: "Query failed", driverError: refused })).toBe(true);
    expect(isUnavailableError(new Error("Duplicate entry"))).toBe(false);
  });
});
