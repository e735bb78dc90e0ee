import { useState } from "react";
import { Button, Group, Paper, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SHOWROOM_LIMITS } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { TakeDownShowroomMutation } from "../../graphql/staff";

/** Staff: takes a published room down (its id is in its address) with a reason the owner is mailed. */
export function TakedownForm() {
  const intl = useIntl();
  const onError = useErrorHandler();
  const snackbar = useSnackbar();
  const [id, setId] = useState("");
  const [reason, setReason] = useState("");
  const [takeDown, { loading }] = useMutation(TakeDownShowroomMutation);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-showroom-takedown">
      <Title order={3} mb="xs">
        <FormattedMessage id="staff.showrooms.takedown" />
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <FormattedMessage id="staff.showrooms.takedownHelp" />
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={intl.formatMessage({ id: "staff.showrooms.roomId" })}
          value={id}
          onChange={(e) => setId(e.currentTarget.value.trim())}
          w={140}
        />
        <Textarea
          label={intl.formatMessage({ id: "staff.showrooms.reason" })}
          value={reason}
          maxLength={SHOWROOM_LIMITS.takedownReason}
          onChange={(e) => setReason(e.currentTarget.value)}
          style={{ flex: "1 1 260px" }}
          autosize
        />
        <Button
          color="red"
          loading={loading}
          disabled={!/^\d+$/.test(id) || !reason.trim()}
          onClick={async () => {
            try {
              await takeDown({ variables: { id, reason } });
              snackbar.show(intl.formatMessage({ id: "staff.showrooms.takenDown" }), "success");
              setId("");
              setReason("");
            } catch (e) {
              onError(e);
            }
          }}
        >
          <FormattedMessage id="staff.showrooms.takedown" />
        </Button>
      </Group>
    </Paper>
  );
}
