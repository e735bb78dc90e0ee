import { useState } from "react";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { CreateReleaseProductMutation } from "../../graphql/catalog";
import { Field, intOrNull, isoOrNull } from "./fields";

/** Message ids by value (explicit, so every message id can be checked). */
const LABEL = {
  cardId: "staff.releases.field.cardId",
  name: "staff.releases.field.name",
  description: "staff.releases.field.description",
  priceTwd: "staff.releases.field.priceTwd",
  discountPriceTwd: "staff.releases.field.discountPriceTwd",
  priceJpoint: "staff.releases.field.priceJpoint",
  totalSupply: "staff.releases.field.totalSupply",
  maxPerOrder: "staff.releases.field.maxPerOrder",
  releaseAt: "staff.releases.field.releaseAt",
  saleEndsAt: "staff.releases.field.saleEndsAt",
} as const;
type Name = keyof typeof LABEL;

const EMPTY: Record<Name, string> = {
  cardId: "",
  name: "",
  description: "",
  priceTwd: "",
  discountPriceTwd: "",
  priceJpoint: "",
  totalSupply: "",
  maxPerOrder: "",
  releaseAt: "",
  saleEndsAt: "",
};
const REQUIRED: Name[] = ["cardId", "name", "priceTwd", "totalSupply", "releaseAt"];

/**
 * A new single release of a card (createReleaseProduct): price in NT$ (and Jpoint when sold for it),
 * supply (at most what the card can still mint — the gateway checks), schedule. Early-bird Jpoint
 * sales open one hour before the release time.
 */
export function ReleaseForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState<Name[]>([]);
  const [create, { loading }] = useMutation(CreateReleaseProductMutation, {
    refetchQueries: ["StaffPrimaryProducts"],
  });
  const submit = async () => {
    const absent = REQUIRED.filter((n) => !values[n].trim());
    setMissing(absent);
    if (absent.length) return;
    try {
      await create({
        variables: {
          input: {
            cardId: values.cardId.trim(),
            name: values.name.trim(),
            description: values.description.trim() || null,
            priceTwd: Number(values.priceTwd),
            discountPriceTwd: intOrNull(values.discountPriceTwd),
            priceJpoint: intOrNull(values.priceJpoint),
            totalSupply: Number(values.totalSupply),
            maxPerOrder: intOrNull(values.maxPerOrder),
            releaseAt: isoOrNull(values.releaseAt)!,
            saleEndsAt: isoOrNull(values.saleEndsAt),
          },
        },
      });
      snackbar.show(intl.formatMessage({ id: "staff.releases.created" }), "success");
      setValues(EMPTY);
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
      testPrefix="staff-release"
      label={intl.formatMessage({ id: LABEL[name] })}
      withAsterisk={REQUIRED.includes(name)}
      error={missing.includes(name) ? intl.formatMessage({ id: "validation.required" }) : undefined}
      {...props}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id="staff.releases.newRelease" />}
      data-testid="staff-release-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field("cardId", { inputMode: "numeric" })}
          {field("name")}
          {field("priceTwd", { inputMode: "numeric" })}
          {field("discountPriceTwd", { inputMode: "numeric" })}
          {field("priceJpoint", { inputMode: "numeric" })}
          {field("totalSupply", { inputMode: "numeric" })}
          {field("maxPerOrder", { inputMode: "numeric" })}
          {field("releaseAt", { type: "datetime-local" })}
          {field("saleEndsAt", { type: "datetime-local" })}
        </SimpleGrid>
        {field("description")}
        <Text size="xs" c="dimmed">
          <FormattedMessage id="staff.releases.earlyBirdHelp" />
        </Text>
        <Group justify="flex-end">
          <Button loading={loading} onClick={() => void submit()} data-testid="staff-release-submit">
            <FormattedMessage id="staff.releases.create" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
