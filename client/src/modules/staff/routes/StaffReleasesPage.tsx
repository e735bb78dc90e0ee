import { useMemo, useState } from "react";
import { Avatar, Badge, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconPencil, IconPhotoPlus, IconPlus } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { ProductKind, StaffCardFieldsFragment, StaffProductFieldsFragment } from "../../../gql/graphql";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { QueryState } from "../components/console/ConsoleParts";
import { SeedCell } from "../components/catalog/SeedCell";
import { PackageForm } from "../components/catalog/PackageForm";
import { ReleaseForm } from "../components/catalog/ReleaseForm";
import { NewCardDialog } from "../components/catalog/NewCardDialog";
import { EditReleaseDialog } from "../components/catalog/EditReleaseDialog";
import { EditPackageDialog } from "../components/catalog/EditPackageDialog";
import { StaffPrimaryProductsQuery } from "../graphql/catalog";

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
 * seed's commitment; new cards with their artwork (then put on sale at once), new releases and
 * packages, edits of a release or package nothing was sold of yet (a package's contents never change),
 * and publishing a package's seed now.
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
  const [creating, setCreating] = useState<"card" | "release" | "package" | null>(null);
  const [madeCard, setMadeCard] = useState<StaffCardFieldsFragment | null>(null);
  const [editing, setEditing] = useState<Product | null>(null);
  const { data, loading, error, refetch } = useQuery(StaffPrimaryProductsQuery, {
    variables: { kind: filter === "ALL" ? null : filter },
    fetchPolicy: "cache-and-network",
  });
  const products = data?.primaryProducts ?? [];
  const columns = useMemo(() => columnsWith(setEditing), []);
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
            variant="light"
            leftSection={<IconPhotoPlus size={16} />}
            onClick={() => setCreating("card")}
            data-testid="staff-card-new"
          >
            <FormattedMessage id="staff.cards.new" />
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setMadeCard(null);
              setCreating("release");
            }}
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
          columns={columns}
          rows={products}
          rowKey={(product) => product.id}
          rowTestId="staff-release-row"
        />
      </QueryState>
      <NewCardDialog
        opened={creating === "card"}
        onClose={() => setCreating(null)}
        onCreated={(card) => {
          // Put the new card on sale at once: the release form opens with it picked.
          setMadeCard(card);
          setCreating("release");
        }}
      />
      <ReleaseForm opened={creating === "release"} onClose={() => setCreating(null)} card={madeCard} />
      {editing?.kind === "RELEASE" ? (
        <EditReleaseDialog product={editing} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === "PACKAGE" ? (
        <EditPackageDialog product={editing} onClose={() => setEditing(null)} />
      ) : null}
      <PackageForm opened={creating === "package"} onClose={() => setCreating(null)} />
    </Stack>
  );
}

const when = (value: string | null | undefined) =>
  value ? <FormattedDate value={value} dateStyle="medium" timeStyle="short" /> : "—";

/** The table's columns; `onEdit` opens the edit dialog of a release or a package. */
const columnsWith = (onEdit: (product: Product) => void): DataColumn<Product>[] => [
  {
    key: "name",
    header: COL_MESSAGE.name,
    primary: true,
    cell: (product) => (
      <Group gap="sm" wrap="nowrap">
        {product.card ? (
          <Avatar
            src={product.card.imageUrl}
            alt={product.card.name}
            radius="sm"
            size="md"
            data-testid="staff-release-art"
          />
        ) : null}
        <div>
          <Text size="sm" fw={600}>
            {product.name}
          </Text>
          {product.card ? (
            <Text size="xs" c="dimmed">
              #{product.card.id} {product.card.name}
            </Text>
          ) : null}
          {/* Editable until the first unit is sold or reserved (the gateway has the last word). */}
          {product.kind !== "FEATURE" && product.remaining === product.totalSupply ? (
            <Button
              size="compact-xs"
              variant="subtle"
              px={0}
              leftSection={<IconPencil size={12} />}
              onClick={() => onEdit(product)}
              data-testid={product.kind === "PACKAGE" ? "staff-package-edit" : "staff-release-edit"}
            >
              <FormattedMessage id="staff.releases.editButton" />
            </Button>
          ) : null}
        </div>
      </Group>
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
