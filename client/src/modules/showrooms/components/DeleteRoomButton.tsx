import { useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { DeleteShowroomMutation } from "../graphql/showrooms";

/** Permanent deletion after a confirmation; a room never established cannot be deleted (spec §4). */
export function DeleteRoomButton({
  id,
  name,
  established,
  onDeleted,
}: {
  id: string;
  name: string;
  established: boolean;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const onError = useErrorHandler();
  const [open, setOpen] = useState(false);
  const [remove, { loading }] = useMutation(DeleteShowroomMutation, { refetchQueries: ["MyShowrooms"] });
  return (
    <>
      <Button
        color="red"
        variant="subtle"
        disabled={!established}
        title={established ? undefined : intl.formatMessage({ id: "showrooms.delete.notEstablished" })}
        onClick={() => setOpen(true)}
        data-testid="showroom-delete"
      >
        <FormattedMessage id="showrooms.delete.button" />
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: "showrooms.delete.title" })}
        centered
      >
        <Text mb="md">
          <FormattedMessage id="showrooms.delete.confirm" values={{ name }} />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            color="red"
            loading={loading}
            data-testid="showroom-delete-confirm"
            onClick={async () => {
              try {
                await remove({ variables: { id } });
                setOpen(false);
                onDeleted();
              } catch (error) {
                onError(error);
              }
            }}
          >
            <FormattedMessage id="showrooms.delete.button" />
          </Button>
        </Group>
      </Modal>
    </>
  );
}
