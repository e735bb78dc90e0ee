import { describe, expect, it } from "vitest";
import { formatGmt8, SITE_TIME_ZONE } from "./gmt8";

describe("formatGmt8", () => {
  it("writes a moment as Taipei's wall clock with the zone, whatever the browser's zone", () => {
    expect(formatGmt8("2026-11-25T06:00:00Z")).toBe("2026-11-25 14:00 GMT+8");
    expect(formatGmt8(new Date("2026-12-31T16:30:00Z"))).toBe("2027-01-01 00:30 GMT+8");
    expect(formatGmt8(Date.UTC(2026, 0, 1, 15, 59))).toBe("2026-01-01 23:59 GMT+8");
  });

  it("answers nothing for a value that is not a time", () => {
    expect(formatGmt8("not a date")).toBe("");
  });

  it("names the zone react-intl formats in", () => {
    expect(SITE_TIME_ZONE).toBe("Asia/Taipei");
  });
});
