import type { ReactNode } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { CancelCardWithdrawalMutation, CancelUsdtWithdrawalMutation } from "../graphql/wallet";

/**
 * What a cancel changes besides the withdrawal itself (its page updates from the mutation's answer):
 * the balances in the header and on the wallet pages, the record lists and, for cards, the holding.
 * Those of them on screen are refetched.
 */
const CANCEL_REFETCH: ReadonlySet<string> = new Set([
  "Me",
  "DigitalWallet",
  "WalletWithdrawGate",
  "WalletCardFees",
  "MyUsdtWithdrawals",
  "MyCardWithdrawals",
  "MyCollection",
]);

export type WithdrawalKind = "usdt" | "card";

/** Asks before cancelling; cancels on "yes", refreshes the balances and closes. */
function CancelWithdrawalConfirm({
  kind,
  id,
  children,
}: {
  kind: WithdrawalKind;
  id: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const client = useApolloClient();
  const [cancelUsdt, usdt] = useMutation(CancelUsdtWithdrawalMutation);
  const [cancelCard, card] = useMutation(CancelCardWithdrawalMutation);

  const confirm = async () => {
    try {
      if (kind === "usdt") await cancelUsdt({ variables: { id } });
      else await cancelCard({ variables: { id } });
      void client.refetchQueries({
        include: "active",
        onQueryUpdated: (query) => CANCEL_REFETCH.has(query.queryName ?? ""),
      });
      snackbar.show(intl.formatMessage({ id: "wallet.cancel.done" }), "success");
    } catch (error) {
      handleError(error);
      // Refused (staff approved it meanwhile): show it as it is now.
      void client.refetchQueries({ include: [kind === "usdt" ? "MyUsdtWithdrawal" : "MyCardWithdrawal"] });
    }
    dialogs.close();
  };

  return (
    <Stack gap="md" data-testid="cancel-withdrawal-confirm">
      <Text>{children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id="wallet.cancel.keep" />
        </Button>
        <Button
          color="red"
          loading={usdt.loading || card.loading}
          onClick={() => void confirm()}
          data-testid="cancel-withdrawal-confirm-button"
        >
          <FormattedMessage id="wallet.cancel.button" />
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Cancel withdrawal" with a confirmation that says what comes back (`summary`); shown only while
 * the withdrawal is under review.
 */
export function CancelWithdrawalButton({
  kind,
  id,
  summary,
}: {
  kind: WithdrawalKind;
  id: string;
  summary: ReactNode;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const open = () =>
    dialogs.open({
      kind: "cancel-withdrawal",
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "wallet.cancel.title" }),
      content: (
        <CancelWithdrawalConfirm kind={kind} id={id}>
          {summary}
        </CancelWithdrawalConfirm>
      ),
    });
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="wallet.cancel.hint" />
      </Text>
      <Button color="red" variant="light" onClick={open} data-testid="cancel-withdrawal">
        <FormattedMessage id="wallet.cancel.button" />
      </Button>
    </Group>
  );
}
