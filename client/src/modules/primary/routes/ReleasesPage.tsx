import { Anchor, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import type { ProductKind } from "../../../gql/graphql";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { cardUrl } from "../../catalog";
import { ReleaseCard } from "../components/ReleaseCard";
import { PrimaryProductsQuery } from "../graphql/queries";

/** Message ids by value (explicit, so every message id can be checked). */
const PRIMARY_KIND_MESSAGE = {
  RELEASE: "primary.kind.RELEASE",
  PACKAGE: "primary.kind.PACKAGE",
} as const;

const cols = { base: 2, sm: 3, lg: 4 };
const KINDS: ProductKind[] = ["RELEASE", "PACKAGE"];

/** /{lang}/releases: Vitrine's own releases and card packages, on sale or coming soon. */
export function ReleasesPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind") as ProductKind | null;
  const kind = kindParam && KINDS.includes(kindParam) ? kindParam : null;
  const { data, loading, error, refetch } = useQuery(PrimaryProductsQuery, { variables: { kind } });
  const products = data?.primaryProducts ?? [];

  return (
    <Stack gap="lg" data-testid="releases-page">
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="primary.releases.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="primary.releases.intro" />
        </Text>
      </Stack>
      <SegmentedControl
        w="fit-content"
        value={kind ?? "ALL"}
        data-testid="releases-kind"
        aria-label={intl.formatMessage({ id: "primary.releases.kind" })}
        data={[
          { value: "ALL", label: intl.formatMessage({ id: "primary.releases.all" }) },
          ...KINDS.map((k) => ({
            value: k,
            label: intl.formatMessage({ id: PRIMARY_KIND_MESSAGE[k as keyof typeof PRIMARY_KIND_MESSAGE] }),
          })),
        ]}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === "ALL") next.delete("kind");
            else next.set("kind", value);
            return next;
          })
        }
      />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <SimpleGrid cols={cols} data-testid="releases-loading">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : products.length > 0 ? (
        <SimpleGrid cols={cols}>
          {products.map((product) =>
            product.card ? (
              // A release sells one card: its page (facts, owners, market) is linked under the tile.
              <Stack key={product.id} gap={6}>
                <ReleaseCard product={product} />
                <Anchor
                  component={Link}
                  to={cardUrl(locale, product.card.id)}
                  size="sm"
                  ta="center"
                  data-testid="release-card-page"
                >
                  <FormattedMessage id="primary.releases.cardPage" />
                </Anchor>
              </Stack>
            ) : (
              <ReleaseCard key={product.id} product={product} />
            ),
          )}
        </SimpleGrid>
      ) : (
        <EmptyState
          testId="releases-empty"
          title={<FormattedMessage id="primary.releases.emptyTitle" />}
          description={<FormattedMessage id="primary.releases.emptyText" />}
        />
      )}
    </Stack>
  );
}
