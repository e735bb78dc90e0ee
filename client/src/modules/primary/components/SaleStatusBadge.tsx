import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { splitDuration } from "../../../shared/hooks/useTimeLeft";
import type { SaleStatus } from "../hooks/useSaleStatus";

const color: Record<SaleStatus, string> = {
  UPCOMING: "blue",
  EARLY_BIRD: "yellow",
  ON_SALE: "teal",
  ENDED: "gray",
  SOLD_OUT: "red",
  UNAVAILABLE: "gray",
};

/** "Early bird" / "On sale" / "Sold out"…; before the early-bird hour, the countdown to release. */
export function SaleStatusBadge({ status, toRelease }: { status: SaleStatus; toRelease: number }) {
  return (
    <Badge variant="light" color={color[status]} data-testid="sale-status" data-status={status}>
      {status === "UPCOMING" ? (
        <FormattedMessage id="primary.status.countdown" values={splitDuration(toRelease)} />
      ) : (
        <FormattedMessage id={`primary.status.${status}`} />
      )}
    </Badge>
  );
}

/** The countdown text alone ("1d 02h 03m 04s"). */
export function Countdown({ ms, testId }: { ms: number; testId?: string }) {
  return (
    <span data-testid={testId}>
      <FormattedMessage id="primary.countdown" values={splitDuration(ms)} />
    </span>
  );
}
