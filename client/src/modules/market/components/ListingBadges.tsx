import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { BidOutcome, ListingState, ListingType } from "../../../gql/graphql";

const stateColor: Record<ListingState, string> = {
  SELLING: "teal",
  NOT_ON_SHELF: "blue",
  SOLD: "gray",
  CANCELLED: "red",
  CLOSED: "gray",
};

const outcomeColor: Record<BidOutcome, string> = {
  BIDDING: "blue",
  OUTBID: "orange",
  WON: "teal",
  LOST: "gray",
};

export function ListingTypeBadge({ type }: { type: ListingType }) {
  return (
    <Badge variant="light" color={type === "AUCTION" ? "grape" : "cyan"} data-testid="listing-type">
      <FormattedMessage id={`market.type.${type}`} />
    </Badge>
  );
}

export function ListingStateBadge({ state }: { state: ListingState }) {
  return (
    <Badge variant="dot" color={stateColor[state]} data-testid="listing-state">
      <FormattedMessage id={`market.state.${state}`} />
    </Badge>
  );
}

export function BidOutcomeBadge({ outcome }: { outcome: BidOutcome }) {
  return (
    <Badge variant="light" color={outcomeColor[outcome]} data-testid="bid-outcome">
      <FormattedMessage id={`market.outcome.${outcome}`} />
    </Badge>
  );
}
