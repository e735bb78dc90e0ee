import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CELEBRITY_LIMITS, LOCALE_NAMES, LOCALES } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
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
  type CelebrityFormValues,
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
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const refetchQueries = [StaffCelebritiesQuery];
  const [create, created] = useMutation(CreateCelebrityMutation, { refetchQueries });
  const [update, updated] = useMutation(UpdateCelebrityMutation, { refetchQueries });
  const form = useForm<CelebrityFormValues>({
    initialValues: emptyCelebrityForm(),
    validate: schemaResolver(celebrityFormSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  useEffect(() => {
    form.setValues(editing ? celebrityFormOf(editing) : emptyCelebrityForm());
    form.resetDirty();
    // The form follows the chosen celebrity only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id, editing?.version]);

  const submit = form.onSubmit(async (values) => {
    try {
      const input = toCelebrityInput(values);
      if (editing) await update({ variables: { id: editing.id, version: editing.version, input } });
      else await create({ variables: { input } });
      snackbar.show(intl.formatMessage({ id: "staff.celebrities.saved" }), "success");
      form.setValues(emptyCelebrityForm());
      onDone();
    } catch (error) {
      handleError(error);
    }
  });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-celebrity-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.celebrities.edit" : "staff.celebrities.create"} />
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
                    label={intl.formatMessage({ id: "staff.celebrities.name" })}
                    required={l === "tw"}
                    maxLength={CELEBRITY_LIMITS.name}
                    {...form.getInputProps(`names.${l}`)}
                    error={err(`names.${l}`)}
                    data-testid={`staff-celebrity-name-${l}`}
                  />
                  <Textarea
                    label={intl.formatMessage({ id: "staff.celebrities.bio" })}
                    autosize
                    minRows={2}
                    maxLength={CELEBRITY_LIMITS.bio}
                    {...form.getInputProps(`bios.${l}`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
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
            <Button
              type="submit"
              loading={created.loading || updated.loading}
              data-testid="staff-celebrity-save"
            >
              <FormattedMessage id="staff.celebrities.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
