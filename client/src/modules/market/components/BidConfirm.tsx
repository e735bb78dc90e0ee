import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { PlaceBidMutation } from "../graphql/mutations";

/** Confirms a bid: the amount is frozen from the balance until outbid or the auction ends. */
export function BidConfirm({ listingId, amount }: { listingId: string; amount: string }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const dialogs = useDialogs();
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const client = useApolloClient();
  const [placeBid, { loading }] = useMutation(PlaceBidMutation, {
    refetchQueries: ["Listing", "BidHistory", "Me"],
  });

  const confirm = async () => {
    try {
      await placeBid({ variables: { input: { listingId, amount, idempotencyKey } } });
      dialogs.close();
      snackbar.show(intl.formatMessage({ id: "market.bid.placed" }), "success");
    } catch (error) {
      handleError(error);
      // The listing may have moved on (sold out, closed, outbid): show its current state.
      void client.refetchQueries({ include: ["Listing", "BidHistory"] });
    }
  };

  return (
    <Stack gap="md" data-testid="bid-confirm">
      <Text data-testid="bid-frozen">
        <FormattedMessage id="market.bid.frozen" values={{ amount: formatUsdt(amount) }} />
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button onClick={() => void confirm()} loading={loading} data-testid="bid-confirm-button">
          <FormattedMessage id="market.bid.confirm" />
        </Button>
      </Group>
    </Stack>
  );
}
