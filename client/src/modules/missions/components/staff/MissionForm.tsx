import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { MISSION_EVENTS, MISSION_KINDS, MISSION_LIMITS, MISSION_PERIODS } from "@vitrine/schema";
import { LocaleTextFields } from "../../../../shared/forms/LocaleTextFields";
import { localizedTextField, useStaffEditForm } from "../../../../shared/forms/useStaffEditForm";
import {
  emptyMissionForm,
  missionFormOf,
  missionFormSchema,
  toMissionInput,
  type EditedMission,
} from "../../forms/missionForm";
import { EVENT_MESSAGES, KIND_MESSAGES, PERIOD_MESSAGES } from "../../messages";

/** Staff create a mission, or edit the one chosen in the list (texts per language, tw required). */
export function MissionForm({
  editing,
  onDone,
  onSave,
  saving,
  issuer = false,
}: {
  editing: EditedMission | null;
  onDone: () => void;
  /** Saves the input (staff: saveMission; issuers: saveIssuerMission). */
  onSave: (input: ReturnType<typeof toMissionInput>, editing: EditedMission | null) => Promise<unknown>;
  saving: boolean;
  /** Issuers define ISSUER missions of their own publisher: the kind starts as ISSUER. */
  issuer?: boolean;
}) {
  const intl = useIntl();
  const { form, err, submit } = useStaffEditForm({
    editing,
    empty: () => emptyMissionForm(issuer),
    valuesOf: missionFormOf,
    schema: missionFormSchema,
    toInput: toMissionInput,
    save: onSave,
    savedMessage: "staff.missions.saved",
    onDone,
    serverField: localizedTextField({ title: "titles", description: "descriptions" }),
  });
  const label = (id: string) => intl.formatMessage({ id });
  const options = <T extends string>(list: readonly T[], map: Record<T, string>) =>
    list.map((value) => ({ value, label: intl.formatMessage({ id: map[value] }) }));

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-mission-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.missions.edit" : "staff.missions.create"} />
          </Title>
          <LocaleTextFields
            form={form}
            err={err}
            fields={[
              {
                field: "titles",
                label: label("staff.missions.titleField"),
                max: MISSION_LIMITS.title,
                required: true,
                testId: "staff-mission-title",
              },
              {
                field: "descriptions",
                label: label("staff.missions.description"),
                max: MISSION_LIMITS.description,
                multiline: true,
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label={label("staff.missions.numberField")}
              min={1}
              allowDecimal={false}
              {...form.getInputProps("number")}
              error={err("number")}
              data-testid="staff-mission-number"
            />
            <Select
              label={label("staff.missions.kind")}
              data={options(MISSION_KINDS, KIND_MESSAGES)}
              allowDeselect={false}
              {...form.getInputProps("kind")}
              data-testid="staff-mission-kind"
            />
            <Select
              label={label("staff.missions.period")}
              data={options(MISSION_PERIODS, PERIOD_MESSAGES)}
              allowDeselect={false}
              {...form.getInputProps("period")}
              error={err("period")}
            />
            <Select
              label={label("staff.missions.event")}
              data={options(MISSION_EVENTS, EVENT_MESSAGES)}
              allowDeselect={false}
              searchable
              {...form.getInputProps("event")}
              data-testid="staff-mission-event"
            />
            <NumberInput
              label={label("staff.missions.target")}
              min={1}
              allowDecimal={false}
              {...form.getInputProps("target")}
              error={err("target")}
            />
            <NumberInput
              label={label("staff.missions.rewardField")}
              min={1}
              allowDecimal={false}
              {...form.getInputProps("reward")}
              error={err("reward")}
              data-testid="staff-mission-reward"
            />
            <TextInput
              label={label("staff.missions.publisherId")}
              inputMode="numeric"
              {...form.getInputProps("publisherId")}
              error={err("publisherId")}
            />
            <TextInput
              label={label("staff.missions.seriesId")}
              inputMode="numeric"
              {...form.getInputProps("seriesId")}
              error={err("seriesId")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            {editing ? (
              <Button variant="subtle" onClick={onDone}>
                <FormattedMessage id="common.cancel" />
              </Button>
            ) : null}
            <Button type="submit" loading={saving} data-testid="staff-mission-save">
              <FormattedMessage id="staff.missions.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
