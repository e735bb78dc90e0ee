import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ERRORS } from "@vitrine/schema";
import { mapError, mapErrorCode } from "./errorMapper";

const gqlError = (errorCode: unknown, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: "x", extensions: { code: "SOME_CODE", errorCode, ...extra } }],
  });

describe("mapErrorCode", () => {
  it.each([
    [1009, "error.WRONG_PASSWORD", "snackbar"],
    [400, "error.DATA_ERROR", "snackbar"],
    [1006, "error.VERIFICATION_NOT_EXPIRED", "countdown"],
    [1010, "error.LOGIN_REQUIRED", "login"],
    [1011, "error.SESSION_EXPIRED", "login"],
    [1038, "error.REGISTERED_VIA_GOOGLE", "loginHome"],
    [1039, "error.REGISTERED_VIA_EMAIL", "loginHome"],
    [1045, "error.REGISTERED_VIA_FACEBOOK", "loginHome"],
    [1019, "error.CARD_NOT_FOR_SALE", "silent"],
    [1098, "error.ACCOUNT_SHARED_ACROSS_SITES", "silent"],
  ])("maps %i to %s with behaviour %s", (code, messageKey, behaviour) => {
    expect(mapErrorCode(code)).toMatchObject({ code, messageKey, behaviour });
  });

  it("reads the seconds left for a countdown", () => {
    expect(mapErrorCode(1006, { remainingTime: 41.2 }).remainingTime).toBe(42);
  });

  it("maps an unknown code to the internal-error message and ignores 500", () => {
    expect(mapErrorCode(777)).toMatchObject({
      code: 777,
      messageKey: ERRORS.INTERNAL.messageKey,
      behaviour: "snackbar",
    });
    expect(mapErrorCode(500).behaviour).toBe("silent");
  });
});

describe("mapError", () => {
  it("takes the numeric code from a GraphQL error's extensions.errorCode", () => {
    expect(mapError(gqlError(1023))).toMatchObject({ code: 1023, messageKey: "error.INSUFFICIENT_USDT" });
  });

  it("takes remainingTime from extensions.data", () => {
    expect(mapError(gqlError(1006, { data: { remainingTime: 120 } }))).toMatchObject({
      behaviour: "countdown",
      remainingTime: 120,
    });
  });

  it("reads GraphQL errors from a non-2xx response body", () => {
    const response = new Response(null, { status: 400 });
    const error = new ServerError("bad", {
      response,
      bodyText: JSON.stringify({ errors: [{ message: "m", extensions: { errorCode: 1010 } }] }),
    });
    expect(mapError(error)).toMatchObject({ code: 1010, behaviour: "login" });
  });

  it("maps HTTP 429 and network failures", () => {
    const tooMany = new ServerError("slow down", {
      response: new Response(null, { status: 429 }),
      bodyText: "",
    });
    expect(mapError(tooMany).messageKey).toBe("error.RATE_LIMITED");
    expect(mapError(new TypeError("Failed to fetch")).messageKey).toBe("error.SERVICE_UNAVAILABLE");
  });

  it("falls back to the internal error for anything else", () => {
    expect(mapError(new Error("?"))).toMatchObject({ messageKey: "error.INTERNAL", behaviour: "snackbar" });
    expect(mapError(gqlError(undefined)).messageKey).toBe("error.INTERNAL");
  });
});

describe("mapError: HTTP status", () => {
  it("keeps a non-2xx status, and reads a bare 401 as login required", () => {
    const unauthorized = new ServerError("no", {
      response: new Response(null, { status: 401 }),
      bodyText: "",
    });
    expect(mapError(unauthorized)).toMatchObject({ code: 1010, behaviour: "login", httpStatus: 401 });
    const withBody = new ServerError("big", {
      response: new Response(null, { status: 413 }),
      bodyText: JSON.stringify({ errors: [{ extensions: { code: "IMAGE_TOO_LARGE", errorCode: 1017 } }] }),
    });
    expect(mapError(withBody)).toMatchObject({ code: 1017, httpStatus: 413 });
  });

  it("maps the account codes 2018–2025", () => {
    expect(mapErrorCode(2019, { remainingTime: 9 })).toMatchObject({
      behaviour: "countdown",
      remainingTime: 9,
    });
    expect(mapErrorCode(2022).messageKey).toBe("error.TWO_FACTOR_RESET_FAILED");
    expect(mapErrorCode(2023).behaviour).toBe("loginHome");
  });
});

describe("mapError: the gateway's one error shape (docs/ERRORS.md)", () => {
  it("maps by errorCode alone: a localized message and the symbolic code are not read", () => {
    const invalid = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: "Data error. Please check and try again. (There is no field nam on Chain)",
          extensions: {
            code: "DATA_ERROR",
            errorCode: 400,
            messageKey: "error.DATA_ERROR",
            data: { reason: "validation.unknownField", params: { field: "nam", type: "Chain" } },
          },
        },
      ],
    });
    expect(mapError(invalid)).toMatchObject({
      code: 400,
      messageKey: "error.DATA_ERROR",
      data: { reason: "validation.unknownField", params: { field: "nam", type: "Chain" } },
    });
  });

  it("reads a document error from a 400 graphql-response+json body the same way", () => {
    const error = new ServerError("bad", {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({
        errors: [
          {
            message: "資料錯誤，請確認後再試。（GraphQL 文件有語法錯誤）",
            extensions: { code: "DATA_ERROR", errorCode: 400 },
          },
        ],
      }),
    });
    expect(mapError(error)).toMatchObject({ code: 400, messageKey: "error.DATA_ERROR", httpStatus: 400 });
  });
});
