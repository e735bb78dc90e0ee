import { useEffect, useRef, useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { PROFILE_PICTURE_TYPES } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { useRefreshViewer } from "../../hooks/useRefreshViewer";
import type { Viewer } from "../../hooks/useViewer";
import { profilePictureProblem, uploadProfilePicture } from "../../graphql/uploadProfilePicture";
import { UserAvatar } from "../UserAvatar";

/**
 * Profile picture: the choice is checked here first (type, size), shown at once as a preview, sent,
 * and then `me` is fetched again so the header and the user page show the stored picture.
 */
export function ProfilePictureUpload({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const refreshViewer = useRefreshViewer();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = profilePictureProblem(file);
    if (problem !== undefined) {
      handleError({ errorCode: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      await uploadProfilePicture(file);
      await refreshViewer();
      snackbar.show(intl.formatMessage({ id: "accounts.picture.saved" }), "success");
    } catch (error) {
      handleError(error);
    } finally {
      setPreview(null);
      setUploading(false);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap" data-testid="profile-picture">
      <UserAvatar
        name={viewer.nickname}
        src={preview ?? viewer.profilePictureUrl}
        size={88}
        data-testid="profile-picture-preview"
      />
      <Stack gap={6}>
        <input
          ref={input}
          type="file"
          accept={PROFILE_PICTURE_TYPES.join(",")}
          hidden
          data-testid="profile-picture-input"
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
        <Button
          variant="light"
          leftSection={<IconUpload size={16} />}
          loading={uploading}
          onClick={() => input.current?.click()}
        >
          <FormattedMessage id="accounts.picture.choose" />
        </Button>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="accounts.picture.hint" />
        </Text>
      </Stack>
    </Group>
  );
}
