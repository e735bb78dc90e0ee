import { describe, expect, it } from "vitest";
import {
  checkCharacter,
  CROCKFORD,
  generateCode,
  isValidGeneratedCode,
  normaliseCode,
  printedCode,
} from "../../../src/domains/redemption/services/code-format.js";

describe("redeem codes", () => {
  it("generated codes are 13 Crockford characters whose check character validates", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
      expect(isValidGeneratedCode(code)).toBe(true);
      expect(isValidGeneratedCode(normaliseCode(printedCode(code).toLowerCase()))).toBe(true);
      seen.add(code);
    }
    expect(seen.size).toBe(2000);
  });

  it("every one-character typo is caught by the check character", () => {
    for (let n = 0; n < 50; n++) {
      const code = generateCode();
      for (let pos = 0; pos < code.length; pos++) {
        for (const ch of CROCKFORD) {
          if (ch === code[pos]) continue;
          const typo = code.slice(0, pos) + ch + code.slice(pos + 1);
          expect(isValidGeneratedCode(typo)).toBe(false);
        }
      }
    }
  });

  it("most swaps of neighbours are caught too", () => {
    let caught = 0;
    let swaps = 0;
    for (let n = 0; n < 200; n++) {
      const code = generateCode();
      for (let pos = 0; pos < 12; pos++) {
        if (code[pos] === code[pos + 1]) continue;
        swaps++;
        const swapped = code.slice(0, pos) + code[pos + 1] + code[pos] + code.slice(pos + 2);
        if (!isValidGeneratedCode(swapped)) caught++;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.9);
  });

  it("input is normalised: case, spaces and dashes ignored, I/L read as 1 and O as 0", () => {
    expect(normaliseCode(" abcd-efgh ijkl-m ")).toBe("ABCDEFGH1JK1M");
    expect(normaliseCode("o0o0")).toBe("0000");
    expect(printedCode("ABCDEFGHJKMNP")).toBe("ABCD-EFGH-JKMN-P");
    expect(checkCharacter("U")).toBeUndefined();
  });
});
