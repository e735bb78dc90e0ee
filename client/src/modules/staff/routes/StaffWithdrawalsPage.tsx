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
import type { TypedDocumentNode } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCheck, IconCoin, IconX, IconCards, IconReceipt } from "@tabler/icons-react";
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
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { ReasonModal } from "../components/ReasonModal";
import { RequireStaff } from "../components/RequireStaff";
import { SettleModal, type SettleChoice } from "../components/SettleModal";
import { StaffNav } from "../components/StaffNav";
import {
  ApproveCardWithdrawalMutation,
  ApproveUsdtWithdrawalMutation,
  CardWithdrawalQueueQuery,
  RejectCardWithdrawalMutation,
  RejectUsdtWithdrawalMutation,
  SettleCardWithdrawalMutation,
  SettleUsdtWithdrawalMutation,
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

/** The field a refusal (400) names, e.g. `txHash`, from the GraphQL error's data. */
function refusedField(error: unknown): string | undefined {
  const errors = (error as { errors?: readonly { extensions?: { data?: { field?: unknown } } }[] } | null)
    ?.errors;
  const field = errors?.[0]?.extensions?.data?.field;
  return typeof field === "string" ? field : undefined;
}

/** Column headings: message id, right-aligned for amounts. */
type QueueColumn = { id: string; right?: boolean };

/** Which status a queue shows and which page of it: picking another status goes back to page 1. */
function useQueueFilter() {
  const [status, setStatus] = useState<WithdrawalStatus>("REVIEW");
  const [page, setPage] = useState(1);
  return { status, setStatus, page, setPage };
}

/** One page of a queue in the chosen status, fetched fresh; the result spreads into `QueueFrame`. */
function useQueue<TData, T>(
  query: TypedDocumentNode<TData, { status?: WithdrawalStatus | null; page?: number | null }>,
  pick: (data: TData | undefined) => { total: number; pageSize: number; items: T[] } | undefined,
) {
  const filter = useQueueFilter();
  const { data, loading, error, refetch } = useQuery(query, {
    variables: { status: filter.status, page: filter.page },
    fetchPolicy: "cache-and-network",
  });
  return { filter, queue: pick(data), error, loading, refetch: () => void refetch() };
}

/**
 * Both queues (USDT and cards) are the same frame: the status filter and total, then an error, a
 * skeleton, the empty state or the table with these columns (and a last one for the buttons),
 * then the pager. Only the query, the columns and the rows differ.
 */
function QueueFrame({
  filter: { status, setStatus, page, setPage },
  queue,
  error,
  loading,
  refetch,
  tableTestId,
  columns,
  children,
}: {
  filter: ReturnType<typeof useQueueFilter>;
  queue?: { total: number; pageSize: number; items: readonly unknown[] };
  error: unknown;
  loading: boolean;
  refetch: () => void;
  tableTestId: string;
  columns: readonly QueueColumn[];
  children: ReactNode;
}) {
  const total = queue?.total;
  const pageSize = queue?.pageSize;
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
      ) : !queue?.items.length ? (
        <EmptyState
          title={<FormattedMessage id="staff.withdrawals.empty" />}
          testId="staff-withdrawals-empty"
        />
      ) : (
        <Paper withBorder radius="lg" bg="dark.7">
          <ScrollArea>
            <Table verticalSpacing="sm" highlightOnHover miw={1000} data-testid={tableTestId}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.id} ta={c.right ? "right" : undefined}>
                      <FormattedMessage id={c.id} />
                    </Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </ScrollArea>
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

/** The columns every queue ends with (before the buttons). */
const REVIEW_COLUMNS: readonly QueueColumn[] = [
  { id: "staff.withdrawals.created" },
  { id: "staff.withdrawals.statusColumn" },
  { id: "staff.withdrawals.outcome" },
];

const USDT_COLUMNS: readonly QueueColumn[] = [
  { id: "staff.withdrawals.member" },
  { id: "staff.withdrawals.network" },
  { id: "staff.withdrawals.address" },
  { id: "staff.withdrawals.amount", right: true },
  { id: "staff.withdrawals.fee", right: true },
  ...REVIEW_COLUMNS,
];

function UsdtQueue() {
  const frame = useQueue(UsdtWithdrawalQueueQuery, (data) => data?.usdtWithdrawalQueue);
  return (
    <QueueFrame {...frame} tableTestId="staff-usdt-table" columns={USDT_COLUMNS}>
      {frame.queue?.items.map((item) => (
        <UsdtRow key={item.id} item={item} />
      ))}
    </QueueFrame>
  );
}

/**
 * The cells every row ends with: when it was asked, its status, its outcome, and for one under
 * review the approve and reject buttons (rejecting asks for the reason the member will see); one
 * stuck in SENDING (unclear send) has a settle button that opens the settle dialog.
 */
function ReviewCells({
  item,
  testPrefix,
  approve,
  approving,
  reject,
  rejecting,
  settle,
  settling,
}: {
  item: {
    status: WithdrawalStatus;
    createdAt: string;
    txHash?: string | null;
    failureReason?: string | null;
  };
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
      </Table.Td>
    </>
  );
}

function UsdtRow({ item }: { item: StaffUsdtWithdrawalFieldsFragment }) {
  const intl = useIntl();
  const refetchQueries = ["UsdtWithdrawalQueue"];
  const [approve, approveState] = useMutation(ApproveUsdtWithdrawalMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(RejectUsdtWithdrawalMutation, { refetchQueries });
  const [settle, settleState] = useMutation(SettleUsdtWithdrawalMutation, { refetchQueries });
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
      <ReviewCells
        item={item}
        testPrefix="staff-usdt"
        approve={() => approve({ variables: { id: item.id } })}
        approving={approveState.loading}
        reject={(reason) => reject({ variables: { id: item.id, reason } })}
        rejecting={rejectState.loading}
        settle={(choice) => settle({ variables: { id: item.id, ...choice } })}
        settling={settleState.loading}
      />
    </Table.Tr>
  );
}

const CARD_COLUMNS: readonly QueueColumn[] = [
  { id: "staff.withdrawals.member" },
  { id: "staff.withdrawals.card" },
  { id: "staff.withdrawals.units", right: true },
  { id: "staff.withdrawals.chain" },
  { id: "staff.withdrawals.address" },
  { id: "staff.withdrawals.fee", right: true },
  ...REVIEW_COLUMNS,
];

function CardQueue() {
  const frame = useQueue(CardWithdrawalQueueQuery, (data) => data?.cardWithdrawalQueue);
  return (
    <QueueFrame {...frame} tableTestId="staff-card-table" columns={CARD_COLUMNS}>
      {frame.queue?.items.map((item) => (
        <CardRow key={item.id} item={item} />
      ))}
    </QueueFrame>
  );
}

function CardRow({ item }: { item: StaffCardWithdrawalFieldsFragment }) {
  const intl = useIntl();
  const refetchQueries = ["CardWithdrawalQueue"];
  const [approve, approveState] = useMutation(ApproveCardWithdrawalMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(RejectCardWithdrawalMutation, { refetchQueries });
  const [settle, settleState] = useMutation(SettleCardWithdrawalMutation, { refetchQueries });
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
      <ReviewCells
        item={item}
        testPrefix="staff-card"
        approve={() => approve({ variables: { id: item.id } })}
        approving={approveState.loading}
        reject={(reason) => reject({ variables: { id: item.id, reason } })}
        rejecting={rejectState.loading}
        settle={(choice) => settle({ variables: { id: item.id, ...choice } })}
        settling={settleState.loading}
      />
    </Table.Tr>
  );
}
