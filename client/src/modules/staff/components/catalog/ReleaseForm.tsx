import { useEffect } from "react";
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { CreateReleaseProductMutation } from "../../graphql/catalog";
import { CardPicker } from "./CardPicker";
import { emptyReleaseForm, releaseFormSchema, toTermsInput, type ReleaseFormValues } from "./catalogForms";
import { TermsFields } from "./TermsFields";

/**
 * A new single release of a card (createReleaseProduct): the card picked by name (or the card just made
 * in "New card"), price in NT$ (and Jpoint when sold for it), supply (at most what the card can still
 * mint — the gateway checks), schedule. Early-bird Jpoint sales open one hour before the release time.
 */
export function ReleaseForm({
  opened,
  onClose,
  card = null,
}: {
  opened: boolean;
  onClose: () => void;
  card?: { id: string; name: string; imageUrl: string } | null;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [create, { loading }] = useMutation(CreateReleaseProductMutation, {
    refetchQueries: ["StaffPrimaryProducts"],
  });
  const form = useForm<ReleaseFormValues>({
    initialValues: emptyReleaseForm(),
    validate: schemaResolver(releaseFormSchema, { sync: true }),
  });
  const fieldError = useFieldError(form.errors);
  const { setValues } = form;
  // A card handed in (just made) is picked, and its name proposed as the release's.
  useEffect(() => {
    if (opened && card) setValues((v) => ({ ...v, cardId: card.id, name: v.name || card.name }));
  }, [opened, card, setValues]);

  const onSubmit = async (values: ReleaseFormValues) => {
    try {
      await create({
        variables: {
          input: {
            cardId: values.cardId,
            name: values.name.trim(),
            description: values.description.trim() || null,
            ...toTermsInput(values),
          },
        },
      });
      snackbar.show(intl.formatMessage({ id: "staff.releases.created" }), "success");
      form.setValues(emptyReleaseForm());
      onClose();
    } catch (e) {
      showServerFieldError(form, handleError(e));
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id="staff.releases.newRelease" />}
      data-testid="staff-release-form"
    >
      <form onSubmit={form.onSubmit((v) => void onSubmit(v))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CardPicker
              label={intl.formatMessage({ id: "staff.releases.field.card" })}
              value={form.values.cardId}
              onChange={(id) => form.setFieldValue("cardId", id)}
              initial={card}
              error={fieldError("cardId")}
            />
            <TextInput
              label={intl.formatMessage({ id: "staff.releases.field.name" })}
              withAsterisk
              {...form.getInputProps("name")}
              error={fieldError("name")}
              data-testid="staff-release-name"
            />
            <TermsFields form={form} fieldError={fieldError} testPrefix="staff-release" />
          </SimpleGrid>
          <TextInput
            label={intl.formatMessage({ id: "staff.releases.field.description" })}
            {...form.getInputProps("description")}
            data-testid="staff-release-description"
          />
          <Text size="xs" c="dimmed">
            <FormattedMessage id="staff.releases.earlyBirdHelp" />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="staff-release-submit">
              <FormattedMessage id="staff.releases.create" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
