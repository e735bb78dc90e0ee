import { describe, expect, it } from "vitest";
import { Money } from "@vitrine/schema";
import { chooseContentType } from "../../src/http/persisted-get.js";
import { usdt } from "../../src/domains/market/services/listing-view.js";

describe("usdt: a listing's amount as the API shows it", () => {
  it("cuts micro-USDT strings exactly as Money#toDecimal does", () => {
    const samples = ["0", "1", "7", "10", "999999", "1000000", "1000001", "12500000", "000123", "0001000000"];
    samples.push("123456789012345678", "5000000000000", "9999999999000000");
    for (let digits = 1; digits <= 18; digits++) {
      for (let i = 0; i < 200; i++) {
        samples.push(String(Math.floor(Math.random() * 10 ** digits)));
      }
    }
    for (const micro of samples) {
      expect(usdt(micro), micro).toBe(Money.ofMinor("USDT", BigInt(micro)).toDecimal());
    }
  });

  it("keeps null, negative amounts and bigints", () => {
    expect(usdt(null)).toBeNull();
    expect(usdt("-5000000")).toBe("-5");
    expect(usdt(12_500_000n)).toBe("12.5");
  });
});

describe("the content type of a persisted GET answered without Apollo", () => {
  it("is the one Apollo would choose, or none when the choice is not plain", () => {
    const json = "application/json; charset=utf-8";
    const graphql = "application/graphql-response+json; charset=utf-8";
    expect(chooseContentType(undefined)).toBe(json);
    expect(chooseContentType("*/*")).toBe(json);
    expect(chooseContentType("application/json")).toBe(json);
    expect(chooseContentType("application/graphql-response+json,application/json;q=0.9")).toBe(graphql);
    expect(chooseContentType("application/json, application/graphql-response+json;q=0.5")).toBe(json);
    expect(chooseContentType("application/graphql-response+json, */*;q=0.1")).toBe(graphql);
    expect(chooseContentType("text/html")).toBeNull();
    expect(chooseContentType("application/json, application/graphql-response+json")).toBeNull();
  });
});
