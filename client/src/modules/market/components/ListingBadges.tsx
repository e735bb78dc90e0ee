import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { BidOutcome, ListingState, ListingType } from "../../../gql/graphql";

/** Message ids by value (explicit, so every message id can be checked). */
const MARKET_TYPE_MESSAGE = {
  ALL: "market.type.ALL",
  DIRECT: "market.type.DIRECT",
  AUCTION: "market.type.AUCTION",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const MARKET_STATE_MESSAGE = {
  NOT_ON_SHELF: "market.state.NOT_ON_SHELF",
  SELLING: "market.state.SELLING",
  SOLD: "market.state.SOLD",
  CANCELLED: "market.state.CANCELLED",
  CLOSED: "market.state.CLOSED",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const MARKET_OUTCOME_MESSAGE = {
  BIDDING: "market.outcome.BIDDING",
  OUTBID: "market.outcome.OUTBID",
  WON: "market.outcome.WON",
  LOST: "market.outcome.LOST",
} as const;

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
      <FormattedMessage id={MARKET_TYPE_MESSAGE[type as keyof typeof MARKET_TYPE_MESSAGE]} />
    </Badge>
  );
}

export function ListingStateBadge({ state }: { state: ListingState }) {
  return (
    <Badge variant="dot" color={stateColor[state]} data-testid="listing-state">
      <FormattedMessage id={MARKET_STATE_MESSAGE[state as keyof typeof MARKET_STATE_MESSAGE]} />
    </Badge>
  );
}

export function BidOutcomeBadge({ outcome }: { outcome: BidOutcome }) {
  return (
    <Badge variant="light" color={outcomeColor[outcome]} data-testid="bid-outcome">
      <FormattedMessage id={MARKET_OUTCOME_MESSAGE[outcome as keyof typeof MARKET_OUTCOME_MESSAGE]} />
    </Badge>
  );
}
