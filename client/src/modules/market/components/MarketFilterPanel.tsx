import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MarketChainsQuery } from "../graphql/queries";
import { SORTS, type useMarketFilters } from "../hooks/useMarketFilters";

type Api = ReturnType<typeof useMarketFilters>;

/** Sort, type, chain and price range; the price range applies on "Apply". */
export function MarketFilterPanel({
  filters,
  update,
  onApplied,
}: Omit<Api, "variables"> & { onApplied?: () => void }) {
  const intl = useIntl();
  const { data } = useQuery(MarketChainsQuery);
  const [min, setMin] = useState<string | number>(filters.min);
  const [max, setMax] = useState<string | number>(filters.max);

  return (
    <Stack gap="md" data-testid="market-filters">
      <Select
        label={intl.formatMessage({ id: "market.filter.sort" })}
        data-testid="filter-sort"
        value={filters.sort}
        allowDeselect={false}
        data={SORTS.map((s) => ({ value: s, label: intl.formatMessage({ id: `market.sort.${s}` }) }))}
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
      <Group grow gap="xs" align="flex-end">
        <NumberInput
          label={intl.formatMessage({ id: "market.filter.minPrice" })}
          data-testid="filter-min"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={min}
          onChange={setMin}
        />
        <NumberInput
          label={intl.formatMessage({ id: "market.filter.maxPrice" })}
          data-testid="filter-max"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={max}
          onChange={setMax}
        />
      </Group>
      <Button
        data-testid="filter-apply"
        onClick={() => {
          update({ min: String(min), max: String(max) });
          onApplied?.();
        }}
      >
        <FormattedMessage id="market.filter.apply" />
      </Button>
    </Stack>
  );
}
