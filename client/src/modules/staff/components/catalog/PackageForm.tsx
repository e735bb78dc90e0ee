import { ActionIcon, Box, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { CreatePackageProductMutation } from "../../graphql/catalog";
import { CardPicker } from "./CardPicker";
import {
  emptyPackageForm,
  newPoolEntry,
  packageFormSchema,
  poolPercent,
  toPackageInput,
  type PackageFormValues,
} from "./catalogForms";

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
const REQUIRED: Name[] = ["name", "priceTwd", "totalSupply", "cardsPerPackage", "releaseAt", "openAt"];

/**
 * A new card package (createPackageProduct): price, supply, cards per package, release and opening
 * times, and the weighted pool (the odds members see), each card picked by name. The gateway draws a
 * seed and publishes its SHA-256 (the commitment) at once, so the pool and pack size are final; the
 * seed itself is revealed at sale end, sell-out or by staff.
 */
export function PackageForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [create, { loading }] = useMutation(CreatePackageProductMutation, {
    refetchQueries: ["StaffPrimaryProducts"],
  });
  const form = useForm<PackageFormValues>({
    initialValues: emptyPackageForm(),
    validate: schemaResolver(packageFormSchema, { sync: true }),
  });
  const fieldError = useFieldError(form.errors);

  const onSubmit = async (values: PackageFormValues) => {
    try {
      const { data } = await create({ variables: { input: toPackageInput(values) } });
      snackbar.show(
        intl.formatMessage(
          { id: "staff.releases.packageCreated" },
          { hash: data?.createPackageProduct.seedHash.slice(0, 16) ?? "" },
        ),
        "success",
      );
      form.setValues(emptyPackageForm());
      onClose();
    } catch (e) {
      showServerFieldError(form, handleError(e));
    }
  };
  const field = (name: Name, props: { type?: string; inputMode?: "numeric" } = {}) => (
    <TextInput
      label={intl.formatMessage({ id: LABEL[name] })}
      withAsterisk={REQUIRED.includes(name)}
      {...props}
      {...form.getInputProps(name)}
      error={fieldError(name)}
      data-testid={`staff-package-${name}`}
    />
  );
  const pool = form.values.pool;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={<FormattedMessage id="staff.releases.newPackage" />}
      data-testid="staff-package-form"
    >
      <form onSubmit={form.onSubmit((v) => void onSubmit(v))} noValidate>
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
          {fieldError("pool") ? (
            <Text size="sm" c="red">
              {fieldError("pool")}
            </Text>
          ) : null}
          {pool.map((entry, i) => (
            <Group
              key={entry.key}
              gap="xs"
              align="flex-start"
              wrap="wrap"
              data-testid="staff-package-pool-row"
            >
              <Box w={{ base: "100%", sm: 280 }}>
                <CardPicker
                  label={intl.formatMessage({ id: "staff.releases.field.card" })}
                  value={entry.cardId}
                  onChange={(id) => form.setFieldValue(`pool.${i}.cardId`, id)}
                  initial={null}
                  error={fieldError(`pool.${i}.cardId`)}
                  testId="staff-package-pool-cardId"
                />
              </Box>
              <TextInput
                w={{ base: "100%", sm: 130 }}
                label={intl.formatMessage({ id: "staff.releases.pool.rarity" })}
                withAsterisk
                {...form.getInputProps(`pool.${i}.rarity`)}
                error={fieldError(`pool.${i}.rarity`)}
                data-testid="staff-package-pool-rarity"
              />
              <TextInput
                w={{ base: "100%", sm: 110 }}
                label={intl.formatMessage({ id: "staff.releases.pool.weight" })}
                withAsterisk
                inputMode="numeric"
                {...form.getInputProps(`pool.${i}.weight`)}
                error={fieldError(`pool.${i}.weight`)}
                data-testid="staff-package-pool-weight"
              />
              <Text size="sm" c="dimmed" pt={30} data-testid="staff-package-pool-percent">
                {poolPercent(pool, entry.weight)}%
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                disabled={pool.length === 1}
                onClick={() => form.removeListItem("pool", i)}
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
              onClick={() => form.insertListItem("pool", newPoolEntry())}
              data-testid="staff-package-pool-add"
            >
              <FormattedMessage id="staff.releases.pool.add" />
            </Button>
            <Button type="submit" loading={loading} data-testid="staff-package-submit">
              <FormattedMessage id="staff.releases.create" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
