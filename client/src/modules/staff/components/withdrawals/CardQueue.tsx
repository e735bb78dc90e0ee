import { Avatar, Badge, Group, Table, Text } from "@mantine/core";
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
import { QueueFrame, REVIEW_COLUMNS, type QueueColumn } from "./QueueFrame";
import { Member, Mono, ReviewCells } from "./ReviewCells";

const CARD_COLUMNS: readonly QueueColumn[] = [
  { id: "staff.withdrawals.member" },
  { id: "staff.withdrawals.card" },
  { id: "staff.withdrawals.units", right: true },
  { id: "staff.withdrawals.chain" },
  { id: "staff.withdrawals.address" },
  { id: "staff.withdrawals.fee", right: true },
  ...REVIEW_COLUMNS,
];

export function CardQueue() {
  const frame = useWithdrawalQueue(CardWithdrawalQueueQuery, (data) => data?.cardWithdrawalQueue);
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
