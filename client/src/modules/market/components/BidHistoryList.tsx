import { Skeleton, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { BidHistoryQuery } from "../graphql/queries";

export function BidHistoryList({ listingId }: { listingId: string }) {
  const { data, loading, error, refetch } = useQuery(BidHistoryQuery, { variables: { listingId } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={80} />;
  const bids = data?.bidHistory ?? [];
  if (bids.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="bid-history-empty">
        <FormattedMessage id="market.bidHistory.empty" />
      </Text>
    );
  }
  return (
    <Table data-testid="bid-history">
      <Table.Tbody>
        {bids.map((bid) => (
          <Table.Tr key={bid.id} data-testid="bid-row">
            <Table.Td>{bid.bidder.displayName}</Table.Td>
            <Table.Td fw={600}>
              <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(bid.amount) }} />
            </Table.Td>
            <Table.Td c="dimmed">
              <FormattedDate value={bid.createdAt} dateStyle="medium" timeStyle="short" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
