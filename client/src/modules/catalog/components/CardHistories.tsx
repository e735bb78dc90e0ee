import { useState } from "react";
import { Anchor, Group, Pagination, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CardDetailQuery } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { DataTable } from "../../../shared/ui/DataTable";
import { userPageUrl } from "../../accounts";
import { productUrl } from "../../market";
import { CardTradeHistoryQuery } from "../graphql/cardPage";

type Detail = CardDetailQuery["cardDetail"];

export function Empty({ id, testId }: { id: string; testId: string }) {
  return (
    <Text c="dimmed" size="sm" data-testid={testId}>
      <FormattedMessage id={id} />
    </Text>
  );
}

function Person({ user }: { user: { publicId: string; displayName: string } }) {
  const { locale } = useLocale();
  return (
    <Anchor component={Link} to={userPageUrl(locale, user.publicId)} size="sm" lineClamp={1} maw={140}>
      {user.displayName}
    </Anchor>
  );
}

/** The bid history tab: the latest bids on any auction of the card, each linking to its auction. */
export function CardBidHistory({ bids }: { bids: Detail["bids"] }) {
  const { locale } = useLocale();
  if (bids.length === 0) return <Empty id="market.bidHistory.empty" testId="card-bids-empty" />;
  return (
    <DataTable
      framed={false}
      highlightOnHover={false}
      testId="card-bids"
      rows={bids}
      rowKey={(bid) => bid.id}
      rowTestId="card-bid-row"
      columns={[
        { key: "bidder", primary: true, cell: (bid) => <Person user={bid.bidder} /> },
        {
          key: "amount",
          cell: (bid) => (
            <Anchor component={Link} to={productUrl(locale, bid.listingId)} size="sm" fw={600}>
              <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(bid.amount) }} />
            </Anchor>
          ),
        },
        {
          key: "date",
          cell: (bid) => (
            <Text span c="dimmed" size="sm">
              <FormattedDate value={bid.createdAt} dateStyle="medium" timeStyle="short" />
            </Text>
          ),
        },
      ]}
    />
  );
}

/** The trade history tab: the card's trades, newest first, 20 a page. */
export function CardTradeHistory({ cardId }: { cardId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CardTradeHistoryQuery, { variables: { cardId, page } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={120} />;
  const history = data!.cardTradeHistory;
  if (history.total === 0) return <Empty id="market.tabs.noTrades" testId="card-trades-empty" />;
  const pages = Math.ceil(history.total / history.pageSize);
  return (
    <Stack gap="sm">
      <DataTable
        framed={false}
        highlightOnHover={false}
        testId="card-trades"
        rows={history.items}
        rowKey={(trade) => trade.id}
        rowTestId="card-trade-row"
        columns={[
          {
            key: "buyer",
            header: "catalog.trades.buyer",
            primary: true,
            cell: (trade) => (
              <>
                <Person user={trade.buyer} />
                <Text size="xs" c="dimmed" fw={400} lineClamp={1} maw={140}>
                  <FormattedMessage id="catalog.trades.from" values={{ seller: trade.seller.displayName }} />
                </Text>
              </>
            ),
          },
          {
            key: "price",
            header: "catalog.trades.price",
            cell: (trade) => (
              <FormattedMessage
                id="market.trade.summary"
                values={{
                  units: trade.units,
                  price: formatUsdt(trade.unitPrice),
                  total: formatUsdt(trade.total),
                }}
              />
            ),
          },
          {
            key: "date",
            header: "catalog.trades.date",
            cell: (trade) => (
              <Text span c="dimmed" size="sm">
                <FormattedDate value={trade.createdAt} dateStyle="medium" />
              </Text>
            ),
          },
        ]}
      />
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            data-testid="card-trades-pages"
          />
        </Group>
      )}
    </Stack>
  );
}
