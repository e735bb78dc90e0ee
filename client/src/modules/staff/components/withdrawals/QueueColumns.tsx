import { Badge } from "@mantine/core";
import type { TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import type { DataColumn } from "../../../../shared/ui/DataTable";
import { Member, Mono, ReviewActions, type ReviewItem } from "./ReviewCells";

interface QueueItem {
  member?: { id: string; email: string; nickname: string } | null;
  address: string;
}

/** The member column every withdrawal queue opens with. */
export function memberColumn<T extends QueueItem>(): DataColumn<T> {
  return {
    key: "member",
    header: "staff.withdrawals.member",
    primary: true,
    cell: (item) => <Member member={item.member} />,
  };
}

/** The chain (or network) badge and the destination address columns. */
export function destinationColumns<T extends QueueItem>(
  key: string,
  header: string,
  chainOf: (item: T) => string,
): DataColumn<T>[] {
  return [
    {
      key,
      header,
      cell: (item) => (
        <Badge variant="outline" color="gray">
          {chainOf(item)}
        </Badge>
      ),
    },
    { key: "address", header: "staff.withdrawals.address", cell: (item) => <Mono value={item.address} /> },
  ];
}

type SettleVariables = { id: string; txHash?: string | null; confirmNotSent?: boolean | null };

/**
 * A queue row's approve / reject / settle actions, each mutation refetching the queue (`queueName`).
 */
export function QueueReview<A, R, S>({
  item,
  testPrefix,
  queueName,
  approveMutation,
  rejectMutation,
  settleMutation,
}: {
  item: ReviewItem & { id: string };
  testPrefix: string;
  queueName: string;
  approveMutation: TypedDocumentNode<A, { id: string }>;
  rejectMutation: TypedDocumentNode<R, { id: string; reason: string }>;
  settleMutation: TypedDocumentNode<S, SettleVariables>;
}) {
  const refetchQueries = [queueName];
  const [approve, approveState] = useMutation(approveMutation, { refetchQueries });
  const [reject, rejectState] = useMutation(rejectMutation, { refetchQueries });
  const [settle, settleState] = useMutation(settleMutation, { refetchQueries });
  return (
    <ReviewActions
      item={item}
      testPrefix={testPrefix}
      approve={() => approve({ variables: { id: item.id } })}
      approving={approveState.loading}
      reject={(reason) => reject({ variables: { id: item.id, reason } })}
      rejecting={rejectState.loading}
      settle={(choice) => settle({ variables: { id: item.id, ...choice } })}
      settling={settleState.loading}
    />
  );
}
