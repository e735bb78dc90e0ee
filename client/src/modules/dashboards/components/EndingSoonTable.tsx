import { Paper, Text, Title } from "@mantine/core";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { usdt } from "./pivot";

export interface EndingAuction {
  listingId: string;
  cardId: string;
  endsAt: string;
  highestBid?: string | null;
  bidCount: number;
}

const COLUMNS: DataColumn<EndingAuction>[] = [
  {
    key: "listing",
    header: "dashboards.endingSoon.listing",
    primary: true,
    cell: (a) => <Text size="sm">#{a.listingId}</Text>,
  },
  { key: "endsAt", header: "dashboards.endingSoon.endsAt", cell: (a) => <ZonedTime value={a.endsAt} /> },
  {
    key: "highestBid",
    header: "dashboards.endingSoon.highestBid",
    cell: (a) =>
      a.highestBid ? <FormattedNumber value={usdt(a.highestBid)} maximumFractionDigits={2} /> : "—",
  },
  { key: "bids", header: "dashboards.endingSoon.bids", cell: (a) => a.bidCount },
];

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
        <DataTable
          framed={false}
          striped
          highlightOnHover={false}
          rows={auctions}
          rowKey={(a) => a.listingId}
          rowTestId="dashboard-ending-soon-row"
          columns={COLUMNS}
        />
      )}
    </Paper>
  );
}
