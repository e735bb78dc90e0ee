import { describe, expect, it } from "vitest";
import { ERROR_LIST, ERRORS, errorByCode } from "../src/errors.js";
import { parseJobPayload } from "../src/jobs.js";

describe("error catalogue", () => {
  it("has unique codes and names, and message keys derived from the names", () => {
    const codes = ERROR_LIST.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, def] of Object.entries(ERRORS)) {
      expect(def.name).toBe(key);
      expect(def.messageKey).toBe(`error.${key}`);
    }
  });

  it("carries the spec's behaviours for the special codes", () => {
    expect(errorByCode(1006)?.behaviour).toBe("countdown");
    expect(errorByCode(1011)?.behaviour).toBe("login");
    expect(errorByCode(1045)?.behaviour).toBe("loginHome");
    expect(errorByCode(1099)?.behaviour).toBe("silent");
    expect(errorByCode(1023)).toMatchObject({ name: "INSUFFICIENT_USDT", behaviour: "snackbar" });
    expect(errorByCode(12345)).toBeUndefined();
  });
});

describe("job contracts", () => {
  it("accept ids and reject anything else", () => {
    expect(parseJobPayload("mail", "send", { mailId: "42" })).toEqual({ mailId: "42" });
    expect(() => parseJobPayload("mail", "send", { mailId: "x@example.com" })).toThrow();
    expect(() => parseJobPayload("sweeper", "sweep", { extra: 1 })).toThrow();
  });
});
