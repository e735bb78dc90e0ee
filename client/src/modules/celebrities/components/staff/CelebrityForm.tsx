import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { CELEBRITY_LIMITS } from "@vitrine/schema";
import { LocaleTextFields } from "../../../../shared/forms/LocaleTextFields";
import { useCreateOrUpdate } from "../../../../shared/forms/useCreateOrUpdate";
import { localizedTextField, useStaffEditForm } from "../../../../shared/forms/useStaffEditForm";
import {
  CreateCelebrityMutation,
  StaffCelebritiesQuery,
  UpdateCelebrityMutation,
} from "../../graphql/celebrities";
import {
  celebrityFormOf,
  celebrityFormSchema,
  emptyCelebrityForm,
  toCelebrityInput,
} from "../../forms/celebrityForm";

export interface EditedCelebrity {
  id: string;
  version: number;
  kind: string;
  artistId?: string | null;
  texts: { language: string; name: string; bio: string }[];
}

/** Staff create a celebrity, or edit the one chosen in the list (texts per language, tw required). */
export function CelebrityForm({ editing, onDone }: { editing: EditedCelebrity | null; onDone: () => void }) {
  const intl = useIntl();
  const { save, saving } = useCreateOrUpdate(CreateCelebrityMutation, UpdateCelebrityMutation, [
    StaffCelebritiesQuery,
  ]);
  const { form, err, submit } = useStaffEditForm({
    editing,
    empty: emptyCelebrityForm,
    valuesOf: celebrityFormOf,
    schema: celebrityFormSchema,
    toInput: toCelebrityInput,
    save,
    savedMessage: "staff.celebrities.saved",
    onDone,
    serverField: localizedTextField({ name: "names", bio: "bios" }),
  });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-celebrity-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.celebrities.edit" : "staff.celebrities.create"} />
          </Title>
          <LocaleTextFields
            form={form}
            err={err}
            fields={[
              {
                field: "names",
                label: intl.formatMessage({ id: "staff.celebrities.name" }),
                max: CELEBRITY_LIMITS.name,
                required: true,
                testId: "staff-celebrity-name",
              },
              {
                field: "bios",
                label: intl.formatMessage({ id: "staff.celebrities.bio" }),
                max: CELEBRITY_LIMITS.bio,
                multiline: true,
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={intl.formatMessage({ id: "staff.celebrities.kind" })}
              data={(["STAR", "ARTIST"] as const).map((k) => ({
                value: k,
                label: intl.formatMessage({
                  id: k === "STAR" ? "celebrities.kind.STAR" : "celebrities.kind.ARTIST",
                }),
              }))}
              allowDeselect={false}
              {...form.getInputProps("kind")}
            />
            <TextInput
              label={intl.formatMessage({ id: "staff.celebrities.artistId" })}
              description={intl.formatMessage({ id: "staff.celebrities.artistIdHint" })}
              inputMode="numeric"
              {...form.getInputProps("artistId")}
              error={err("artistId")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            {editing ? (
              <Button variant="subtle" onClick={onDone}>
                <FormattedMessage id="common.cancel" />
              </Button>
            ) : null}
            <Button type="submit" loading={saving} data-testid="staff-celebrity-save">
              <FormattedMessage id="staff.celebrities.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
