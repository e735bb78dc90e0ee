import type { IntlShape } from "react-intl";

type Period = "DAY" | "WEEK" | "MONTH";

const at = (day: string) => `${day}T00:00:00Z`;

/** A period's dates as its board shows them (GMT+8 calendar dates, so formatted as UTC dates). */
export function periodLabel(intl: IntlShape, period: Period, start: string, lastDay: string): string {
  const opts = { timeZone: "UTC" } as const;
  if (period === "DAY") return intl.formatDate(at(start), { ...opts, dateStyle: "medium" });
  if (period === "MONTH") return intl.formatDate(at(start), { ...opts, year: "numeric", month: "long" });
  return `${intl.formatDate(at(start), { ...opts, month: "short", day: "numeric" })} – ${intl.formatDate(
    at(lastDay),
    {
      ...opts,
      month: "short",
      day: "numeric",
    },
  )}`;
}

export const PERIOD_LABEL: Record<Period, string> = {
  DAY: "celebrities.period.DAY",
  WEEK: "celebrities.period.WEEK",
  MONTH: "celebrities.period.MONTH",
};
