import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { CAMPAIGN_LIMITS, LOCALES, LOCALE_NAMES } from "@vitrine/schema";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import type { StaffCampaignDetailFragment } from "../../../../gql/graphql";
import {
  campaignFormOf,
  campaignFormSchema,
  emptyCampaignForm,
  emptyStamp,
  toCampaignInput,
  type CampaignFormValues,
} from "../../forms/campaignForm";
import { CreateCampaignMutation, StaffCampaignsQuery, UpdateCampaignMutation } from "../../graphql/stamps";
import { StampFields } from "./StampFields";

/** Staff create a campaign or edit the one chosen: texts per language (tw required), window, winners, stamps. */
export function CampaignForm({
  editing,
  onDone,
}: {
  editing: StaffCampaignDetailFragment | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const refetchQueries = [StaffCampaignsQuery];
  const [create, created] = useMutation(CreateCampaignMutation, { refetchQueries });
  const [update, updated] = useMutation(UpdateCampaignMutation, { refetchQueries });
  const form = useForm<CampaignFormValues>({
    initialValues: emptyCampaignForm(),
    validate: schemaResolver(campaignFormSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  useEffect(() => {
    form.setValues(editing ? campaignFormOf(editing) : emptyCampaignForm());
    form.resetDirty();
    // The form follows the chosen campaign only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id, editing?.version]);

  const submit = form.onSubmit(async (values) => {
    try {
      const input = toCampaignInput(values);
      if (editing) await update({ variables: { id: editing.id, version: editing.version, input } });
      else await create({ variables: { input } });
      snackbar.show(intl.formatMessage({ id: "staff.stamps.saved" }), "success");
      form.setValues(emptyCampaignForm());
      onDone();
    } catch (error) {
      handleError(error);
    }
  });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-campaign-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.stamps.edit" : "staff.stamps.create"} />
          </Title>
          <Tabs defaultValue="tw">
            <Tabs.List>
              {LOCALES.map((l) => (
                <Tabs.Tab key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LOCALES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="sm">
                <Stack gap="xs">
                  <TextInput
                    label={intl.formatMessage({ id: "staff.stamps.campaignTitle" })}
                    required={l === "tw"}
                    maxLength={CAMPAIGN_LIMITS.title}
                    {...form.getInputProps(`titles.${l}`)}
                    error={err(`titles.${l}`)}
                    data-testid={`staff-campaign-title-${l}`}
                  />
                  <Textarea
                    label={intl.formatMessage({ id: "staff.stamps.description" })}
                    autosize
                    minRows={2}
                    maxLength={CAMPAIGN_LIMITS.description}
                    {...form.getInputProps(`descriptions.${l}`)}
                  />
                  <TextInput
                    label={intl.formatMessage({ id: "staff.stamps.prize" })}
                    maxLength={CAMPAIGN_LIMITS.prize}
                    {...form.getInputProps(`prizes.${l}`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={intl.formatMessage({ id: "staff.stamps.startsAt" })}
              description="YYYY-MM-DD HH:mm GMT+8"
              {...form.getInputProps("startsAt")}
              error={err("startsAt")}
              data-testid="staff-campaign-starts"
            />
            <TextInput
              label={intl.formatMessage({ id: "staff.stamps.endsAt" })}
              description="YYYY-MM-DD HH:mm GMT+8"
              {...form.getInputProps("endsAt")}
              error={err("endsAt")}
              data-testid="staff-campaign-ends"
            />
            <NumberInput
              label={intl.formatMessage({ id: "staff.stamps.winnersCount" })}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("winnersCount")}
              error={err("winnersCount")}
              data-testid="staff-campaign-winners"
            />
          </SimpleGrid>
          <Text fw={700} size="sm">
            <FormattedMessage id="staff.stamps.stamps" />
          </Text>
          {form.values.stamps.map((s, i) => (
            <StampFields key={s.id ?? `new-${i}`} form={form} index={i} err={err} />
          ))}
          <Group justify="space-between">
            <Button variant="default" onClick={() => form.insertListItem("stamps", emptyStamp())}>
              <FormattedMessage id="staff.stamps.addStamp" />
            </Button>
            <Group>
              {editing ? (
                <Button variant="subtle" onClick={onDone}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              ) : null}
              <Button
                type="submit"
                loading={created.loading || updated.loading}
                data-testid="staff-campaign-save"
              >
                <FormattedMessage id="staff.stamps.save" />
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
