import { useState } from "react";
import { Badge, Button, Code, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconPlus } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { ProductKind, StaffProductFieldsFragment } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { ConfirmModal, QueryState } from "../components/console/ConsoleParts";
import { PackageForm } from "../components/catalog/PackageForm";
import { ReleaseForm } from "../components/catalog/ReleaseForm";
import { RevealPackageSeedMutation, StaffPrimaryProductsQuery } from "../graphql/catalog";

/** Message ids by value (explicit, so every message id can be checked). */
const KIND_MESSAGE = {
  ALL: "staff.releases.kind.ALL",
  RELEASE: "staff.releases.kind.RELEASE",
  PACKAGE: "staff.releases.kind.PACKAGE",
  FEATURE: "staff.releases.kind.FEATURE",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  name: "staff.releases.col.name",
  kind: "staff.releases.col.kind",
  price: "staff.releases.col.price",
  supply: "staff.releases.col.supply",
  schedule: "staff.releases.col.schedule",
  seed: "staff.releases.col.seed",
} as const;

type Filter = "ALL" | ProductKind;
type Product = StaffProductFieldsFragment;

/**
 * /{lang}/admin/releases — primary releases and card packages (catalogManage): what is on sale or
 * coming, with price, supply left, schedule (early bird, release, end, opening) and the package
 * seed's commitment; new releases and packages, and publishing a package's seed now.
 */
export function StaffReleasesPage() {
  return (
    <RequireStaff>
      <Releases />
    </RequireStaff>
  );
}

function Releases() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>("ALL");
  const [creating, setCreating] = useState<"release" | "package" | null>(null);
  const { data, loading, error, refetch } = useQuery(StaffPrimaryProductsQuery, {
    variables: { kind: filter === "ALL" ? null : filter },
    fetchPolicy: "cache-and-network",
  });
  const products = data?.primaryProducts ?? [];
  return (
    <Stack gap="lg" data-testid="staff-releases">
      <StaffNav current="releases" />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          data={(["ALL", "RELEASE", "PACKAGE"] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: KIND_MESSAGE[value] }),
          }))}
          data-testid="staff-releases-filter"
        />
        <Group gap="xs">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating("release")}
            data-testid="staff-release-new"
          >
            <FormattedMessage id="staff.releases.newRelease" />
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating("package")}
            data-testid="staff-package-new"
          >
            <FormattedMessage id="staff.releases.newPackage" />
          </Button>
        </Group>
      </Group>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={products.length === 0}
        empty={<FormattedMessage id="staff.releases.empty" />}
        emptyTestId="staff-releases-empty"
        onRetry={() => void refetch()}
      >
        <DataTable
          testId="staff-releases-table"
          minWidth={980}
          columns={COLUMNS}
          rows={products}
          rowKey={(product) => product.id}
          rowTestId="staff-release-row"
        />
      </QueryState>
      <ReleaseForm opened={creating === "release"} onClose={() => setCreating(null)} />
      <PackageForm opened={creating === "package"} onClose={() => setCreating(null)} />
    </Stack>
  );
}

const when = (value: string | null | undefined) =>
  value ? <FormattedDate value={value} dateStyle="medium" timeStyle="short" /> : "—";

const COLUMNS: DataColumn<Product>[] = [
  {
    key: "name",
    header: COL_MESSAGE.name,
    primary: true,
    cell: (product) => (
      <>
        <Text size="sm" fw={600}>
          {product.name}
        </Text>
        {product.card ? (
          <Text size="xs" c="dimmed">
            #{product.card.id} {product.card.name}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: "kind",
    header: COL_MESSAGE.kind,
    nowrap: true,
    cell: (product) => (
      <Badge variant="light" color={product.kind === "PACKAGE" ? "grape" : "blue"}>
        <FormattedMessage id={KIND_MESSAGE[product.kind]} />
      </Badge>
    ),
  },
  {
    key: "price",
    header: COL_MESSAGE.price,
    cell: (product) => (
      <>
        <Text size="sm">NT$ {product.discountPriceTwd ?? product.priceTwd}</Text>
        {product.priceJpoint ? (
          <Text size="xs" c="dimmed">
            {product.priceJpoint} Jpoint
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: "supply",
    header: COL_MESSAGE.supply,
    cell: (product) => (
      <>
        <Text size="sm" data-testid="staff-release-supply">
          {product.remaining} / {product.totalSupply}
        </Text>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="staff.releases.maxPerOrder" values={{ max: product.maxPerOrder }} />
        </Text>
      </>
    ),
  },
  {
    key: "schedule",
    header: COL_MESSAGE.schedule,
    cell: (product) => (
      <>
        <Text size="xs">
          <FormattedMessage id="staff.releases.earlyBird" />: {when(product.earlyBirdAt)}
        </Text>
        <Text size="xs">
          <FormattedMessage id="staff.releases.releaseAt" />: {when(product.releaseAt)}
        </Text>
        {product.saleEndsAt ? (
          <Text size="xs">
            <FormattedMessage id="staff.releases.saleEndsAt" />: {when(product.saleEndsAt)}
          </Text>
        ) : null}
        {product.openAt ? (
          <Text size="xs">
            <FormattedMessage id="staff.releases.openAt" />: {when(product.openAt)}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: "seed",
    header: COL_MESSAGE.seed,
    cell: (product) => (product.kind === "PACKAGE" ? <SeedCell product={product} /> : "—"),
  },
];

/** A package's seed commitment, and publishing the seed now (after a confirmation). */
function SeedCell({ product }: { product: Product }) {
  const snackbar = useSnackbar();
  const intl = useIntl();
  const handleError = useErrorHandler();
  const [confirming, setConfirming] = useState(false);
  const [reveal, { loading, data }] = useMutation(RevealPackageSeedMutation);
  const revealed = data?.revealPackageSeed;
  const onReveal = async () => {
    try {
      await reveal({ variables: { productId: product.id } });
      snackbar.show(intl.formatMessage({ id: "staff.releases.revealed" }), "success");
    } catch (e) {
      handleError(e);
    }
    setConfirming(false);
  };
  return (
    <Stack gap={4}>
      <Code style={{ wordBreak: "break-all" }}>{(product.seedHash ?? "").slice(0, 16)}…</Code>
      {revealed?.seed ? (
        <Code data-testid="staff-release-seed" style={{ wordBreak: "break-all" }}>
          {revealed.seed}
        </Code>
      ) : (
        <Button
          size="xs"
          variant="light"
          color="orange"
          onClick={() => setConfirming(true)}
          data-testid="staff-release-reveal"
        >
          <FormattedMessage id="staff.releases.reveal" />
        </Button>
      )}
      <ConfirmModal
        opened={confirming}
        title={<FormattedMessage id="staff.releases.reveal" />}
        body={<FormattedMessage id="staff.releases.revealConfirm" values={{ name: product.name }} />}
        loading={loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onReveal()}
      />
    </Stack>
  );
}
