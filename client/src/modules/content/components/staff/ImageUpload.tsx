import { useState } from "react";
import { AspectRatio, Box, Button, FileButton, Group, Image, Input, Text } from "@mantine/core";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { uploadContentImage } from "../../graphql/uploadContentImage";

const ACCEPT = "image/png,image/jpeg,image/webp";

/**
 * An image stored through POST /uploads/content-image (the gateway checks and re-encodes it): a cover,
 * a banner image. Shows the chosen image at the ratio it will be shown at.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  ratio = 16 / 9,
  error,
  testId,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  ratio?: number;
  error?: string;
  testId: string;
}) {
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadContentImage(file));
    } catch (e) {
      handleError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <Box maw={360} mt={4}>
        <AspectRatio ratio={ratio}>
          {value ? (
            <Image src={value} alt="" radius="sm" />
          ) : (
            <Box
              bg="dark.6"
              style={{ borderRadius: "var(--mantine-radius-sm)", display: "grid", placeItems: "center" }}
            >
              <Text size="xs" c="dimmed">
                <FormattedMessage id="staff.content.noImage" />
              </Text>
            </Box>
          )}
        </AspectRatio>
      </Box>
      <Group gap="xs" mt="xs">
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={busy}
              leftSection={<IconPhotoUp size={14} />}
            >
              <FormattedMessage id="staff.content.upload" />
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onChange(null)}
          >
            <FormattedMessage id="staff.content.removeImage" />
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
