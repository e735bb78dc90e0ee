import type { ReactNode } from "react";
import { Grid, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { ERRORS } from "@vitrine/schema";
import type { PrimaryProductFieldsFragment } from "../../../gql/graphql";
import { mapError } from "../../../shared/errors/errorMapper";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { PackageOdds } from "../../packages";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ProductArtwork } from "../components/ProductArtwork";
import { ProductPrice } from "../components/ProductPrice";
import { PurchasePanel } from "../components/PurchasePanel";
import { ProductKindBadge } from "../components/ReleaseCard";
import { Countdown, SaleStatusBadge } from "../components/SaleStatusBadge";
import { PrimaryProductQuery } from "../graphql/queries";
import { useSaleStatus } from "../hooks/useSaleStatus";
import { useFormatWhole } from "../../../shared/money/whole";

/**
 * /{lang}/releases/:productId: a release or a card package, and buying it. A product that does not
 * exist answers NOT_FOUND (the gateway never answers null for it): the page shows its missing state.
 */
export function PrimaryProductPage() {
  const { productId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(PrimaryProductQuery, { variables: { id: productId } });
  // An id that is not a row id (a mistyped address) names no product either: 400 on the field id.
  const mapped = error === undefined ? undefined : mapError(error);
  const notFound =
    mapped !== undefined &&
    (mapped.code === ERRORS.NOT_FOUND.code ||
      (mapped.code === ERRORS.DATA_ERROR.code && mapped.data?.field === "id"));

  if (error && !notFound) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data && !notFound)
    return <Skeleton height={420} radius="lg" data-testid="primary-product-loading" />;
  const product = notFound ? null : data?.primaryProduct;
  if (!product) {
    return (
      <EmptyState
        testId="primary-product-missing"
        title={<FormattedMessage id="primary.product.missingTitle" />}
        description={<FormattedMessage id="primary.product.missingText" />}
      />
    );
  }
  return <ProductView product={product} />;
}

function ProductView({ product }: { product: PrimaryProductFieldsFragment }) {
  const fmt = useFormatWhole();
  const { status, toRelease } = useSaleStatus(product);
  const facts: { id: string; value: ReactNode; testId: string }[] = [
    {
      id: "primary.product.releaseAt",
      value: <FormattedDate value={product.releaseAt} dateStyle="medium" timeStyle="short" />,
      testId: "product-release-at",
    },
    {
      id: "primary.product.earlyBirdAt",
      value: <FormattedDate value={product.earlyBirdAt} dateStyle="medium" timeStyle="short" />,
      testId: "product-early-bird-at",
    },
  ];
  if (product.saleEndsAt) {
    facts.push({
      id: "primary.product.saleEndsAt",
      value: <FormattedDate value={product.saleEndsAt} dateStyle="medium" timeStyle="short" />,
      testId: "product-sale-ends-at",
    });
  }
  if (product.kind === "PACKAGE") {
    facts.push({
      id: "primary.product.cardsPerPackage",
      value: fmt(product.cardsPerPackage ?? 0),
      testId: "product-cards-per-package",
    });
    if (product.openAt) {
      facts.push({
        id: "primary.product.openAt",
        value: <FormattedDate value={product.openAt} dateStyle="medium" timeStyle="short" />,
        testId: "product-open-at",
      });
    }
  }
  facts.push({ id: "primary.product.maxPerOrder", value: fmt(product.maxPerOrder), testId: "product-max" });

  return (
    <Stack gap="xl" data-testid="primary-product-page" data-status={status}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="md">
            <ProductArtwork product={product} />
            <Paper withBorder radius="lg" p="md">
              <Table>
                <Table.Tbody>
                  {facts.map((fact) => (
                    <Table.Tr key={fact.id}>
                      <Table.Td c="dimmed">
                        <FormattedMessage id={fact.id} />
                      </Table.Td>
                      <Table.Td ta="right" data-testid={fact.testId}>
                        {fact.value}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            {/* The odds come with the seed hash published before the sale. */}
            {product.kind === "PACKAGE" && <PackageOdds productId={product.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <Group gap="xs">
              <ProductKindBadge kind={product.kind} />
              <SaleStatusBadge status={status} toRelease={toRelease} />
            </Group>
            <Title order={1} data-testid="primary-product-name">
              {product.name}
            </Title>
            {product.kind === "RELEASE" && product.card && (
              <Text c="dimmed">
                <FormattedMessage id="card.byArtist" values={{ artist: product.card.artist.name }} /> ·{" "}
                {product.card.publisher.name}
              </Text>
            )}
            {product.description && (
              <Text style={{ whiteSpace: "pre-line" }} data-testid="primary-product-description">
                {product.description}
              </Text>
            )}
            <ProductPrice product={product} size="xl" />
            <Text size="sm" c="dimmed" data-testid="primary-remaining">
              <FormattedMessage
                id="primary.remaining"
                values={{ remaining: fmt(product.remaining), total: fmt(product.totalSupply) }}
              />
            </Text>
            {(status === "UPCOMING" || status === "EARLY_BIRD") && (
              <Text size="sm" data-testid="release-countdown">
                <FormattedMessage
                  id="primary.product.releasesIn"
                  values={{ countdown: <Countdown ms={toRelease} /> }}
                />
              </Text>
            )}
            <Paper withBorder radius="lg" p="md">
              <PurchasePanel product={product} status={status} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
