import { GraphQLError } from "graphql";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../src/shared/domain-error.js";
import { createFormatError, isUnavailableError } from "../../src/graphql/format-error.js";
import { errorMessage, localizeErrors } from "../../src/i18n/error-message.js";
import { localeFromAcceptLanguage, localeOfTag, RequestLanguage } from "../../src/i18n/language.js";
import { readMessageCatalog } from "../../src/i18n/messages.js";

const logger = pino({ level: "silent" });
const wrap = (original: Error) =>
  new GraphQLError(original.message, { originalError: original, path: ["x"] });

describe("error formatting: one shape", () => {
  it("a domain error keeps its catalogue entry and data; message is the tw text with the countdown", () => {
    const format = createFormatError(logger, false);
    const error = new DomainError("VERIFICATION_NOT_EXPIRED", { remainingTime: 42 });
    const formatted = format({ message: error.message, path: ["x"] }, wrap(error));
    expect(formatted).toEqual({
      message: errorMessage("tw", {
        messageKey: "error.VERIFICATION_NOT_EXPIRED",
        data: { remainingTime: 42 },
      }),
      path: ["x"],
      extensions: {
        code: "VERIFICATION_NOT_EXPIRED",
        errorCode: 1006,
        messageKey: "error.VERIFICATION_NOT_EXPIRED",
        data: { remainingTime: 42 },
      },
    });
    expect(formatted.message).toMatch(/42/);
    expect(formatted.message).not.toMatch(/^error\./);
  });

  it("a DATA_ERROR reads 'catalogue message (reason)' with the reason's params", () => {
    const format = createFormatError(logger, false);
    const error = new DomainError("DATA_ERROR", {
      field: "name",
      reason: "validation.tooShort",
      params: { min: 3 },
    });
    const formatted = format({ message: error.message }, wrap(error));
    expect(formatted.extensions).toEqual({
      code: "DATA_ERROR",
      errorCode: 400,
      messageKey: "error.DATA_ERROR",
      data: { field: "name", reason: "validation.tooShort", params: { min: 3 } },
    });
    expect(errorMessage("en", formatted.extensions as never)).toBe(
      "Data error. Please check and try again. (This is too short)",
    );
    expect(formatted.message).toBe("資料錯誤，請確認後再試。（內容過短）");
  });

  it("replaces a reason that is not a locale key and keeps a developer's note for development only", () => {
    const error = new DomainError(
      "DATA_ERROR",
      { field: "x", reason: "Too big: expected <=3" },
      "note for devs",
    );
    const prod = createFormatError(logger, false)({ message: error.message }, wrap(error));
    expect(prod.extensions?.data).toEqual({ field: "x", reason: "validation.invalid" });
    expect(prod.extensions).not.toHaveProperty("detail");
    const dev = createFormatError(logger, true)({ message: error.message }, wrap(error));
    expect(dev.extensions?.detail).toBe("note for devs");
  });

  it("a graphql-js validation error becomes DATA_ERROR 400 with a reason, English only as a development detail", () => {
    const original = new GraphQLError('Cannot query field "nam" on type "Chain". Did you mean "name"?', {
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    const formatted = {
      message: original.message,
      locations: [{ line: 1, column: 10 }],
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    };
    const prod = createFormatError(logger, false)(formatted, original);
    expect(prod).toEqual({
      message: expect.stringContaining("Chain"),
      locations: [{ line: 1, column: 10 }],
      extensions: {
        code: "DATA_ERROR",
        errorCode: 400,
        messageKey: "error.DATA_ERROR",
        data: { reason: "validation.unknownField", params: { field: "nam", type: "Chain" } },
      },
    });
    expect(JSON.stringify(prod)).not.toMatch(/Did you mean|Cannot query/);
    const dev = createFormatError(logger, true)(formatted, original);
    expect(dev.extensions?.detail).toBe(original.message);
  });

  it("keeps the persisted-query protocol code for APQ clients", () => {
    const original = new GraphQLError("PersistedQueryNotFound", {
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });
    const formatted = createFormatError(logger, false)(
      { message: original.message, extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
      original,
    );
    expect(formatted.extensions).toMatchObject({ code: "PERSISTED_QUERY_NOT_FOUND", errorCode: 400 });
  });

  it("masks unexpected errors, with a stack only in development", () => {
    const secret = new Error("ER_BAD_FIELD: column users.password_hash");
    const prod = createFormatError(logger, false)({ message: secret.message, path: ["x"] }, wrap(secret));
    expect(prod).toEqual({
      message: errorMessage("tw", { messageKey: "error.INTERNAL" }),
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
    const formatted = createFormatError(logger, false)({ message: "x" }, wrap(refused));
    expect(formatted.extensions).toEqual({
      code: "SERVICE_UNAVAILABLE",
      errorCode: 9503,
      messageKey: "error.SERVICE_UNAVAILABLE",
    });
  });
});

describe("messages in five languages", () => {
  const tooLong = {
    messageKey: "error.DATA_ERROR",
    data: { field: "name", reason: "validation.tooLong", params: { max: 200 } },
  };

  it("renders the same error in each language, and again in place for an answer", () => {
    const texts = (["tw", "cn", "en", "jp", "kr"] as const).map((l) => errorMessage(l, tooLong));
    expect(new Set(texts).size).toBe(5);
    const errors = [{ message: texts[0], extensions: tooLong }];
    expect(localizeErrors(errors, "en")).toBe(true);
    expect(errors[0]!.message).toBe(texts[2]);
  });

  it("fills the catalogue message's own placeholders from data (PURCHASE_BELOW_MINIMUM)", () => {
    expect(errorMessage("en", { messageKey: "error.PURCHASE_BELOW_MINIMUM", data: { min: 100 } })).toMatch(
      /100/,
    );
  });

  it("stops the boot when a locale file is missing", () => {
    expect(() => readMessageCatalog("/nonexistent/locales")).toThrow(/tw\.json/);
  });
});

describe("language choice", () => {
  it.each([
    ["zh-TW", "tw"],
    ["zh-Hant", "tw"],
    ["zh-Hant-CN", "tw"],
    ["zh-HK", "tw"],
    ["zh-CN", "cn"],
    ["zh-Hans", "cn"],
    ["zh-SG", "cn"],
    ["zh", "cn"],
    ["en-GB", "en"],
    ["ja-JP", "jp"],
    ["ko", "kr"],
    ["fr", undefined],
  ])("%s → %s", (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });

  it("honours q-values and skips languages Vitrine does not speak", () => {
    expect(localeFromAcceptLanguage("fr-FR, en;q=0.5, ja;q=0.8")).toBe("jp");
    expect(localeFromAcceptLanguage("en;q=0, ko")).toBe("kr");
    expect(localeFromAcceptLanguage("de, *;q=0.1")).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it("explicit lang > the member's locale > Accept-Language > tw, the member asked only when needed", async () => {
    let asked = 0;
    const member = async () => (asked++, { locale: "kr" });
    expect(await new RequestLanguage({ explicit: "en", acceptLanguage: "ja", member }).resolve()).toBe("en");
    expect(asked).toBe(0);
    expect(await new RequestLanguage({ explicit: "xx", acceptLanguage: "ja", member }).resolve()).toBe("kr");
    expect(await new RequestLanguage({ acceptLanguage: "ja", member: async () => null }).resolve()).toBe(
      "jp",
    );
    expect(await new RequestLanguage({}).resolve()).toBe("tw");
  });
});
