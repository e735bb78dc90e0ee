import { useState, type ReactNode } from "react";
import { Button, Group, Popover, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconReceipt, IconX } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { WithdrawalStatus } from "../../../../gql/graphql";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import type { DataColumn } from "../../../../shared/ui/DataTable";
import { ReasonModal } from "../ReasonModal";
import { SettleModal, type SettleChoice } from "../SettleModal";
import { StatusBadge } from "./QueueFrame";

/** A long address or hash, shortened, the whole value in a tooltip and selectable. */
export function Mono({ value }: { value: string }) {
  const short = value.length > 18 ? `${value.slice(0, 10)}…${value.slice(-6)}` : value;
  return (
    <Tooltip label={value} withinPortal>
      <Text size="xs" ff="monospace" style={{ cursor: "help" }} title={value}>
        {short}
      </Text>
    </Tooltip>
  );
}

export function Member({ member }: { member?: { id: string; email: string; nickname: string } | null }) {
  if (!member) return <Text size="sm">—</Text>;
  return (
    <div>
      <Text size="sm" fw={600}>
        {member.nickname}
      </Text>
      <Text size="xs" c="dimmed">
        {member.email}
      </Text>
    </div>
  );
}

/** The outcome column: the hash once sent, the reason once failed. */
function Outcome({ txHash, failureReason }: { txHash?: string | null; failureReason?: string | null }) {
  if (txHash) return <Mono value={txHash} />;
  if (failureReason)
    return (
      <Text size="xs" c="red.4">
        {failureReason}
      </Text>
    );
  return <Text size="xs">—</Text>;
}

function Actions({
  loading,
  onApprove,
  onReject,
  testPrefix,
}: {
  loading: boolean;
  onApprove: () => void;
  onReject: () => void;
  testPrefix: string;
}) {
  // Approving sends funds on chain from the hot wallet: it asks once more before it goes.
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Popover opened={confirming} onChange={setConfirming} position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={14} />}
            loading={loading}
            onClick={() => setConfirming((open) => !open)}
            data-testid={`${testPrefix}-approve`}
          >
            <FormattedMessage id="staff.withdrawals.approve" />
          </Button>
        </Popover.Target>
        <Popover.Dropdown maw={260}>
          <Text size="sm" mb="xs">
            <FormattedMessage id="staff.withdrawals.approveConfirm" />
          </Text>
          <Group gap={6} justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              <FormattedMessage id="staff.withdrawals.approveCancel" />
            </Button>
            <Button
              size="xs"
              color="teal"
              onClick={() => {
                setConfirming(false);
                onApprove();
              }}
              data-testid={`${testPrefix}-approve-confirm`}
            >
              <FormattedMessage id="staff.withdrawals.approveSend" />
            </Button>
          </Group>
        </Popover.Dropdown>
      </Popover>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} />}
        disabled={loading}
        onClick={onReject}
        data-testid={`${testPrefix}-reject`}
      >
        <FormattedMessage id="staff.withdrawals.reject" />
      </Button>
    </Group>
  );
}

/** The field a refusal (400) names, e.g. `txHash`, from the GraphQL error's data. */
function refusedField(error: unknown): string | undefined {
  const errors = (error as { errors?: readonly { extensions?: { data?: { field?: unknown } } }[] } | null)
    ?.errors;
  const field = errors?.[0]?.extensions?.data?.field;
  return typeof field === "string" ? field : undefined;
}

/** What every queue's row has for review: when it was asked, its status and its outcome. */
export interface ReviewItem {
  status: WithdrawalStatus;
  createdAt: string;
  txHash?: string | null;
  failureReason?: string | null;
}

/**
 * The columns every queue ends with: when it was asked, its status, its outcome, and the buttons
 * (`actions` renders them for a row, usually a ReviewActions holding the row's mutations).
 */
export function reviewColumns<T extends ReviewItem>(actions: (item: T) => ReactNode): DataColumn<T>[] {
  return [
    {
      key: "created",
      header: "staff.withdrawals.created",
      cell: (item) => (
        <Text size="xs">
          <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />
        </Text>
      ),
    },
    {
      key: "status",
      header: "staff.withdrawals.statusColumn",
      width: 130,
      cell: (item) => <StatusBadge status={item.status} />,
    },
    {
      key: "outcome",
      header: "staff.withdrawals.outcome",
      cell: (item) => <Outcome txHash={item.txHash} failureReason={item.failureReason} />,
    },
    { key: "actions", actions: true, cell: actions },
  ];
}

/**
 * A row's buttons: for one under review approve and reject (rejecting asks for the reason the
 * member will see); one stuck in SENDING (unclear send) has a settle button that opens the settle
 * dialog.
 */
export function ReviewActions({
  item,
  testPrefix,
  approve,
  approving,
  reject,
  rejecting,
  settle,
  settling,
}: {
  item: ReviewItem;
  testPrefix: string;
  approve: () => Promise<unknown>;
  approving: boolean;
  reject: (reason: string) => Promise<unknown>;
  rejecting: boolean;
  settle: (choice: SettleChoice) => Promise<unknown>;
  settling: boolean;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [asking, setAsking] = useState(false);
  const [settlingOpen, setSettlingOpen] = useState(false);
  const settleWith = async (choice: SettleChoice): Promise<boolean | "hash"> => {
    try {
      await settle(choice);
      snackbar.show(intl.formatMessage({ id: "staff.withdrawals.settled" }), "success");
      return true;
    } catch (error) {
      // A hash the gateway could not match on chain is shown under the field, not as a snackbar.
      if (refusedField(error) === "txHash") return "hash";
      handleError(error);
      return false;
    }
  };
  const review = async (run: () => Promise<unknown>, approved: boolean): Promise<boolean> => {
    try {
      await run();
      snackbar.show(
        intl.formatMessage({ id: approved ? "staff.withdrawals.approved" : "staff.withdrawals.rejected" }),
        "success",
      );
      return true;
    } catch (error) {
      handleError(error);
      return false;
    }
  };
  return (
    <>
      {item.status === "REVIEW" ? (
        <Actions
          testPrefix={testPrefix}
          loading={approving || rejecting}
          onApprove={() => void review(approve, true)}
          onReject={() => setAsking(true)}
        />
      ) : null}
      {item.status === "SENDING" ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconReceipt size={14} />}
            onClick={() => setSettlingOpen(true)}
            data-testid={`${testPrefix}-settle`}
          >
            <FormattedMessage id="staff.withdrawals.settle" />
          </Button>
        </Group>
      ) : null}
      <SettleModal
        opened={settlingOpen}
        loading={settling}
        onClose={() => setSettlingOpen(false)}
        onSettle={settleWith}
      />
      <ReasonModal
        opened={asking}
        title={intl.formatMessage({ id: "staff.withdrawals.rejectTitle" })}
        description={intl.formatMessage({ id: "staff.withdrawals.rejectHint" })}
        confirmLabel={intl.formatMessage({ id: "staff.withdrawals.reject" })}
        loading={rejecting}
        onClose={() => setAsking(false)}
        onConfirm={(reason) =>
          void review(() => reject(reason), false).then((done) => done && setAsking(false))
        }
      />
    </>
  );
}
