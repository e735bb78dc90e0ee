import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PARTNER_LIMITS, PARTNER_SCOPES } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import {
  emptyPartnerForm,
  partnerFormOf,
  partnerFormSchema,
  toPartnerInput,
  type PartnerFormValues,
} from "../../forms/partnerForm";
import {
  RegisterPartnerMutation,
  StaffPartnersQuery,
  UpdatePartnerMutation,
} from "../../graphql/staffPartners";
import { SCOPE_MESSAGE } from "../../messages";
import type { ShownSecrets } from "./SecretsShown";

export interface EditedPartner {
  id: string;
  version: number;
  name: string;
  scopes: readonly string[];
  callbackUrl: string;
  publisherId?: string | null;
  active: boolean;
}

/** Staff register a partner (its key and secret are then shown once) or edit the chosen one. */
export function PartnerForm({
  editing,
  onDone,
  onSecrets,
}: {
  editing: EditedPartner | null;
  onDone: () => void;
  onSecrets: (s: ShownSecrets) => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const refetchQueries = [StaffPartnersQuery];
  const [register, registering] = useMutation(RegisterPartnerMutation, { refetchQueries });
  const [update, updating] = useMutation(UpdatePartnerMutation, { refetchQueries });
  const form = useForm<PartnerFormValues>({
    initialValues: emptyPartnerForm(),
    validate: schemaResolver(partnerFormSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  useEffect(() => {
    form.setValues(editing ? partnerFormOf(editing) : emptyPartnerForm());
    form.resetDirty();
    // The form follows the chosen partner only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id, editing?.version]);

  const submit = form.onSubmit(async (values) => {
    try {
      const input = toPartnerInput(values);
      if (editing) {
        await update({
          variables: { id: editing.id, version: editing.version, input, active: editing.active },
        });
      } else {
        const res = await register({ variables: { input } });
        const created = res.data?.registerPartner;
        if (created) {
          onSecrets({
            partnerName: created.partner.name,
            apiKey: created.apiKey ?? null,
            webhookSecret: created.webhookSecret ?? null,
          });
        }
      }
      snackbar.show(intl.formatMessage({ id: "staff.partners.saved" }), "success");
      form.setValues(emptyPartnerForm());
      onDone();
    } catch (error) {
      const mapped = handleError(error);
      // The gateway's own callback URL checks (https in production, no internal address) name the field.
      const reason = mapped.data?.reason;
      if (mapped.data?.field === "callbackUrl" && typeof reason === "string") {
        form.setFieldError("callbackUrl", reason);
      }
    }
  });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-partner-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.partners.edit" : "staff.partners.register"} />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={intl.formatMessage({ id: "staff.partners.name" })}
              required
              maxLength={PARTNER_LIMITS.name}
              {...form.getInputProps("name")}
              error={err("name")}
              data-testid="staff-partner-name"
            />
            <TextInput
              label={intl.formatMessage({ id: "staff.partners.callbackUrl" })}
              description={intl.formatMessage({ id: "staff.partners.callbackUrlHint" })}
              required
              maxLength={PARTNER_LIMITS.callbackUrl}
              placeholder="https://partner.example.com/vitrine/webhooks"
              {...form.getInputProps("callbackUrl")}
              error={err("callbackUrl")}
              data-testid="staff-partner-url"
            />
            <TextInput
              label={intl.formatMessage({ id: "staff.partners.publisherId" })}
              description={intl.formatMessage({ id: "staff.partners.publisherIdHint" })}
              inputMode="numeric"
              {...form.getInputProps("publisherId")}
              error={err("publisherId")}
            />
          </SimpleGrid>
          <Checkbox.Group
            label={intl.formatMessage({ id: "staff.partners.scopes" })}
            {...form.getInputProps("scopes")}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {PARTNER_SCOPES.map((s) => (
                <Checkbox
                  key={s}
                  value={s}
                  label={`${s} — ${intl.formatMessage({ id: SCOPE_MESSAGE[s] })}`}
                  data-testid={`staff-partner-scope-${s}`}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            {editing ? (
              <Button variant="subtle" onClick={onDone}>
                <FormattedMessage id="common.cancel" />
              </Button>
            ) : null}
            <Button
              type="submit"
              loading={registering.loading || updating.loading}
              data-testid="staff-partner-save"
            >
              <FormattedMessage id={editing ? "staff.partners.save" : "staff.partners.registerButton"} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
