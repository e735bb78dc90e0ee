import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StaffProductFieldsFragment } from "../../../../gql/graphql";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { UpdateReleaseProductMutation } from "../../graphql/catalog";
import { termsSchema, toLocalInput, toTermsInput, type TermsValues } from "./catalogForms";
import { TermsFields } from "./TermsFields";

const termsOf = (p: StaffProductFieldsFragment): TermsValues => ({
  priceTwd: p.priceTwd,
  discountPriceTwd: p.discountPriceTwd ?? "",
  priceJpoint: p.priceJpoint ?? "",
  totalSupply: String(p.totalSupply),
  maxPerOrder: String(p.maxPerOrder),
  releaseAt: toLocalInput(p.releaseAt),
  saleEndsAt: toLocalInput(p.saleEndsAt),
});

/**
 * Edits a release's schedule, prices, supply and per-order limit (updateReleaseProduct). The gateway
 * refuses once anything was sold or reserved (2203), shown in the snackbar.
 */
export function EditReleaseDialog({
  product,
  onClose,
}: {
  product: StaffProductFieldsFragment;
  onClose: () => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [update, { loading }] = useMutation(UpdateReleaseProductMutation);
  const form = useForm<TermsValues>({
    initialValues: termsOf(product),
    validate: schemaResolver(termsSchema, { sync: true }),
  });
  const fieldError = useFieldError(form.errors);
  const onSubmit = async (values: TermsValues) => {
    try {
      await update({ variables: { input: { id: product.id, ...toTermsInput(values) } } });
      snackbar.show(intl.formatMessage({ id: "staff.releases.updated" }), "success");
      onClose();
    } catch (e) {
      showServerFieldError(form, handleError(e));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id="staff.releases.edit" values={{ name: product.name }} />}
      data-testid="staff-release-edit-form"
    >
      <form onSubmit={form.onSubmit((v) => void onSubmit(v))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TermsFields form={form} fieldError={fieldError} testPrefix="staff-release-edit" />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="staff.releases.editHelp" />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="staff-release-edit-submit">
              <FormattedMessage id="staff.releases.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
