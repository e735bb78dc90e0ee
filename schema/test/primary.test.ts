import { describe, expect, it } from "vitest";
import {
  conversionAmountProblem,
  jpointRefundPayableOn,
  MIN_CONVERSION_EXCLUSIVE,
  taipeiDate,
} from "../src/primary.js";

describe("Jpoint refund pay day (the 25th of the month after the request, Taipei time)", () => {
  it.each([
    ["2023-03-10T04:00:00Z", "2023-04-25"], // the spec's example
    ["2023-02-23T00:00:00+08:00", "2023-03-25"],
    ["2023-01-31T12:00:00Z", "2023-02-25"], // no 31st in February: still the 25th
    ["2023-12-01T00:00:00+08:00", "2024-01-25"], // year boundary
    ["2023-12-31T15:59:59.999Z", "2024-01-25"], // 23:59:59.999 on 31 Dec in Taipei
    ["2023-12-31T16:00:00Z", "2024-02-25"], // already 1 Jan in Taipei (still 31 Dec in UTC)
    ["2023-11-30T16:00:00Z", "2024-01-25"], // 1 Dec in Taipei
    ["2023-11-30T15:59:59Z", "2023-12-25"], // 30 Nov in Taipei
    ["2024-01-25T00:00:00+08:00", "2024-02-25"], // a request on the 25th waits a month
  ])("requested %s → payable %s", (at, payable) => {
    expect(jpointRefundPayableOn(new Date(at))).toBe(payable);
  });

  it("reads today's date in Taipei", () => {
    expect(taipeiDate(new Date("2023-04-24T15:59:59Z"))).toBe("2023-04-24");
    expect(taipeiDate(new Date("2023-04-24T16:00:00Z"))).toBe("2023-04-25");
  });
});

describe("conversion amount", () => {
  it("must be over 29 and not above the balance", () => {
    expect(MIN_CONVERSION_EXCLUSIVE).toBe(29);
    expect(conversionAmountProblem(29n, 100n)).toBe("min");
    expect(conversionAmountProblem(30n, 100n)).toBeNull();
    expect(conversionAmountProblem(101n, 100n)).toBe("balance");
    expect(conversionAmountProblem(100n, 100n)).toBeNull();
    expect(conversionAmountProblem(30n, null)).toBeNull();
  });
});
