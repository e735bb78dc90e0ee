import { useState } from "react";
import {
  Button,
  FileButton,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPhotoPlus } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Locale } from "@vitrine/schema";
import { CONTENT_LIMITS } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import type { ContentEditorValues } from "../../forms/contentEditorForm";
import { uploadContentImage } from "../../graphql/uploadContentImage";
import { MarkdownPreview } from "./MarkdownPreview";

/** One language's slug, title, summary and Markdown body, with Write / Preview. */
export function TranslationFields({
  form,
  language,
}: {
  form: UseFormReturnType<ContentEditorValues>;
  language: Locale;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const fieldError = useFieldError(form.errors);
  const [mode, setMode] = useState<"write" | "preview">("write");
  const [uploading, setUploading] = useState(false);
  const path = `translations.${language}` as const;
  const body = form.getValues().translations[language].bodyMarkdown;
  const label = (id: string) => intl.formatMessage({ id });

  // An image for the body: uploaded, then its Markdown appended where the author can move it.
  const insertImage = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadContentImage(file);
      const current = form.getValues().translations[language].bodyMarkdown;
      form.setFieldValue(
        `${path}.bodyMarkdown`,
        `${current}${current.endsWith("\n") || !current ? "" : "\n\n"}![](${url})\n`,
      );
    } catch (e) {
      handleError(e);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm" lang={language} data-testid={`staff-content-lang-${language}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={label("staff.content.field.title")}
          required={language === "tw"}
          maxLength={CONTENT_LIMITS.title}
          {...form.getInputProps(`${path}.title`)}
          error={fieldError(`${path}.title`)}
          data-testid={`staff-content-title-${language}`}
        />
        <TextInput
          label={label("staff.content.field.slug")}
          description={label("staff.content.field.slugHint")}
          maxLength={CONTENT_LIMITS.slug}
          {...form.getInputProps(`${path}.slug`)}
          error={fieldError(`${path}.slug`)}
        />
      </SimpleGrid>
      <Textarea
        label={label("staff.content.field.summary")}
        autosize
        minRows={2}
        maxLength={CONTENT_LIMITS.summary}
        {...form.getInputProps(`${path}.summary`)}
        error={fieldError(`${path}.summary`)}
      />
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as "write" | "preview")}
          data={[
            { value: "write", label: label("staff.content.write") },
            { value: "preview", label: label("staff.content.preview") },
          ]}
          data-testid={`staff-content-mode-${language}`}
        />
        <FileButton onChange={(file) => void insertImage(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="subtle"
              loading={uploading}
              leftSection={<IconPhotoPlus size={14} />}
            >
              <FormattedMessage id="staff.content.insertImage" />
            </Button>
          )}
        </FileButton>
      </Group>
      {mode === "write" ? (
        <Textarea
          label={label("staff.content.field.body")}
          description={label("staff.content.field.bodyHint")}
          autosize
          minRows={10}
          maxRows={30}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          {...form.getInputProps(`${path}.bodyMarkdown`)}
          error={fieldError(`${path}.bodyMarkdown`)}
        />
      ) : (
        <MarkdownPreview markdown={body} />
      )}
    </Stack>
  );
}
