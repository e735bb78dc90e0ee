import { describe, expect, it } from "vitest";
import { isoToTaipeiLocal, taipeiLocalToIso } from "./taipeiTime";

describe("GMT+8 schedule times", () => {
  it("reads a datetime-local value as Taipei time", () => {
    expect(taipeiLocalToIso("2026-12-01T09:30")).toBe("2026-12-01T01:30:00.000Z");
    expect(taipeiLocalToIso("2026-12-01T03:00")).toBe("2026-11-30T19:00:00.000Z");
    expect(taipeiLocalToIso("2026-12-01")).toBeUndefined();
  });
  it("shows an instant as Taipei time", () => {
    expect(isoToTaipeiLocal("2026-11-30T19:00:00.000Z")).toBe("2026-12-01T03:00");
  });
});
