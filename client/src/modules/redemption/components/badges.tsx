import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { GiftClaimStatus, RedeemEventState } from "../graphql/types";

const STATE: Record<RedeemEventState, { id: string; color: string }> = {
  VALID: { id: "redeem.state.VALID", color: "teal" },
  NOT_STARTED: { id: "redeem.state.NOT_STARTED", color: "yellow" },
  EXPIRED: { id: "redeem.state.EXPIRED", color: "gray" },
};

const CLAIM: Record<GiftClaimStatus, { id: string; color: string }> = {
  CLAIMED: { id: "redeem.claim.CLAIMED", color: "teal" },
  UNCLAIMED: { id: "redeem.claim.UNCLAIMED", color: "orange" },
};

/** An event's window: valid, not started or expired. */
export function EventStateBadge({ state }: { state: RedeemEventState }) {
  const s = STATE[state];
  return (
    <Badge color={s.color} variant="light" data-testid="redeem-event-state">
      <FormattedMessage id={s.id} />
    </Badge>
  );
}

/** A physical gift: handed over or not yet. */
export function ClaimBadge({ status }: { status: GiftClaimStatus }) {
  const s = CLAIM[status];
  return (
    <Badge color={s.color} variant="light" data-testid="redeem-claim-status">
      <FormattedMessage id={s.id} />
    </Badge>
  );
}

/** A code: redeemed or not. */
export function CodeStatusBadge({ redeemed }: { redeemed: boolean }) {
  return (
    <Badge color={redeemed ? "blue" : "gray"} variant="light" data-testid="redeem-code-status">
      <FormattedMessage id={redeemed ? "redeem.code.REDEEMED" : "redeem.code.UNREDEEMED"} />
    </Badge>
  );
}
