import { describe, expect, it } from "vitest";
import { formatUsdt } from "./formatUsdt";

describe("formatUsdt", () => {
  it.each([
    ["0", "0.00"],
    ["1234.5", "1,234.50"],
    ["1000000.123456", "1,000,000.123456"],
    ["-12.1", "-12.10"],
    ["oops", "oops"],
  ])("%s → %s", (input, expected) => {
    expect(formatUsdt(input)).toBe(expected);
  });
});
