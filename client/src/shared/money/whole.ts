import { useCallback } from "react";
import { useIntl } from "react-intl";

/** A whole amount from the gateway ("12345") as a BigInt; null for an empty or malformed value. */
export function toWhole(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined || !/^-?\d+$/.test(value.trim())) return null;
  return BigInt(value.trim());
}

/** Whole NT$ / Jpoint with the locale's thousands separators ("1,234"); no float touches it. */
export function useFormatWhole(): (value: string | bigint | number | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (value) => {
      const n = typeof value === "string" || value === null || value === undefined ? toWhole(value) : value;
      return n === null ? "–" : intl.formatNumber(n, { maximumFractionDigits: 0 });
    },
    [intl],
  );
}

/** Unit price × quantity as a whole amount (null when the unit price is unset). */
export function lineTotal(unit: string | null | undefined, quantity: number): bigint | null {
  const price = toWhole(unit);
  return price === null ? null : price * BigInt(Math.max(0, Math.trunc(quantity)));
}
