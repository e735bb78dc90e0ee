import { randomInt } from "node:crypto";

/*
 * Redeem codes (docs/ARCHITECTURE.md, redemption): 12 Crockford base32 characters from a CSPRNG
 * (60 bits) and one check character, printed XXXX-XXXX-XXXX-C. The check character is Luhn mod 32
 * over the Crockford alphabet, so it is itself a printable code character and any one mistyped
 * character (and most swaps of neighbours) is caught before the database is asked.
 * Input is normalised: case, spaces and dashes are ignored; I and L read as 1, O as 0 (Crockford).
 */

export const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BODY_LENGTH = 12;

/** Upper case, no spaces or dashes, Crockford's look-alikes folded (I, L → 1; O → 0). */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
}

/** The Luhn mod 32 check character of a body of Crockford characters (undefined for others). */
export function checkCharacter(body: string): string | undefined {
  const n = CROCKFORD.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const value = CROCKFORD.indexOf(body[i]!);
    if (value < 0) return undefined;
    let addend = factor * value;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return CROCKFORD[(n - (sum % n)) % n];
}

/** A new code (normalised form: 13 characters). */
export function generateCode(): string {
  let body = "";
  for (let i = 0; i < BODY_LENGTH; i++) body += CROCKFORD[randomInt(CROCKFORD.length)];
  return body + checkCharacter(body)!;
}

/** True for a normalised 13-character code whose check character matches. */
export function isValidGeneratedCode(code: string): boolean {
  if (code.length !== BODY_LENGTH + 1) return false;
  return checkCharacter(code.slice(0, BODY_LENGTH)) === code[BODY_LENGTH];
}

/** The printed form: XXXX-XXXX-XXXX-C for generated codes; other (imported) codes as they are. */
export function printedCode(code: string): string {
  if (code.length !== BODY_LENGTH + 1) return code;
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}-${code.slice(12)}`;
}

/** A normalised code any source may hold: 4–32 letters and digits (imported codes included). */
export function isCodeShape(code: string): boolean {
  return /^[0-9A-Z]{4,32}$/.test(code);
}
