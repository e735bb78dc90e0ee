import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { PrimaryOrderState } from "../../../gql/graphql";

/** Message ids by value (explicit, so every message id can be checked). */
const PRIMARY_ORDER_STATE_MESSAGE = {
  PROCESSING: "primary.orderState.PROCESSING",
  SUCCESS: "primary.orderState.SUCCESS",
  FAIL: "primary.orderState.FAIL",
  TIMEOUT: "primary.orderState.TIMEOUT",
} as const;

export const ORDER_STATE_COLOR: Record<PrimaryOrderState, string> = {
  PROCESSING: "blue",
  SUCCESS: "teal",
  FAIL: "red",
  TIMEOUT: "orange",
};

export function OrderStateBadge({ state }: { state: PrimaryOrderState }) {
  return (
    <Badge
      variant="light"
      color={ORDER_STATE_COLOR[state]}
      data-testid="order-state-badge"
      data-state={state}
    >
      <FormattedMessage id={PRIMARY_ORDER_STATE_MESSAGE[state as keyof typeof PRIMARY_ORDER_STATE_MESSAGE]} />
    </Badge>
  );
}
