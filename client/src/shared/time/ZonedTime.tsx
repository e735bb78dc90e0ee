import { FormattedDate } from "react-intl";
import { SITE_TIME_ZONE, SITE_ZONE_LABEL } from "./gmt8";

/**
 * A date and time in the page's language, in GMT+8, with the zone stated ("Nov 25, 2026, 2:00 PM
 * GMT+8"), for the times that matter: auction ends, payment deadlines, withdrawals.
 */
export function ZonedTime({
  value,
  dateStyle = "medium",
  timeStyle = "short",
}: {
  value: Date | string | number;
  dateStyle?: "full" | "long" | "medium" | "short";
  timeStyle?: "full" | "long" | "medium" | "short";
}) {
  return (
    <span data-testid="zoned-time">
      <FormattedDate value={value} dateStyle={dateStyle} timeStyle={timeStyle} timeZone={SITE_TIME_ZONE} />{" "}
      {SITE_ZONE_LABEL}
    </span>
  );
}
