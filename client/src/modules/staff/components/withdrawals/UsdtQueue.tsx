import { Text } from "@mantine/core";
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
import { destinationColumns, memberColumn, QueueReview } from "./QueueColumns";
import { reviewColumns } from "./ReviewCells";

type Item = StaffUsdtWithdrawalFieldsFragment;

function Usdt({ amount }: { amount: string }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: "market.usdt" }, { amount: formatUsdt(amount) })}</>;
}

const USDT_COLUMNS: DataColumn<Item>[] = [
  memberColumn<Item>(),
  ...destinationColumns<Item>("network", "staff.withdrawals.network", (item) => item.network),
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
  return (
    <QueueReview
      item={item}
      testPrefix="staff-usdt"
      queueName="UsdtWithdrawalQueue"
      approveMutation={ApproveUsdtWithdrawalMutation}
      rejectMutation={RejectUsdtWithdrawalMutation}
      settleMutation={SettleUsdtWithdrawalMutation}
    />
  );
}
