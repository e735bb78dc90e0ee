import speakeasy from "speakeasy";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../src/app-deps.js";
import { SecretBox } from "../../src/domains/accounts/services/secret-box.js";
import {
  base32Encode,
  codeAt,
  generateSecret,
  otpauthUrl,
  stepAt,
  verifyStep,
} from "../../src/domains/accounts/services/totp.js";
import {
  newResetKey,
  newStepOf,
  resetKeyHash,
  resetKeyMatches,
} from "../../src/domains/accounts/services/two-factor-state.service.js";
import { sha256Hex } from "../../src/shared/crypto.js";

/** RFC 6238 appendix B: the SHA-1 secret is the ASCII string "12345678901234567890", codes have 8 digits. */
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];
const STEP_MS = 30_000;

describe("base32", () => {
  it("encodes the RFC 4648 vectors (without padding) and the RFC 6238 secret", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });
});

describe("TOTP (RFC 6238 SHA-1 vectors through speakeasy)", () => {
  it.each(RFC_VECTORS)("T=%i gives %s", (seconds, code) => {
    expect(codeAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it.each(RFC_VECTORS)("T=%i: %s verifies as its own time step", (seconds, code) => {
    expect(verifyStep(RFC_SECRET, code, seconds * 1000, 8)).toBe(Math.floor(seconds / 30));
  });

  it("accepts a code one step either side of now, and no further", () => {
    const secret = generateSecret();
    const step = stepAt(Date.now());
    const code = codeAt(secret, step * STEP_MS);
    expect(verifyStep(secret, code, step * STEP_MS)).toBe(step);
    expect(verifyStep(secret, code, (step + 1) * STEP_MS + 29_999)).toBe(step); // typed late
    expect(verifyStep(secret, code, (step - 1) * STEP_MS)).toBe(step); // phone clock ahead
    // Two steps away is refused (unless a code in that window happens to have the same digits: 1 in 10^6).
    const collides = (at: number) => [-1, 0, 1].some((d) => codeAt(secret, (at + d) * STEP_MS) === code);
    for (const at of [step + 2, step - 2]) {
      if (!collides(at)) expect(verifyStep(secret, code, at * STEP_MS)).toBeNull();
    }
  });

  it("refuses a wrong code and a code of another secret", () => {
    const secret = generateSecret();
    const now = Date.now();
    const mine = new Set([-1, 0, 1].map((d) => codeAt(secret, now + d * STEP_MS)));
    const wrong = ["000000", "123456", "999999", codeAt(generateSecret(), now)].find((c) => !mine.has(c))!;
    expect(verifyStep(secret, wrong, now)).toBeNull();
  });

  it("refuses anything but exact digits, which speakeasy alone would compare as integers", () => {
    const seconds = 1111111109; // code 07081804: a leading zero
    const t = seconds * 1000;
    // What the guard is for: speakeasy on its own accepts the space-padded integer.
    expect(
      speakeasy.totp.verifyDelta({
        secret: RFC_SECRET,
        encoding: "base32",
        digits: 8,
        token: " 7081804",
        time: seconds,
      }),
    ).toEqual({ delta: 0 });
    expect(verifyStep(RFC_SECRET, " 7081804", t, 8)).toBeNull();
    expect(verifyStep(RFC_SECRET, "7081804 ", t, 8)).toBeNull();
    expect(verifyStep(RFC_SECRET, "7081804", t, 8)).toBeNull();
    expect(verifyStep(RFC_SECRET, "+7081804", t, 8)).toBeNull();
    expect(verifyStep(RFC_SECRET, "070818041", t, 8)).toBeNull();
    expect(verifyStep(RFC_SECRET, "", t, 8)).toBeNull();
  });
});

describe("secrets and otpauth URLs", () => {
  it("draws 160-bit base32 secrets", () => {
    const secrets = new Set(Array.from({ length: 50 }, generateSecret));
    expect(secrets.size).toBe(50);
    for (const s of secrets) expect(s).toMatch(/^[A-Z2-7]{32}$/);
  });

  it("builds an otpauth URL with issuer Vitrine and the e-mail as label", () => {
    const secret = generateSecret();
    const url = new URL(otpauthUrl(secret, "ann+2fa@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Vitrine:ann+2fa@example.com");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Vitrine");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
  });
});

describe("accepted once (the step check the services make before their conditional update)", () => {
  const deps = { config: { SESSION_SECRET: "unit-test-session-secret-0123456789abcdef" } } as AppDeps;
  const box = new SecretBox(deps.config.SESSION_SECRET);

  it("accepts a step only after the last accepted one", () => {
    const secret = generateSecret();
    const sealed = box.seal(secret);
    const now = Date.now();
    const step = stepAt(now);
    const code = codeAt(secret, now);
    expect(newStepOf(deps, sealed, code, null, now)).toBe(step);
    expect(newStepOf(deps, sealed, code, String(step - 1), now)).toBe(step);
    // The same code again: its step is no longer new.
    expect(newStepOf(deps, sealed, code, String(step), now)).toBeNull();
    // An older code still inside the window, after a newer one was used: refused as well.
    const previous = codeAt(secret, now - STEP_MS);
    if (previous !== code) expect(newStepOf(deps, sealed, previous, String(step), now)).toBeNull();
    // The next code is new.
    expect(newStepOf(deps, sealed, codeAt(secret, now + STEP_MS), String(step), now)).toBe(step + 1);
  });
});

describe("reset keys", () => {
  it("are 4 groups of 4 readable characters, distinct, matched by hash whatever the spacing or case", () => {
    const keys = new Set(Array.from({ length: 50 }, newResetKey));
    expect(keys.size).toBe(50);
    const key = [...keys][0]!;
    expect(key).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const hash = resetKeyHash(key);
    expect(hash).toBe(sha256Hex(key.replace(/-/g, "")));
    for (const typed of [key, key.toLowerCase(), key.replace(/-/g, ""), key.replace(/-/g, " "), ` ${key} `]) {
      expect(resetKeyMatches({ totpResetKeyHash: hash }, typed)).toBe(true);
    }
    expect(resetKeyMatches({ totpResetKeyHash: hash }, newResetKey())).toBe(false);
    expect(resetKeyMatches({ totpResetKeyHash: null }, key)).toBe(false);
  });
});
