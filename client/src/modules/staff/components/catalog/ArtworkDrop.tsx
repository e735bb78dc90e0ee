import { useEffect, useRef, useState } from "react";
import { Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { artworkFileSchema } from "./catalogForms";

/**
 * The card artwork picker: drop a file on the frame or choose one; a JPEG, PNG or WebP under 5 MB is
 * previewed at once (the gateway sniffs and re-encodes it again on upload). `error` is a message id.
 */
export function ArtworkDrop({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null, error: string | null) => void;
  error: string | null;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const take = (picked: File | undefined | null) => {
    if (!picked) return;
    const checked = artworkFileSchema.safeParse({ type: picked.type, size: picked.size });
    if (checked.success) onChange(picked, null);
    else onChange(null, checked.error.issues[0]?.message ?? "error.IMAGE_TYPE_NOT_ALLOWED");
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        <FormattedMessage id="staff.cards.artwork" />{" "}
        <span style={{ color: "var(--mantine-color-error)" }}>*</span>
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="staff-card-artwork-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files[0]);
        }}
        style={{
          borderStyle: "dashed",
          borderColor: error
            ? "var(--mantine-color-error)"
            : over
              ? "var(--mantine-primary-color-filled)"
              : undefined,
        }}
      >
        <Group gap="md" wrap="nowrap" align="center">
          {preview ? (
            <Image
              src={preview}
              alt={intl.formatMessage({ id: "staff.cards.artworkPreview" })}
              w={96}
              h={128}
              fit="cover"
              radius="sm"
              data-testid="staff-card-artwork-preview"
            />
          ) : (
            <IconPhotoUp size={40} stroke={1.4} style={{ flexShrink: 0, opacity: 0.6 }} />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm">
              <FormattedMessage id={file ? "staff.cards.artworkChosen" : "staff.cards.artworkDrop"} />
            </Text>
            {file ? (
              <Text size="xs" c="dimmed" truncate>
                {file.name}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              <FormattedMessage id="staff.cards.artworkHelp" />
            </Text>
            <div>
              <Button
                size="xs"
                variant="light"
                onClick={() => input.current?.click()}
                data-testid="staff-card-artwork-choose"
              >
                <FormattedMessage id="staff.cards.artworkChoose" />
              </Button>
            </div>
          </Stack>
        </Group>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="staff-card-artwork-input"
          onChange={(e) => {
            take(e.currentTarget.files?.[0]);
            e.currentTarget.value = "";
          }}
        />
      </Paper>
      {error ? (
        <Text size="xs" c="red" data-testid="staff-card-artwork-error">
          <FormattedMessage id={error} />
        </Text>
      ) : null}
    </Stack>
  );
}
