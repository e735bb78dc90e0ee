import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { splitDuration } from "../../../shared/hooks/useTimeLeft";
import type { SaleStatus } from "../hooks/useSaleStatus";

/** Message ids by value (explicit, so every message id can be checked). */
const PRIMARY_STATUS_MESSAGE = {
  UPCOMING: "primary.status.UPCOMING",
  EARLY_BIRD: "primary.status.EARLY_BIRD",
  ON_SALE: "primary.status.ON_SALE",
  ENDED: "primary.status.ENDED",
  SOLD_OUT: "primary.status.SOLD_OUT",
  UNAVAILABLE: "primary.status.UNAVAILABLE",
} as const;

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
        <FormattedMessage id={PRIMARY_STATUS_MESSAGE[status as keyof typeof PRIMARY_STATUS_MESSAGE]} />
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
