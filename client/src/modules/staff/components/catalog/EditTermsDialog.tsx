import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm, type UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";

/**
 * The frame of a product's edit-terms dialog: the form validated by its schema, the term fields in a
 * two-column grid, a help line and the save button. On save it calls `save`, shows `updatedId` and
 * closes; a refusal goes to the snackbar and, when the gateway names a field, under that field.
 */
export function EditTermsDialog<V extends Record<string, string>>({
  initialValues,
  schema,
  save,
  loading,
  onClose,
  title,
  testPrefix,
  updatedId,
  helpId,
  fields,
  extra,
}: {
  initialValues: V;
  schema: Parameters<typeof schemaResolver>[0];
  save: (values: V) => Promise<unknown>;
  loading: boolean;
  onClose: () => void;
  title: ReactNode;
  /** `<testPrefix>-form` on the modal, `<testPrefix>-submit` on the button. */
  testPrefix: string;
  updatedId: string;
  helpId: string;
  fields: (form: UseFormReturnType<V>, fieldError: (field: string) => string | undefined) => ReactNode;
  /** Shown between the fields and the help line. */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const form = useForm<V>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  const fieldError = useFieldError(form.errors);
  const onSubmit = async (values: V) => {
    try {
      await save(values);
      snackbar.show(intl.formatMessage({ id: updatedId }), "success");
      onClose();
    } catch (e) {
      showServerFieldError(form, handleError(e));
    }
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={title} data-testid={`${testPrefix}-form`}>
      <form onSubmit={form.onSubmit((v) => void onSubmit(v))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields(form, fieldError)}
          </SimpleGrid>
          {extra}
          <Text size="xs" c="dimmed">
            <FormattedMessage id={helpId} />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid={`${testPrefix}-submit`}>
              <FormattedMessage id="staff.releases.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
