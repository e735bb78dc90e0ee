import { useState } from "react";
import { ActionIcon, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { CreatePackageProductMutation } from "../../graphql/catalog";
import { Field, isoOrNull } from "./fields";

/** Message ids by value (explicit, so every message id can be checked). */
const LABEL = {
  name: "staff.releases.field.name",
  description: "staff.releases.field.description",
  priceTwd: "staff.releases.field.priceTwd",
  priceJpoint: "staff.releases.field.priceJpoint",
  totalSupply: "staff.releases.field.totalSupply",
  cardsPerPackage: "staff.releases.field.cardsPerPackage",
  releaseAt: "staff.releases.field.releaseAt",
  openAt: "staff.releases.field.openAt",
} as const;
type Name = keyof typeof LABEL;

/** Message ids by value (explicit, so every message id can be checked). */
const POOL_LABEL = {
  cardId: "staff.releases.pool.cardId",
  rarity: "staff.releases.pool.rarity",
  weight: "staff.releases.pool.weight",
} as const;

interface PoolRow {
  cardId: string;
  rarity: string;
  weight: string;
}
const EMPTY: Record<Name, string> = {
  name: "",
  description: "",
  priceTwd: "",
  priceJpoint: "",
  totalSupply: "",
  cardsPerPackage: "",
  releaseAt: "",
  openAt: "",
};
const REQUIRED: Name[] = ["name", "priceTwd", "totalSupply", "cardsPerPackage", "releaseAt", "openAt"];
const newRow = (): PoolRow => ({ cardId: "", rarity: "COMMON", weight: "" });

/** The chance per slot of each pool entry, as shown to members (weight / total weight). */
function percent(rows: PoolRow[], weight: string): string {
  const total = rows.reduce((sum, r) => sum + (Number(r.weight) || 0), 0);
  return total > 0 ? ((100 * (Number(weight) || 0)) / total).toFixed(2) : "0.00";
}

/**
 * A new card package (createPackageProduct): price, supply, cards per package, release and opening
 * times, and the weighted pool (the odds members see). The gateway draws a seed and publishes its
 * SHA-256 (the commitment) at once; the seed itself is revealed at sale end, sell-out or by staff.
 */
export function PackageForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [values, setValues] = useState(EMPTY);
  const [pool, setPool] = useState<PoolRow[]>([newRow()]);
  const [missing, setMissing] = useState<Name[]>([]);
  const [create, { loading }] = useMutation(CreatePackageProductMutation, {
    refetchQueries: ["StaffPrimaryProducts"],
  });
  const submit = async () => {
    const absent = REQUIRED.filter((n) => !values[n].trim());
    setMissing(absent);
    if (absent.length) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            description: values.description.trim() || null,
            priceTwd: values.priceTwd.trim(),
            priceJpoint: values.priceJpoint.trim() || null,
            totalSupply: Number(values.totalSupply),
            cardsPerPackage: Number(values.cardsPerPackage),
            releaseAt: isoOrNull(values.releaseAt)!,
            openAt: isoOrNull(values.openAt)!,
            pool: pool.map((r) => ({
              cardId: r.cardId.trim(),
              rarity: r.rarity.trim().toUpperCase(),
              weight: Number(r.weight),
            })),
          },
        },
      });
      snackbar.show(
        intl.formatMessage(
          { id: "staff.releases.packageCreated" },
          { hash: data?.createPackageProduct.seedHash.slice(0, 16) ?? "" },
        ),
        "success",
      );
      setValues(EMPTY);
      setPool([newRow()]);
      onClose();
    } catch (e) {
      handleError(e);
    }
  };
  const field = (name: Name, props: { type?: string; inputMode?: "numeric" } = {}) => (
    <Field
      name={name}
      values={values}
      onChange={setValues}
      testPrefix="staff-package"
      label={intl.formatMessage({ id: LABEL[name] })}
      withAsterisk={REQUIRED.includes(name)}
      error={missing.includes(name) ? intl.formatMessage({ id: "validation.required" }) : undefined}
      {...props}
    />
  );
  const setRow = (i: number, key: keyof PoolRow, value: string) =>
    setPool(pool.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={<FormattedMessage id="staff.releases.newPackage" />}
      data-testid="staff-package-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field("name")}
          {field("cardsPerPackage", { inputMode: "numeric" })}
          {field("priceTwd", { inputMode: "numeric" })}
          {field("priceJpoint", { inputMode: "numeric" })}
          {field("totalSupply", { inputMode: "numeric" })}
          <span />
          {field("releaseAt", { type: "datetime-local" })}
          {field("openAt", { type: "datetime-local" })}
        </SimpleGrid>
        {field("description")}
        <Text fw={600} size="sm">
          <FormattedMessage id="staff.releases.pool" />
        </Text>
        {pool.map((row, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="wrap" data-testid="staff-package-pool-row">
            {(["cardId", "rarity", "weight"] as const).map((key) => (
              <TextInput
                key={key}
                w={{ base: "100%", sm: 150 }}
                label={intl.formatMessage({ id: POOL_LABEL[key] })}
                value={row[key]}
                onChange={(e) => setRow(i, key, e.currentTarget.value)}
                data-testid={`staff-package-pool-${key}`}
              />
            ))}
            <Text size="sm" c="dimmed" pb={8} data-testid="staff-package-pool-percent">
              {percent(pool, row.weight)}%
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              disabled={pool.length === 1}
              onClick={() => setPool(pool.filter((_, j) => j !== i))}
              aria-label={intl.formatMessage({ id: "staff.releases.pool.remove" })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setPool([...pool, newRow()])}
            data-testid="staff-package-pool-add"
          >
            <FormattedMessage id="staff.releases.pool.add" />
          </Button>
          <Button loading={loading} onClick={() => void submit()} data-testid="staff-package-submit">
            <FormattedMessage id="staff.releases.create" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
