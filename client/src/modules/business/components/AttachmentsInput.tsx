import { useState } from "react";
import { ActionIcon, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconFileUpload, IconPaperclip, IconX } from "@tabler/icons-react";
import { BUSINESS_LIMITS, errorByCode } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { attachmentProblem, uploadAttachment, type UploadedAttachment } from "../graphql/uploadAttachment";
import { FileSize } from "./fileSize";

/**
 * Up to three attachments (PDF, PNG, JPEG; under 5 MB each), uploaded as soon as they are chosen:
 * the form keeps only their keys. A file the gateway would refuse is refused here first.
 */
export function AttachmentsInput({
  files,
  onChange,
  error,
}: {
  files: UploadedAttachment[];
  onChange: (files: UploadedAttachment[]) => void;
  error?: string;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [uploading, setUploading] = useState(false);
  const full = files.length >= BUSINESS_LIMITS.attachments;

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      const messageKey = errorByCode(problem)?.messageKey ?? "error.DATA_ERROR";
      snackbar.show(intl.formatMessage({ id: messageKey }), "error");
      return;
    }
    setUploading(true);
    try {
      onChange([...files, await uploadAttachment(file)]);
    } catch (e) {
      handleError(e);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        <FormattedMessage id="business.form.attachments" />
      </Text>
      <Text size="xs" c="dimmed">
        <FormattedMessage id="business.form.attachmentsHint" values={{ max: BUSINESS_LIMITS.attachments }} />
      </Text>
      {files.map((f) => (
        <Group key={f.key} gap="xs" wrap="nowrap" data-testid="business-attachment">
          <IconPaperclip size={16} />
          <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
            {f.name}
          </Text>
          <Text size="xs" c="dimmed">
            <FileSize bytes={f.bytes} />
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage({ id: "business.form.removeAttachment" }, { name: f.name })}
            onClick={() => onChange(files.filter((x) => x.key !== f.key))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <FileButton
        onChange={(file) => void choose(file)}
        accept="application/pdf,image/png,image/jpeg"
        disabled={full}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconFileUpload size={16} />}
            loading={uploading}
            disabled={full}
            w="fit-content"
            data-testid="business-attach"
          >
            <FormattedMessage id="business.form.addAttachment" />
          </Button>
        )}
      </FileButton>
      {error ? (
        <Text size="xs" c="red.5">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
