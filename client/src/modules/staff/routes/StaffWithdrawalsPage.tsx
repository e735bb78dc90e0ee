import { useState, type ReactNode } from "react";
import {
  Avatar,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Popover,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
} from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCheck, IconCoin, IconX, IconCards } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type {
  StaffCardWithdrawalFieldsFragment,
  StaffUsdtWithdrawalFieldsFragment,
  WithdrawalStatus,
} from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../accounts/formatUsdt";
import { ReasonModal } from "../components/ReasonModal";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import {
  ApproveCardWithdrawalMutation,
  ApproveUsdtWithdrawalMutation,
  CardWithdrawalQueueQuery,
  RejectCardWithdrawalMutation,
  RejectUsdtWithdrawalMutation,
  UsdtWithdrawalQueueQuery,
} from "../graphql/staff";

const STATUSES = [
  "REVIEW",
  "APPROVED",
  "SENDING",
  "SENT",
  "FAILED",
] as const satisfies readonly WithdrawalStatus[];
const STATUS_COLOR: Record<WithdrawalStatus, string> = {
  REVIEW: "yellow",
  APPROVED: "blue",
  SENDING: "cyan",
  SENT: "teal",
  FAILED: "red",
};

/** /{lang}/admin/withdrawals — staff approve or reject USDT and card withdrawals (spec §5). */
export function StaffWithdrawalsPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-withdrawals">
        <StaffNav current="withdrawals" />
        <Tabs defaultValue="usdt" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="usdt" leftSection={<IconCoin size={16} />} data-testid="staff-tab-usdt">
              <FormattedMessage id="staff.withdrawals.usdtTab" />
            </Tabs.Tab>
            <Tabs.Tab value="cards" leftSection={<IconCards size={16} />} data-testid="staff-tab-cards">
              <FormattedMessage id="staff.withdrawals.cardsTab" />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="usdt" pt="md">
            <UsdtQueue />
          </Tabs.Panel>
          <Tabs.Panel value="cards" pt="md">
            <CardQueue />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </RequireStaff>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: WithdrawalStatus;
  onChange: (v: WithdrawalStatus) => void;
}) {
  const intl = useIntl();
  return (
    <ScrollArea type="never">
      <SegmentedControl
        value={value}
        onChange={(v) => onChange(v as WithdrawalStatus)}
        data={STATUSES.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: `staff.withdrawals.status.${s}` }),
        }))}
        data-testid="staff-withdrawal-filter"
      />
    </ScrollArea>
  );
}

function StatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      <FormattedMessage id={`staff.withdrawals.status.${status}`} />
    </Badge>
  );
}

/** A long address or hash, shortened, the whole value in a tooltip and selectable. */
function Mono({ value }: { value: string }) {
  const short = value.length > 18 ? `${value.slice(0, 10)}…${value.slice(-6)}` : value;
  return (
    <Tooltip label={value} withinPortal>
      <Text size="xs" ff="monospace" style={{ cursor: "help" }} title={value}>
        {short}
      </Text>
    </Tooltip>
  );
}

function Member({ member }: { member?: { id: string; email: string; nickname: string } | null }) {
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

function QueueFrame({
  status,
  setStatus,
  total,
  pageSize,
  page,
  setPage,
  error,
  loading,
  refetch,
  empty,
  children,
}: {
  status: WithdrawalStatus;
  setStatus: (s: WithdrawalStatus) => void;
  total?: number;
  pageSize?: number;
  page: number;
  setPage: (p: number) => void;
  error: unknown;
  loading: boolean;
  refetch: () => void;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <StatusFilter
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        {total !== undefined ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.total" values={{ total }} />
          </Text>
        ) : null}
      </Group>
      {error && total === undefined ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : loading && total === undefined ? (
        <Skeleton height={240} radius="lg" />
      ) : empty ? (
        <EmptyState
          title={<FormattedMessage id="staff.withdrawals.empty" />}
          testId="staff-withdrawals-empty"
        />
      ) : (
        <Paper withBorder radius="lg" bg="dark.7">
          <ScrollArea>{children}</ScrollArea>
        </Paper>
      )}
      {total !== undefined && pageSize && total > pageSize ? (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(total / pageSize)}
          style={{ alignSelf: "center" }}
        />
      ) : null}
    </Stack>
  );
}

