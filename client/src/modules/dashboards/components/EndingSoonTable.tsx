import { Paper, Table, Text, Title } from "@mantine/core";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { usdt } from "./pivot";

export interface EndingAuction {
  listingId: string;
  cardId: string;
  endsAt: string;
  highestBid?: string | null;
  bidCount: number;
}

/** Open auctions ending within 24 hours (read live, not from the summary). */
export function EndingSoonTable({ auctions }: { auctions: EndingAuction[] }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="dashboard-ending-soon">
      <Title order={2} size="h5" mb="xs">
        <FormattedMessage id="dashboards.endingSoon.title" />
      </Title>
      {auctions.length === 0 ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="dashboards.endingSoon.none" />
        </Text>
      ) : (
        <Table striped fz="sm" verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="dashboards.endingSoon.listing" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="dashboards.endingSoon.endsAt" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="dashboards.endingSoon.highestBid" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="dashboards.endingSoon.bids" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {auctions.map((a) => (
              <Table.Tr key={a.listingId}>
                <Table.Td>
                  <Text size="sm">#{a.listingId}</Text>
                </Table.Td>
                <Table.Td>
                  <ZonedTime value={a.endsAt} />
                </Table.Td>
                <Table.Td>
                  {a.highestBid ? (
                    <FormattedNumber value={usdt(a.highestBid)} maximumFractionDigits={2} />
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td>{a.bidCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
