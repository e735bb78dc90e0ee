import { describe, expect, it } from "vitest";
import { Money } from "../src/money.js";

describe("Money", () => {
  it("parses decimal strings into minor units without floats", () => {
    expect(Money.parse("USDT", "12.5").minor).toBe(12_500_000n);
    expect(Money.parse("USDT", "0.000001").minor).toBe(1n);
    expect(Money.parse("JPOINT", "150").minor).toBe(150n);
    expect(() => Money.parse("USDT", "1.0000001")).toThrow(/at most 6 decimals/);
    expect(() => Money.parse("JPOINT", "1.5")).toThrow(/at most 0 decimals/);
    expect(() => Money.parse("USDT", "1e3")).toThrow(/not a decimal/);
  });

  it("formats back to the shortest decimal", () => {
    expect(Money.ofMinor("USDT", "12500000").toDecimal()).toBe("12.5");
    expect(Money.ofMinor("USDT", -1n).toDecimal()).toBe("-0.000001");
    expect(Money.ofMinor("JPOINT", 30).toString()).toBe("30 JPOINT");
  });

  it("adds, subtracts and takes percentages with half-up rounding", () => {
    const price = Money.parse("USDT", "10.000001");
    expect(price.add(Money.parse("USDT", "0.999999")).toDecimal()).toBe("11");
    expect(price.multiplyRatio(25n, 1000n).minor).toBe(250_000n); // 2.5 % of 10.000001 = 0.250000025 → 0.25
    expect(Money.ofMinor("USDT", 5n).multiplyRatio(1n, 2n).minor).toBe(3n);
    expect(() => price.add(Money.zero("JPOINT"))).toThrow(/cannot combine/);
  });

  it("refuses non-integer minor units", () => {
    expect(() => Money.ofMinor("USDT", 1.5)).toThrow(RangeError);
    expect(() => Money.ofMinor("USDT", "1.5")).toThrow(RangeError);
  });
});