function UsdtQueue() {
  const [status, setStatus] = useState<WithdrawalStatus>("REVIEW");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(UsdtWithdrawalQueueQuery, {
    variables: { status, page },
    fetchPolicy: "cache-and-network",
  });
  const queue = data?.usdtWithdrawalQueue;
  return (
    <QueueFrame
      status={status}
      setStatus={setStatus}
      total={queue?.total}
      pageSize={queue?.pageSize}
      page={page}
      setPage={setPage}
      error={error}
      loading={loading}
      refetch={() => void refetch()}
      empty={!queue?.items.length}
    >
      <Table verticalSpacing="sm" highlightOnHover miw={1000} data-testid="staff-usdt-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.member" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.network" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.address" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="staff.withdrawals.amount" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="staff.withdrawals.fee" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.created" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.statusColumn" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.outcome" />
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queue?.items.map((item) => (
            <UsdtRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </QueueFrame>
  );
}

function useReview(approved: string, rejected: string) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  return async (run: () => Promise<unknown>, approve: boolean): Promise<boolean> => {
    try {
      await run();
      snackbar.show(intl.formatMessage({ id: approve ? approved : rejected }), "success");
      return true;
    } catch (error) {
      handleError(error);
      return false;
    }
  };
}

function UsdtRow({ item }: { item: StaffUsdtWithdrawalFieldsFragment }) {
  const intl = useIntl();
  const [rejecting, setRejecting] = useState(false);
  const review = useReview("staff.withdrawals.approved", "staff.withdrawals.rejected");
  const refetchQueries = ["UsdtWithdrawalQueue"];
  const [approve, approveState] = useMutation(ApproveUsdtWithdrawalMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(RejectUsdtWithdrawalMutation, { refetchQueries });
  const usdt = (amount: string) => intl.formatMessage({ id: "market.usdt" }, { amount: formatUsdt(amount) });
  return (
    <Table.Tr data-testid="staff-usdt-row">
      <Table.Td>
        <Member member={item.member} />
      </Table.Td>
      <Table.Td>
        <Badge variant="outline" color="gray">
          {item.network}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Mono value={item.address} />
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: "nowrap" }}>
        {usdt(item.amount)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
        {usdt(item.fee)}
      </Table.Td>
      <Table.Td>
        <Text size="xs">
          <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />
        </Text>
      </Table.Td>
      <Table.Td miw={130}>
        <StatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>
        <Outcome txHash={item.txHash} failureReason={item.failureReason} />
      </Table.Td>
      <Table.Td>
        {item.status === "REVIEW" ? (
          <Actions
            testPrefix="staff-usdt"
            loading={approveState.loading || rejectState.loading}
            onApprove={() => void review(() => approve({ variables: { id: item.id } }), true)}
            onReject={() => setRejecting(true)}
          />
        ) : null}
        <ReasonModal
          opened={rejecting}
          title={intl.formatMessage({ id: "staff.withdrawals.rejectTitle" })}
          description={intl.formatMessage({ id: "staff.withdrawals.rejectHint" })}
          confirmLabel={intl.formatMessage({ id: "staff.withdrawals.reject" })}
          loading={rejectState.loading}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) =>
            void review(() => reject({ variables: { id: item.id, reason } }), false).then(
              (done) => done && setRejecting(false),
            )
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

function CardQueue() {
  const [status, setStatus] = useState<WithdrawalStatus>("REVIEW");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CardWithdrawalQueueQuery, {
    variables: { status, page },
    fetchPolicy: "cache-and-network",
  });
  const queue = data?.cardWithdrawalQueue;
  return (
    <QueueFrame
      status={status}
      setStatus={setStatus}
      total={queue?.total}
      pageSize={queue?.pageSize}
      page={page}
      setPage={setPage}
      error={error}
      loading={loading}
      refetch={() => void refetch()}
      empty={!queue?.items.length}
    >
      <Table verticalSpacing="sm" highlightOnHover miw={1000} data-testid="staff-card-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.member" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.card" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="staff.withdrawals.units" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.chain" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.address" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="staff.withdrawals.fee" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.created" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.statusColumn" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.withdrawals.outcome" />
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queue?.items.map((item) => (
            <CardRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </QueueFrame>
  );
}

function CardRow({ item }: { item: StaffCardWithdrawalFieldsFragment }) {
  const intl = useIntl();
  const [rejecting, setRejecting] = useState(false);
  const review = useReview("staff.withdrawals.approved", "staff.withdrawals.rejected");
  const refetchQueries = ["CardWithdrawalQueue"];
  const [approve, approveState] = useMutation(ApproveCardWithdrawalMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(RejectCardWithdrawalMutation, { refetchQueries });
  const fee =
    item.feeCurrency === "USDT"
      ? intl.formatMessage({ id: "market.usdt" }, { amount: formatUsdt(item.fee) })
      : intl.formatMessage({ id: "jpoint.amount" }, { amount: item.fee });
  return (
    <Table.Tr data-testid="staff-card-row">
      <Table.Td>
        <Member member={item.member} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={item.cardImage} radius="sm" size={36} />
          <div>
            <Text size="sm" fw={600} lineClamp={1}>
              {item.cardName}
            </Text>
            <Text size="xs" c="dimmed">
              #{item.cardId}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td ta="right">{item.units}</Table.Td>
      <Table.Td>
        <Badge variant="outline" color="gray">
          {item.chain}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Mono value={item.address} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
        {fee}
      </Table.Td>
      <Table.Td>
        <Text size="xs">
          <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />
        </Text>
      </Table.Td>
      <Table.Td miw={130}>
        <StatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>
        <Outcome txHash={item.txHash} failureReason={item.failureReason} />
      </Table.Td>
      <Table.Td>
        {item.status === "REVIEW" ? (
          <Actions
            testPrefix="staff-card"
            loading={approveState.loading || rejectState.loading}
            onApprove={() => void review(() => approve({ variables: { id: item.id } }), true)}
            onReject={() => setRejecting(true)}
          />
        ) : null}
        <ReasonModal
          opened={rejecting}
          title={intl.formatMessage({ id: "staff.withdrawals.rejectTitle" })}
          description={intl.formatMessage({ id: "staff.withdrawals.rejectHint" })}
          confirmLabel={intl.formatMessage({ id: "staff.withdrawals.reject" })}
          loading={rejectState.loading}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) =>
            void review(() => reject({ variables: { id: item.id, reason } }), false).then(
              (done) => done && setRejecting(false),
            )
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}
