import { useState } from "react";
import { Button, Group, NumberInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";

/**
 * The min/max price inputs, applied together on "Apply". They hold a draft of the URL's range; the
 * filter panel re-creates them (a `key` made of the URL's values) whenever that range changes from
 * outside — the back button, a link without a range — so they never show a stale one.
 */
export function PriceRangeFilter({
  min,
  max,
  onApply,
}: {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}) {
  const intl = useIntl();
  const [draftMin, setDraftMin] = useState<string | number>(min);
  const [draftMax, setDraftMax] = useState<string | number>(max);
  return (
    <>
      <Group grow gap="xs" align="flex-end">
        <NumberInput
          label={intl.formatMessage({ id: "market.filter.minPrice" })}
          data-testid="filter-min"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={draftMin}
          onChange={setDraftMin}
        />
        <NumberInput
          label={intl.formatMessage({ id: "market.filter.maxPrice" })}
          data-testid="filter-max"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={draftMax}
          onChange={setDraftMax}
        />
      </Group>
      <Button data-testid="filter-apply" onClick={() => onApply(String(draftMin), String(draftMax))}>
        <FormattedMessage id="market.filter.apply" />
      </Button>
    </>
  );
}
