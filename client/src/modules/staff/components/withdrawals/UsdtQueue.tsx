import { Badge, Text } from "@mantine/core";
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
import type { DataColumn } from "../../../../shared/ui/DataTable";
import { QueueFrame } from "./QueueFrame";
import { Member, Mono, ReviewActions, reviewColumns } from "./ReviewCells";

type Item = StaffUsdtWithdrawalFieldsFragment;

function Usdt({ amount }: { amount: string }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: "market.usdt" }, { amount: formatUsdt(amount) })}</>;
}

const USDT_COLUMNS: DataColumn<Item>[] = [
  {
    key: "member",
    header: "staff.withdrawals.member",
    primary: true,
    cell: (item) => <Member member={item.member} />,
  },
  {
    key: "network",
    header: "staff.withdrawals.network",
    cell: (item) => (
      <Badge variant="outline" color="gray">
        {item.network}
      </Badge>
    ),
  },
  { key: "address", header: "staff.withdrawals.address", cell: (item) => <Mono value={item.address} /> },
  {
    key: "amount",
    header: "staff.withdrawals.amount",
    align: "right",
    nowrap: true,
    cell: (item) => (
      <Text span fw={600} size="sm">
        <Usdt amount={item.amount} />
      </Text>
    ),
  },
  {
    key: "fee",
    header: "staff.withdrawals.fee",
    align: "right",
    nowrap: true,
    cell: (item) => <Usdt amount={item.fee} />,
  },
  ...reviewColumns<Item>((item) => <UsdtReview item={item} />),
];

export function UsdtQueue() {
  const frame = useWithdrawalQueue(UsdtWithdrawalQueueQuery, (data) => data?.usdtWithdrawalQueue);
  return (
    <QueueFrame {...frame} tableTestId="staff-usdt-table" rowTestId="staff-usdt-row" columns={USDT_COLUMNS} />
  );
}

function UsdtReview({ item }: { item: Item }) {
  const refetchQueries = ["UsdtWithdrawalQueue"];
  const [approve, approveState] = useMutation(ApproveUsdtWithdrawalMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(RejectUsdtWithdrawalMutation, { refetchQueries });
  const [settle, settleState] = useMutation(SettleUsdtWithdrawalMutation, { refetchQueries });
  return (
    <ReviewActions
      item={item}
      testPrefix="staff-usdt"
      approve={() => approve({ variables: { id: item.id } })}
      approving={approveState.loading}
      reject={(reason) => reject({ variables: { id: item.id, reason } })}
      rejecting={rejectState.loading}
      settle={(choice) => settle({ variables: { id: item.id, ...choice } })}
      settling={settleState.loading}
    />
  );
}
