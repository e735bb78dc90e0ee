import { Avatar, Badge, Group, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
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
import { Member, Mono, ReviewActions, reviewColumns } from "./ReviewCells";

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
  {
    key: "member",
    header: "staff.withdrawals.member",
    primary: true,
    cell: (item) => <Member member={item.member} />,
  },
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
  {
    key: "chain",
    header: "staff.withdrawals.chain",
    cell: (item) => (
      <Badge variant="outline" color="gray">
        {item.chain}
      </Badge>
    ),
  },
  { key: "address", header: "staff.withdrawals.address", cell: (item) => <Mono value={item.address} /> },
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
  const refetchQueries = ["CardWithdrawalQueue"];
  const [approve, approveState] = useMutation(ApproveCardWithdrawalMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(RejectCardWithdrawalMutation, { refetchQueries });
  const [settle, settleState] = useMutation(SettleCardWithdrawalMutation, { refetchQueries });
  return (
    <ReviewActions
      item={item}
      testPrefix="staff-card"
      approve={() => approve({ variables: { id: item.id } })}
      approving={approveState.loading}
      reject={(reason) => reject({ variables: { id: item.id, reason } })}
      rejecting={rejectState.loading}
      settle={(choice) => settle({ variables: { id: item.id, ...choice } })}
      settling={settleState.loading}
    />
  );
}
