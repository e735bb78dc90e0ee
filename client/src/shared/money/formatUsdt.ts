import { Money } from "@vitrine/schema";

/**
 * A USDT decimal string from the gateway ("1234.5") for display ("1,234.50"): parsed as Money so no
 * float touches it; two decimals at least, up to the six USDT carries.
 */
export function formatUsdt(amount: string): string {
  let decimal: string;
  try {
    decimal = Money.parse("USDT", amount).toDecimal();
  } catch {
    return amount;
  }
  const negative = decimal.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? decimal.slice(1) : decimal).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}.${fraction.padEnd(2, "0")}`;
}
