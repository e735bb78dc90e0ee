import { Group, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { PrimaryProductFieldsFragment } from "../../../gql/graphql";
import { useFormatWhole } from "../../../shared/money/whole";

type Prices = Pick<PrimaryProductFieldsFragment, "priceTwd" | "discountPriceTwd" | "priceJpoint">;

/** NT$ price (a discount shows the list price struck through) and the Jpoint price when sold for Jpoint. */
export function ProductPrice({ product, size = "md" }: { product: Prices; size?: "md" | "xl" }) {
  const fmt = useFormatWhole();
  const discounted = product.discountPriceTwd !== null && product.discountPriceTwd !== undefined;
  return (
    <Stack gap={2}>
      <Group gap="xs" align="baseline">
        <Text fw={700} fz={size} c="teal.4" data-testid="price-twd">
          <FormattedMessage
            id="primary.price.twd"
            values={{ amount: fmt(discounted ? product.discountPriceTwd : product.priceTwd) }}
          />
        </Text>
        {discounted && (
          <Text size="sm" c="dimmed" td="line-through" data-testid="price-twd-list">
            <FormattedMessage id="primary.price.twd" values={{ amount: fmt(product.priceTwd) }} />
          </Text>
        )}
      </Group>
      <Text size="sm" c={product.priceJpoint ? "yellow.4" : "dimmed"} data-testid="price-jpoint">
        {product.priceJpoint ? (
          <FormattedMessage id="primary.price.jpoint" values={{ amount: fmt(product.priceJpoint) }} />
        ) : (
          <FormattedMessage id="primary.price.noJpoint" />
        )}
      </Text>
    </Stack>
  );
}
