import { Input, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useIntl } from "react-intl";
import { CONTENT_KINDS, CONTENT_LIMITS } from "@vitrine/schema";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import type { ContentKind } from "../../../../gql/graphql";
import type { ContentEditorValues } from "../../forms/contentEditorForm";
import { WEB_TYPES } from "../../kinds";
import { KIND_MESSAGE, WEB_TYPE_MESSAGE } from "../../messages";
import { ImageUpload } from "./ImageUpload";

/** Kind (fixed once saved), web type (announcements), category, tags and cover. */
export function ContentMetaFields({
  form,
  kindLocked,
}: {
  form: UseFormReturnType<ContentEditorValues>;
  kindLocked: boolean;
}) {
  const intl = useIntl();
  const fieldError = useFieldError(form.errors);
  const label = (id: string) => intl.formatMessage({ id });
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={label("staff.content.field.kind")}
          data={CONTENT_KINDS.map((k) => ({ value: k, label: label(KIND_MESSAGE[k]) }))}
          allowDeselect={false}
          disabled={kindLocked}
          {...form.getInputProps("kind")}
          onChange={(v) => v && form.setFieldValue("kind", v as ContentKind)}
          data-testid="staff-content-kind"
        />
        <TextInput
          label={label("staff.content.field.category")}
          description={label("staff.content.field.categoryHint")}
          maxLength={CONTENT_LIMITS.category}
          {...form.getInputProps("category")}
          error={fieldError("category")}
        />
      </SimpleGrid>
      {values.kind === "ANNOUNCEMENT" ? (
        <Input.Wrapper label={label("staff.content.field.webType")} error={fieldError("webType")}>
          <div>
            <SegmentedControl
              mt={4}
              data={WEB_TYPES.map((w) => ({ value: String(w), label: label(WEB_TYPE_MESSAGE[w]) }))}
              {...form.getInputProps("webType")}
              data-testid="staff-content-webtype"
            />
          </div>
        </Input.Wrapper>
      ) : null}
      <TagsInput
        label={label("staff.content.field.tags")}
        description={label("staff.content.field.tagsHint")}
        maxTags={CONTENT_LIMITS.tags}
        {...form.getInputProps("tags")}
        error={fieldError("tags") ?? fieldError("tags.0")}
      />
      <ImageUpload
        label={label("staff.content.field.cover")}
        value={values.coverUrl}
        onChange={(url) => form.setFieldValue("coverUrl", url)}
        error={fieldError("coverUrl")}
        testId="staff-content-cover"
      />
    </Stack>
  );
}
