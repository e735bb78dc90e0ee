import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { ConfirmJpointConversionMutation } from "../graphql/jpoint";

/** The last step: converting cannot be reversed. Confirming a quote twice converts once (server). */
export function ConvertConfirm({
  quoteId,
  jpoint,
  usdt,
  onDone,
}: {
  quoteId: string;
  jpoint: string;
  usdt: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [confirm, { loading }] = useMutation(ConfirmJpointConversionMutation, {
    refetchQueries: ["JpointWallet", "JpointConversionHistory", "Me"],
  });

  const submit = async () => {
    try {
      await confirm({ variables: { quoteId } });
      dialogs.close();
      onDone();
      snackbar.show(
        intl.formatMessage(
          { id: "jpoint.convert.done" },
          { jpoint: formatJpoint(jpoint), usdt: formatUsdt(usdt) },
        ),
        "success",
      );
    } catch (error) {
      dialogs.close();
      onDone();
      handleError(error);
    }
  };

  return (
    <Stack gap="md" data-testid="convert-confirm">
      <Text>
        <FormattedMessage
          id="jpoint.convert.confirmText"
          values={{ jpoint: formatJpoint(jpoint), usdt: formatUsdt(usdt) }}
        />
      </Text>
      <Text c="red" fw={600} data-testid="convert-irreversible">
        <FormattedMessage id="jpoint.convert.irreversible" />
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          color="red"
          loading={loading}
          onClick={() => void submit()}
          data-testid="convert-confirm-button"
        >
          <FormattedMessage id="jpoint.convert.confirm" />
        </Button>
      </Group>
    </Stack>
  );
}
