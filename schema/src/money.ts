/**
 * Money as integer minor units. No float ever touches an amount: values are bigint inside the
 * process, strings on the wire (GraphQL) and BIGINT in MySQL (read back as strings).
 */
export const CURRENCIES = {
  /** USDT in micro-units (6 decimals). */
  USDT: { decimals: 6 },
  /** Jpoint: whole points, 1 point = NT$1. */
  JPOINT: { decimals: 0 },
  /** Jpower: whole reward points. */
  JPOWER: { decimals: 0 },
  /** New Taiwan dollars, whole. */
  TWD: { decimals: 0 },
} as const;

export type Currency = keyof typeof CURRENCIES;

export class Money {
  private constructor(
    readonly currency: Currency,
    readonly minor: bigint,
  ) {}

  static ofMinor(currency: Currency, minor: bigint | number | string): Money {
    if (typeof minor === "number" && !Number.isSafeInteger(minor)) {
      throw new RangeError(`minor units must be a safe integer, got ${minor}`);
    }
    if (typeof minor === "string" && !/^-?\d+$/.test(minor)) {
      throw new RangeError(`minor units must be an integer string, got "${minor}"`);
    }
    return new Money(currency, BigInt(minor));
  }

  /** Parses a decimal string such as "12.5" (never a float) into minor units; rejects excess precision. */
  static parse(currency: Currency, text: string): Money {
    const decimals = CURRENCIES[currency].decimals;
    const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
    if (!match) throw new RangeError(`not a decimal amount: "${text}"`);
    const [, sign, whole, fraction = ""] = match;
    if (fraction.length > decimals) {
      throw new RangeError(`${currency} allows at most ${decimals} decimals: "${text}"`);
    }
    const minor = BigInt(whole + fraction.padEnd(decimals, "0"));
    return new Money(currency, sign ? -minor : minor);
  }

  static zero(currency: Currency): Money {
    return new Money(currency, 0n);
  }

  add(other: Money): Money {
    this.assertSame(other);
    return new Money(this.currency, this.minor + other.minor);
  }

  subtract(other: Money): Money {
    this.assertSame(other);
    return new Money(this.currency, this.minor - other.minor);
  }

  /** Multiplies by a rational number num/den and rounds half up (used for percentage fees). */
  multiplyRatio(num: bigint, den: bigint): Money {
    if (den <= 0n) throw new RangeError("denominator must be positive");
    const product = this.minor * num;
    const rounded = (product * 2n + den) / (2n * den);
    return new Money(this.currency, rounded);
  }

  compare(other: Money): -1 | 0 | 1 {
    this.assertSame(other);
    return this.minor < other.minor ? -1 : this.minor > other.minor ? 1 : 0;
  }

  isNegative(): boolean {
    return this.minor < 0n;
  }

  /** Decimal string with the currency's full precision trimmed of trailing zeros: "12.5", "3". */
  toDecimal(): string {
    const decimals = CURRENCIES[this.currency].decimals;
    const negative = this.minor < 0n;
    const digits = (negative ? -this.minor : this.minor).toString().padStart(decimals + 1, "0");
    const whole = digits.slice(0, digits.length - decimals);
    const fraction = decimals ? digits.slice(digits.length - decimals).replace(/0+$/, "") : "";
    return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
  }

  toString(): string {
    return `${this.toDecimal()} ${this.currency}`;
  }

  private assertSame(other: Money): void {
    if (other.currency !== this.currency) {
      throw new TypeError(`cannot combine ${this.currency} with ${other.currency}`);
    }
  }
}
