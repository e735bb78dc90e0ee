import { useState } from "react";
import { Button, FileButton, Group, Image, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SHOWROOM_COVER, SHOWROOM_LIMITS, errorByCode } from "@vitrine/schema";
import type { ShowroomFieldsFragment, ShowroomVisibility } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { UpdateShowroomMutation } from "../graphql/showrooms";
import { coverProblem, uploadCover } from "../graphql/uploadCover";

/**
 * Description, cover (1200×600, at most 3 MB; checked again by the gateway) and published/private. The
 * first save with a cover establishes the room.
 */
export function RoomDetailsForm({ room }: { room: ShowroomFieldsFragment }) {
  const intl = useIntl();
  const onError = useErrorHandler();
  const snackbar = useSnackbar();
  const [description, setDescription] = useState(room.description);
  const [status, setStatus] = useState<ShowroomVisibility>(
    room.status === "PUBLISHED" ? "PUBLISHED" : "PRIVATE",
  );
  const [cover, setCover] = useState<{ key: string | null; url: string | null }>({
    key: null,
    url: room.coverUrl,
  });
  const [uploading, setUploading] = useState(false);
  const [update, { loading }] = useMutation(UpdateShowroomMutation);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = coverProblem(file);
    if (problem) {
      snackbar.show(intl.formatMessage({ id: errorByCode(problem)!.messageKey }), "error");
      return;
    }
    setUploading(true);
    try {
      const answer = await uploadCover(file);
      setCover({ key: answer.coverKey, url: answer.coverUrl });
    } catch (error) {
      onError(error);
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    try {
      await update({ variables: { id: room.id, input: { description, coverKey: cover.key, status } } });
      snackbar.show(intl.formatMessage({ id: "showrooms.saved" }), "success");
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack gap="sm" data-testid="showroom-details-form">
      {cover.url ? (
        <Image
          src={cover.url}
          alt=""
          radius="md"
          maw={480}
          style={{ aspectRatio: "2 / 1" }}
          data-testid="showroom-cover-preview"
        />
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="showrooms.cover.none" />
        </Text>
      )}
      <Group>
        <FileButton onChange={(f) => void choose(f)} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="light" loading={uploading} {...props} data-testid="showroom-cover-button">
              <FormattedMessage id="showrooms.cover.choose" />
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="showrooms.cover.rule"
            values={{
              width: SHOWROOM_COVER.width,
              height: SHOWROOM_COVER.height,
              mb: SHOWROOM_COVER.maxBytes / 1_000_000,
            }}
          />
        </Text>
      </Group>
      <Textarea
        label={intl.formatMessage({ id: "showrooms.field.description" })}
        value={description}
        maxLength={SHOWROOM_LIMITS.description}
        autosize
        minRows={2}
        onChange={(e) => setDescription(e.currentTarget.value)}
        data-testid="showroom-description-input"
      />
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as ShowroomVisibility)}
        data={[
          { value: "PUBLISHED", label: intl.formatMessage({ id: "showrooms.status.PUBLISHED" }) },
          { value: "PRIVATE", label: intl.formatMessage({ id: "showrooms.status.PRIVATE" }) },
        ]}
        data-testid="showroom-status"
        w="fit-content"
      />
      <Button
        onClick={() => void submit()}
        loading={loading}
        disabled={!cover.url}
        w="fit-content"
        data-testid="showroom-save"
      >
        <FormattedMessage id={room.established ? "showrooms.save" : "showrooms.establish"} />
      </Button>
    </Stack>
  );
}
