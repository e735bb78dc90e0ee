import { useState } from "react";
import { Badge, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { JpointRefundStatus } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { DataTable } from "../../../shared/ui/DataTable";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { ConfirmModal, QueryState } from "../components/console/ConsoleParts";
import { PayDueJpointRefundsMutation, StaffJpointRefundsQuery } from "../graphql/service";

/** Message ids by value (explicit, so every message id can be checked). */
const STATUS_MESSAGE = {
  REQUESTED: "staff.jpointRefunds.status.REQUESTED",
  PAID: "staff.jpointRefunds.status.PAID",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  member: "staff.jpointRefunds.col.member",
  amount: "staff.jpointRefunds.col.amount",
  bank: "staff.jpointRefunds.col.bank",
  requestedAt: "staff.jpointRefunds.col.requestedAt",
  payableOn: "staff.jpointRefunds.col.payableOn",
  status: "staff.jpointRefunds.col.status",
} as const;

/**
 * /{lang}/admin/jpoint-refunds — refunds of Jpoint after the service's end (jpointRefunds): the queue
 * with each request's pay day (the 25th of the next month) and paying every request that is due.
 */
export function StaffJpointRefundsPage() {
  return (
    <RequireStaff>
      <Refunds />
    </RequireStaff>
  );
}

function Refunds() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [status, setStatus] = useState<JpointRefundStatus>("REQUESTED");
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error, refetch } = useQuery(StaffJpointRefundsQuery, {
    variables: { status },
    fetchPolicy: "cache-and-network",
  });
  const [payDue, paying] = useMutation(PayDueJpointRefundsMutation, {
    refetchQueries: ["StaffJpointRefunds"],
  });
  const requests = data?.jpointRefundRequests ?? [];
  const pay = async () => {
    try {
      const { data: paid } = await payDue();
      snackbar.show(
        intl.formatMessage({ id: "staff.jpointRefunds.paid" }, { count: paid?.payDueJpointRefunds ?? 0 }),
        "success",
      );
    } catch (e) {
      handleError(e);
    }
    setConfirming(false);
  };
  return (
    <Stack gap="lg" data-testid="staff-jpoint-refunds">
      <StaffNav current="jpointRefunds" />
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as JpointRefundStatus)}
          data={(Object.keys(STATUS_MESSAGE) as JpointRefundStatus[]).map((value) => ({
            value,
            label: intl.formatMessage({ id: STATUS_MESSAGE[value] }),
          }))}
          data-testid="staff-jpoint-refunds-filter"
        />
        <Button color="teal" onClick={() => setConfirming(true)} data-testid="staff-jpoint-refunds-pay">
          <FormattedMessage id="staff.jpointRefunds.payDue" />
        </Button>
      </Group>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={requests.length === 0}
        empty={<FormattedMessage id="staff.jpointRefunds.empty" />}
        emptyTestId="staff-jpoint-refunds-empty"
        onRetry={() => void refetch()}
      >
        <DataTable
          testId="staff-jpoint-refunds-table"
          minWidth={820}
          rows={requests}
          rowKey={(r) => r.id}
          rowTestId="staff-jpoint-refund"
          columns={[
            {
              key: "member",
              header: COL_MESSAGE.member,
              primary: true,
              cell: (r) => (
                <>
                  <Text size="sm" fw={600}>
                    {r.userNickname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    #{r.userId}
                  </Text>
                </>
              ),
            },
            { key: "amount", header: COL_MESSAGE.amount, cell: (r) => `${r.amount} Jpoint` },
            {
              key: "bank",
              header: COL_MESSAGE.bank,
              cell: (r) => (
                <>
                  <Text size="sm">
                    {r.bankCode} {r.bankAccount}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.accountHolder}
                  </Text>
                </>
              ),
            },
            {
              key: "requestedAt",
              header: COL_MESSAGE.requestedAt,
              cell: (r) => <FormattedDate value={r.requestedAt} dateStyle="medium" />,
            },
            {
              key: "payableOn",
              header: COL_MESSAGE.payableOn,
              cell: (r) => <span data-testid="staff-jpoint-refund-payday">{r.payableOn}</span>,
            },
            {
              key: "status",
              header: COL_MESSAGE.status,
              cell: (r) => (
                <Badge color={r.status === "PAID" ? "teal" : "yellow"} variant="light">
                  <FormattedMessage id={STATUS_MESSAGE[r.status]} />
                </Badge>
              ),
            },
          ]}
        />
      </QueryState>
      <ConfirmModal
        opened={confirming}
        title={<FormattedMessage id="staff.jpointRefunds.payDue" />}
        body={<FormattedMessage id="staff.jpointRefunds.payConfirm" />}
        loading={paying.loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void pay()}
      />
    </Stack>
  );
}
