import { Avatar, Group, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import type { StaffCardWithdrawalFieldsFragment } from "../../../../gql/graphql";
import { formatUsdt } from "../../../../shared/money/formatUsdt";
import {
  ApproveCardWithdrawalMutation,
  CardWithdrawalQueueQuery,
  RejectCardWithdrawalMutation,
  SettleCardWithdrawalMutation,
} from "../../graphql/staff";
import { useWithdrawalQueue } from "../../hooks/useWithdrawalQueue";
import type { DataColumn } from "../../../../shared/ui/DataTable";
import { QueueFrame } from "./QueueFrame";
import { destinationColumns, memberColumn, QueueReview } from "./QueueColumns";
import { reviewColumns } from "./ReviewCells";

type Item = StaffCardWithdrawalFieldsFragment;

function Fee({ item }: { item: Item }) {
  const intl = useIntl();
  return (
    <>
      {item.feeCurrency === "USDT"
        ? intl.formatMessage({ id: "market.usdt" }, { amount: formatUsdt(item.fee) })
        : intl.formatMessage({ id: "jpoint.amount" }, { amount: item.fee })}
    </>
  );
}

const CARD_COLUMNS: DataColumn<Item>[] = [
  memberColumn<Item>(),
  {
    key: "card",
    header: "staff.withdrawals.card",
    cell: (item) => (
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
    ),
  },
  { key: "units", header: "staff.withdrawals.units", align: "right", cell: (item) => item.units },
  ...destinationColumns<Item>("chain", "staff.withdrawals.chain", (item) => item.chain),
  {
    key: "fee",
    header: "staff.withdrawals.fee",
    align: "right",
    nowrap: true,
    cell: (item) => <Fee item={item} />,
  },
  ...reviewColumns<Item>((item) => <CardReview item={item} />),
];

export function CardQueue() {
  const frame = useWithdrawalQueue(CardWithdrawalQueueQuery, (data) => data?.cardWithdrawalQueue);
  return (
    <QueueFrame {...frame} tableTestId="staff-card-table" rowTestId="staff-card-row" columns={CARD_COLUMNS} />
  );
}

function CardReview({ item }: { item: Item }) {
  return (
    <QueueReview
      item={item}
      testPrefix="staff-card"
      queueName="CardWithdrawalQueue"
      approveMutation={ApproveCardWithdrawalMutation}
      rejectMutation={RejectCardWithdrawalMutation}
      settleMutation={SettleCardWithdrawalMutation}
    />
  );
}
