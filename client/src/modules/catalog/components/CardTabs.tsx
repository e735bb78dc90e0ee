import { Tabs } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { CardDetailQuery } from "../../../gql/graphql";
import { CardBidHistory, CardTradeHistory, Empty } from "./CardHistories";
import { CardIntroduction } from "./CardIntroduction";
import { PriceLineChart } from "../../../shared/ui/PriceLineChart";

/** The card page's four tabs (spec §2): introduction, bid history, price history, trade history. */
export function CardTabs({ detail }: { detail: CardDetailQuery["cardDetail"] }) {
  return (
    <Tabs defaultValue="intro" keepMounted={false} data-testid="card-tabs">
      {/* One row that scrolls sideways on a phone rather than wrapping. */}
      <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
        <Tabs.Tab value="intro" data-testid="card-tab-intro" style={{ flexShrink: 0 }}>
          <FormattedMessage id="market.tabs.intro" />
        </Tabs.Tab>
        <Tabs.Tab value="bids" data-testid="card-tab-bids" style={{ flexShrink: 0 }}>
          <FormattedMessage id="market.bidHistory.title" />
        </Tabs.Tab>
        <Tabs.Tab value="prices" data-testid="card-tab-prices" style={{ flexShrink: 0 }}>
          <FormattedMessage id="market.tabs.prices" />
        </Tabs.Tab>
        <Tabs.Tab value="trades" data-testid="card-tab-trades" style={{ flexShrink: 0 }}>
          <FormattedMessage id="market.tabs.trades" />
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="intro" pt="md">
        <CardIntroduction card={detail.card} />
      </Tabs.Panel>
      <Tabs.Panel value="bids" pt="md">
        <CardBidHistory bids={detail.bids} />
      </Tabs.Panel>
      <Tabs.Panel value="prices" pt="md">
        {detail.pricePoints.length === 0 ? (
          <Empty id="market.tabs.noPrices" testId="card-prices-empty" />
        ) : (
          <PriceLineChart points={detail.pricePoints} testId="card-price-chart" />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="trades" pt="md">
        <CardTradeHistory cardId={detail.card.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
