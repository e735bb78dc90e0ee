import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { DepositStatus, WithdrawalStatus } from "../../../gql/graphql";

const WITHDRAWAL_COLORS: Record<WithdrawalStatus, string> = {
  REVIEW: "yellow",
  APPROVED: "blue",
  SENDING: "cyan",
  SENT: "teal",
  FAILED: "red",
};

const DEPOSIT_COLORS: Record<DepositStatus, string> = {
  PENDING: "yellow",
  CREDITED: "teal",
  REORGED: "red",
};

/** A withdrawal's state: under review, approved, sending, sent or failed. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge color={WITHDRAWAL_COLORS[status]} variant="light" data-testid="withdrawal-status">
      <FormattedMessage id={`wallet.withdrawalStatus.${status}`} />
    </Badge>
  );
}

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return (
    <Badge color={DEPOSIT_COLORS[status]} variant="light" data-testid="deposit-status">
      <FormattedMessage id={`wallet.depositStatus.${status}`} />
    </Badge>
  );
}
