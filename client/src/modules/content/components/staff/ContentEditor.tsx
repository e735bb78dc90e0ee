import { useState } from "react";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { LOCALES, type Locale } from "@vitrine/schema";
import type { StaffContentItemFieldsFragment } from "../../../../gql/graphql";
import {
  contentFormFrom,
  emptyContentForm,
  hasTranslation,
  toContentInput,
  validateContentForm,
  type ContentEditorValues,
} from "../../forms/contentEditorForm";
import { LocaleTextTabs } from "../../../../shared/forms/LocaleTextTabs";
import { useContentActions } from "../../hooks/useContentActions";
import { ContentDate } from "../reader/ContentDate";
import { ContentMetaFields } from "./ContentMetaFields";
import { ContentStateBadge } from "./ContentStateBadge";
import { RevisionsList } from "./RevisionsList";
import { StateActions } from "./StateActions";
import { TranslationFields } from "./TranslationFields";

/**
 * The staff editor of one item (or a new draft): its fields, five language tabs with a preview, Save
 * (with the revision it was loaded at), the state actions and the revisions. `onReload` fetches the
 * item afresh after someone else saved it.
 */
export function ContentEditor({
  item,
  onCreated,
  onReload,
}: {
  item: StaffContentItemFieldsFragment | null;
  onCreated: (id: string) => void;
  onReload: () => Promise<StaffContentItemFieldsFragment | undefined>;
}) {
  const actions = useContentActions();
  const [tab, setTab] = useState<Locale>("tw");
  const form = useForm<ContentEditorValues>({
    initialValues: item ? contentFormFrom(item) : emptyContentForm(),
    validate: validateContentForm,
  });
  const values = form.getValues();
  const dirty = form.isDirty();

  const submit = form.onSubmit(
    async (v) => {
      const saved = await actions.save(toContentInput(v, item?.id ?? null, item?.revision ?? null));
      if (!saved) return;
      form.setInitialValues(contentFormFrom(saved));
      form.setValues(contentFormFrom(saved));
      if (!item) onCreated(saved.id);
    },
    (errors) => {
      // Show the language tab that holds the first problem.
      const language = LOCALES.find((l) =>
        Object.keys(errors).some((k) => k.startsWith(`translations.${l}.`)),
      );
      if (language) setTab(language);
    },
  );

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    form.setInitialValues(contentFormFrom(fresh));
    form.setValues(contentFormFrom(fresh));
    actions.clearConflict();
  };

  return (
    <Stack gap="lg" data-testid="staff-content-editor">
      {actions.conflict ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={<FormattedMessage id="staff.content.conflict.title" />}
          data-testid="staff-content-conflict"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <FormattedMessage id="staff.content.conflict.body" />
            </Text>
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void reload()}
              data-testid="staff-content-reload"
            >
              <FormattedMessage id="staff.content.conflict.reload" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {item ? (
        <Group gap="sm" wrap="wrap">
          <ContentStateBadge state={item.state} />
          {item.state === "SCHEDULED" && item.publishAt ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="staff.content.publishAt"
                values={{ time: <ContentDate value={item.publishAt} /> }}
              />
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" data-testid="staff-content-updated">
            <FormattedMessage
              id="staff.content.updatedBy"
              values={{
                name: item.updatedByName,
                time: <ContentDate value={item.updatedAt} />,
                revision: item.revision,
              }}
            />
          </Text>
        </Group>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="md" bg="dark.7">
            <ContentMetaFields form={form} kindLocked={item !== null} />
          </Paper>
          <Paper withBorder radius="md" p="md" bg="dark.7">
            <LocaleTextTabs
              errors={form.errors}
              fields={["translations.{locale}.*"]}
              value={tab}
              onChange={setTab}
              keepMounted={false}
              panelPadding="md"
              strong={(l) => hasTranslation(values, l)}
              testId="staff-content"
            >
              {(l) => <TranslationFields form={form} language={l} />}
            </LocaleTextTabs>
          </Paper>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={actions.busy}
              data-testid="staff-content-save"
            >
              <FormattedMessage id="staff.content.save" />
            </Button>
            {item ? (
              <StateActions
                item={item}
                dirty={dirty}
                busy={actions.busy}
                onChange={(action) => void actions.change(item, action)}
                onSchedule={(publishAt) => void actions.schedule(item, publishAt)}
              />
            ) : null}
          </Group>
        </Stack>
      </form>
      {item ? <RevisionsList key={item.revision} itemId={item.id} /> : null}
    </Stack>
  );
}
