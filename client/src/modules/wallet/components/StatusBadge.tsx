import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { DepositStatus, WithdrawalStatus } from "../../../gql/graphql";

/** Message ids by value (explicit, so every message id can be checked). */
const WALLET_WITHDRAWAL_STATUS_MESSAGE = {
  REVIEW: "wallet.withdrawalStatus.REVIEW",
  APPROVED: "wallet.withdrawalStatus.APPROVED",
  SENDING: "wallet.withdrawalStatus.SENDING",
  SENT: "wallet.withdrawalStatus.SENT",
  FAILED: "wallet.withdrawalStatus.FAILED",
  CANCELLED: "wallet.withdrawalStatus.CANCELLED",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const WALLET_DEPOSIT_STATUS_MESSAGE = {
  PENDING: "wallet.depositStatus.PENDING",
  CREDITED: "wallet.depositStatus.CREDITED",
  REORGED: "wallet.depositStatus.REORGED",
} as const;

const WITHDRAWAL_COLORS: Record<WithdrawalStatus, string> = {
  REVIEW: "yellow",
  APPROVED: "blue",
  SENDING: "cyan",
  SENT: "teal",
  FAILED: "red",
  CANCELLED: "gray",
};

const DEPOSIT_COLORS: Record<DepositStatus, string> = {
  PENDING: "yellow",
  CREDITED: "teal",
  REORGED: "red",
};

/** A withdrawal's state: under review, approved, sending, sent, failed or cancelled. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge color={WITHDRAWAL_COLORS[status]} variant="light" data-testid="withdrawal-status">
      <FormattedMessage
        id={WALLET_WITHDRAWAL_STATUS_MESSAGE[status as keyof typeof WALLET_WITHDRAWAL_STATUS_MESSAGE]}
      />
    </Badge>
  );
}

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return (
    <Badge color={DEPOSIT_COLORS[status]} variant="light" data-testid="deposit-status">
      <FormattedMessage
        id={WALLET_DEPOSIT_STATUS_MESSAGE[status as keyof typeof WALLET_DEPOSIT_STATUS_MESSAGE]}
      />
    </Badge>
  );
}
