import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { PrimaryOrderState } from "../../../gql/graphql";

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
      <FormattedMessage id={`primary.orderState.${state}`} />
    </Badge>
  );
}
