import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { CAMPAIGN_LIMITS } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { LocaleTextFields } from "../../../../shared/forms/LocaleTextFields";
import { useCreateOrUpdate } from "../../../../shared/forms/useCreateOrUpdate";
import { localizedTextField, useStaffEditForm } from "../../../../shared/forms/useStaffEditForm";
import type { StaffCampaignDetailFragment } from "../../../../gql/graphql";
import {
  campaignFormOf,
  campaignFormSchema,
  emptyCampaignForm,
  emptyStamp,
  toCampaignInput,
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
  const { save, saving } = useCreateOrUpdate(CreateCampaignMutation, UpdateCampaignMutation, [
    StaffCampaignsQuery,
  ]);
  const { form, err, submit } = useStaffEditForm({
    editing,
    empty: () => emptyCampaignForm(),
    valuesOf: campaignFormOf,
    schema: campaignFormSchema,
    toInput: toCampaignInput,
    save,
    savedMessage: "staff.stamps.saved",
    onDone,
    serverField: localizedTextField({
      title: "titles",
      description: "descriptions",
      prize: "prizes",
      name: "names",
      hint: "hints",
    }),
  });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-campaign-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.stamps.edit" : "staff.stamps.create"} />
          </Title>
          <LocaleTextFields
            form={form}
            err={err}
            fields={[
              {
                field: "titles",
                label: intl.formatMessage({ id: "staff.stamps.campaignTitle" }),
                max: CAMPAIGN_LIMITS.title,
                required: true,
                testId: "staff-campaign-title",
              },
              {
                field: "descriptions",
                label: intl.formatMessage({ id: "staff.stamps.description" }),
                max: CAMPAIGN_LIMITS.description,
                multiline: true,
              },
              {
                field: "prizes",
                label: intl.formatMessage({ id: "staff.stamps.prize" }),
                max: CAMPAIGN_LIMITS.prize,
              },
            ]}
          />
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
              <Button type="submit" loading={saving} data-testid="staff-campaign-save">
                <FormattedMessage id="staff.stamps.save" />
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
