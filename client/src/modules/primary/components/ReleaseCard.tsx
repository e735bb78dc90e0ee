import { Badge, Card, Group, Progress, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { PrimaryProductFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useSaleStatus } from "../hooks/useSaleStatus";
import { useFormatWhole } from "../../../shared/money/whole";
import { primaryProductUrl } from "../urls";
import { ProductArtwork } from "./ProductArtwork";
import { ProductPrice } from "./ProductPrice";
import { SaleStatusBadge } from "./SaleStatusBadge";

/** Message ids by value (explicit, so every message id can be checked). */
const PRIMARY_KIND_MESSAGE = {
  RELEASE: "primary.kind.RELEASE",
  PACKAGE: "primary.kind.PACKAGE",
  // Jallery (unlocks showrooms): worded by the showrooms module.
  FEATURE: "showrooms.product.kind",
} as const;

export function ProductKindBadge({ kind }: { kind: PrimaryProductFieldsFragment["kind"] }) {
  return (
    <Badge variant="outline" color={kind === "PACKAGE" ? "grape" : "cyan"} data-testid="product-kind">
      <FormattedMessage id={PRIMARY_KIND_MESSAGE[kind as keyof typeof PRIMARY_KIND_MESSAGE]} />
    </Badge>
  );
}

/**
 * One product of the releases grid: artwork, kind and sale status, prices, units left. `to` is the
 * product page's path when another site serves it under its own prefix (default: the portal's).
 */
export function ReleaseCard({ product, to }: { product: PrimaryProductFieldsFragment; to?: string }) {
  const { locale } = useLocale();
  const fmt = useFormatWhole();
  const { status, toRelease } = useSaleStatus(product);
  const soldShare = product.totalSupply > 0 ? (product.remaining / product.totalSupply) * 100 : 0;
  return (
    <Card
      withBorder
      radius="lg"
      padding="sm"
      component={Link}
      to={to ?? primaryProductUrl(locale, product.id)}
      data-testid="release-card"
      data-status={status}
      style={status === "SOLD_OUT" ? { opacity: 0.7 } : undefined}
    >
      <Card.Section>
        <ProductArtwork product={product} radius={0} lazy />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={1} title={product.name}>
          {product.name}
        </Text>
        <Group gap={6}>
          <ProductKindBadge kind={product.kind} />
          <SaleStatusBadge status={status} toRelease={toRelease} />
        </Group>
        <ProductPrice product={product} />
        <Progress value={soldShare} size="sm" color={status === "SOLD_OUT" ? "gray" : "teal"} aria-hidden />
        <Text size="xs" c="dimmed" data-testid="release-remaining">
          <FormattedMessage
            id="primary.remaining"
            values={{ remaining: fmt(product.remaining), total: fmt(product.totalSupply) }}
          />
        </Text>
      </Stack>
    </Card>
  );
}
