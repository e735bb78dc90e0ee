import { useRef, useState } from "react";
import { Button, Group, Image, Loader, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconPhotoUp } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { errorByCode, type KycImageKind } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import {
  KYC_IMAGE_TYPES,
  kycImageProblem,
  uploadKycFile,
  type UploadedKycFile,
} from "../graphql/uploadKycFile";

/** Message ids by value (explicit, so every message id can be checked). */
const KYC_PHOTO_MESSAGE = {
  FRONT: "kyc.photo.FRONT",
  BACK: "kyc.photo.BACK",
  SELFIE: "kyc.photo.SELFIE",
  SECOND_ID: "kyc.photo.SECOND_ID",
} as const;

/**
 * One KYC photo: chosen, checked here (jpg/jpeg/png under 5,000,000 bytes) and only then uploaded;
 * the preview is the gateway's private copy, so what staff will see is what the member sees.
 */
export function KycPhotoInput({
  kind,
  previewUrl,
  error,
  onUploaded,
}: {
  kind: KycImageKind;
  previewUrl?: string;
  /** The form's error for this photo (a locale key), e.g. 'photo required'. */
  error?: string;
  onUploaded: (file: UploadedKycFile) => void;
}) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const code = kycImageProblem(file);
    if (code !== undefined) {
      setProblem(errorByCode(code)?.messageKey ?? "error.INVALID_DATA");
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      onUploaded(await uploadKycFile(file, kind));
    } catch (err) {
      setProblem(handleError(err).messageKey);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="dark.6"
      data-testid={`kyc-photo-${kind}`}
      style={shown ? { borderColor: "var(--mantine-color-red-7)" } : undefined}
    >
      <Stack gap="xs">
        {/* Two lines kept for every title, so the four cards line up whatever the language. */}
        <Group justify="space-between" align="flex-start" wrap="nowrap" mih={42}>
          <Text size="sm" fw={600} lineClamp={2}>
            <FormattedMessage id={KYC_PHOTO_MESSAGE[kind as keyof typeof KYC_PHOTO_MESSAGE]} />
          </Text>
          {previewUrl ? (
            <ThemeIcon size="sm" radius="xl" color="teal" variant="light">
              <IconCheck size={14} />
            </ThemeIcon>
          ) : null}
        </Group>
        <Paper
          radius="sm"
          h={140}
          bg="dark.8"
          style={{ display: "flex", alignItems: "center", justifyContent: "center", overflow: "hidden" }}
        >
          {uploading ? (
            <Loader size="sm" />
          ) : previewUrl ? (
            <Image
              src={previewUrl}
              alt={intl.formatMessage({ id: KYC_PHOTO_MESSAGE[kind as keyof typeof KYC_PHOTO_MESSAGE] })}
              h={140}
              fit="contain"
              data-testid={`kyc-preview-${kind}`}
            />
          ) : (
            <IconPhotoUp size={36} color="var(--mantine-color-dark-2)" />
          )}
        </Paper>
        <input
          ref={input}
          type="file"
          accept={KYC_IMAGE_TYPES.join(",")}
          hidden
          data-testid={`kyc-file-${kind}`}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
        <Button
          variant="light"
          size="xs"
          loading={uploading}
          onClick={() => input.current?.click()}
          data-testid={`kyc-choose-${kind}`}
        >
          <FormattedMessage id={previewUrl ? "kyc.photo.replace" : "kyc.photo.choose"} />
        </Button>
        {shown ? (
          <Text size="xs" c="red.6" role="alert" data-testid={`kyc-photo-error-${kind}`}>
            <FormattedMessage id={shown} />
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="kyc.photo.rule" />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
