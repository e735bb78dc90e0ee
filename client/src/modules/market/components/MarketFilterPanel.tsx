import { SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { MarketChainsQuery, MarketPublishersQuery } from "../graphql/queries";
import { SORTS, type useMarketFilters } from "../hooks/useMarketFilters";
import { PriceRangeFilter } from "./PriceRangeFilter";

/** Message ids by value (explicit, so every message id can be checked). */
const MARKET_SORT_MESSAGE = {
  LISTED_NEWEST: "market.sort.LISTED_NEWEST",
  LISTED_OLDEST: "market.sort.LISTED_OLDEST",
  PRICE_LOW: "market.sort.PRICE_LOW",
  PRICE_HIGH: "market.sort.PRICE_HIGH",
  ENDING_SOON: "market.sort.ENDING_SOON",
} as const;

type Api = ReturnType<typeof useMarketFilters>;

/** Sort, type, chain, publisher and price range; the price range applies on "Apply". */
export function MarketFilterPanel({
  filters,
  update,
  onApplied,
}: Omit<Api, "variables"> & { onApplied?: () => void }) {
  const intl = useIntl();
  const { data } = useQuery(MarketChainsQuery);
  const publishers = useQuery(MarketPublishersQuery);

  return (
    <Stack gap="md" data-testid="market-filters">
      <Select
        label={intl.formatMessage({ id: "market.filter.sort" })}
        data-testid="filter-sort"
        value={filters.sort}
        allowDeselect={false}
        data={SORTS.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: MARKET_SORT_MESSAGE[s as keyof typeof MARKET_SORT_MESSAGE] }),
        }))}
        onChange={(value) => value && update({ sort: value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          <FormattedMessage id="market.filter.type" />
        </Text>
        <SegmentedControl
          fullWidth
          data-testid="filter-type"
          value={filters.type ?? "ALL"}
          data={[
            { value: "ALL", label: intl.formatMessage({ id: "market.type.ALL" }) },
            { value: "DIRECT", label: intl.formatMessage({ id: "market.type.DIRECT" }) },
            { value: "AUCTION", label: intl.formatMessage({ id: "market.type.AUCTION" }) },
          ]}
          onChange={(value) => update({ type: value === "ALL" ? null : value })}
        />
      </Stack>
      <Select
        label={intl.formatMessage({ id: "market.filter.chain" })}
        placeholder={intl.formatMessage({ id: "market.filter.allChains" })}
        data-testid="filter-chain"
        clearable
        value={filters.chain}
        data={(data?.chains ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(value) => update({ chain: value })}
      />
      <Select
        label={intl.formatMessage({ id: "market.filter.publisher" })}
        placeholder={intl.formatMessage({ id: "market.filter.allPublishers" })}
        data-testid="filter-publisher"
        clearable
        searchable
        value={filters.publisher}
        data={(publishers.data?.publishers ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(value) => update({ publisher: value })}
      />
      <PriceRangeFilter
        key={`${filters.min}:${filters.max}`}
        min={filters.min}
        max={filters.max}
        onApply={(min, max) => {
          update({ min, max });
          onApplied?.();
        }}
      />
    </Stack>
  );
}
