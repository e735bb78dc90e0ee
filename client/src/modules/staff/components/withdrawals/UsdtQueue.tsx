import { Badge, Table } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import type { StaffUsdtWithdrawalFieldsFragment } from "../../../../gql/graphql";
import { formatUsdt } from "../../../../shared/money/formatUsdt";
import {
  ApproveUsdtWithdrawalMutation,
  RejectUsdtWithdrawalMutation,
  SettleUsdtWithdrawalMutation,
  UsdtWithdrawalQueueQuery,
} from "../../graphql/staff";
import { useWithdrawalQueue } from "../../hooks/useWithdrawalQueue";
import { QueueFrame, REVIEW_COLUMNS, type QueueColumn } from "./QueueFrame";
import { Member, Mono, ReviewCells } from "./ReviewCells";

const USDT_COLUMNS: readonly QueueColumn[] = [
  { id: "staff.withdrawals.member" },
  { id: "staff.withdrawals.network" },
  { id: "staff.withdrawals.address" },
  { id: "staff.withdrawals.amount", right: true },
  { id: "staff.withdrawals.fee", right: true },
  ...REVIEW_COLUMNS,
];

export function UsdtQueue() {
  const frame = useWithdrawalQueue(UsdtWithdrawalQueueQuery, (data) => data?.usdtWithdrawalQueue);
  return (
    <QueueFrame {...frame} tableTestId="staff-usdt-table" columns={USDT_COLUMNS}>
      {frame.queue?.items.map((item) => (
        <UsdtRow key={item.id} item={item} />
      ))}
    </QueueFrame>
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
