import { useState } from "react";
import { Button, Group, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { BuyListingMutation } from "../graphql/mutations";
import { PurchaseQuoteQuery } from "../graphql/queries";
import { completeUrl } from "../urls";

/**
 * The purchase confirmation: the quote's total is what the buyer pays. The orderId is made once per
 * dialog, so a retry of the same confirmation cannot buy twice.
 */
export function BuyConfirm({
  listingId,
  units,
  cardName,
}: {
  listingId: string;
  units: number;
  cardName: string;
}) {
  const [orderId] = useState(() => crypto.randomUUID());
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const handleError = useErrorHandler();
  const client = useApolloClient();
  const quote = useQuery(PurchaseQuoteQuery, {
    variables: { listingId, units },
    fetchPolicy: "network-only",
  });
  const [buy, { loading }] = useMutation(BuyListingMutation, { refetchQueries: ["Listing", "Me"] });

  const confirm = async () => {
    try {
      await buy({ variables: { input: { listingId, units, orderId } } });
      dialogs.close();
      void navigate(completeUrl(locale, orderId));
    } catch (error) {
      handleError(error);
      // The listing may have moved on (sold out, closed, outbid): show its current state.
      void client.refetchQueries({ include: ["Listing"] });
    }
  };

  const q = quote.data?.purchaseQuote;
  return (
    <Stack gap="md" data-testid="buy-confirm">
      <Text>
        <FormattedMessage id="market.buy.confirmText" values={{ units, name: cardName }} />
      </Text>
      {quote.error ? (
        <ErrorState error={quote.error} onRetry={() => void quote.refetch()} />
      ) : !q ? (
        <Skeleton height={60} />
      ) : (
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <FormattedMessage id="market.buy.total" />
              </Table.Td>
              <Table.Td ta="right" fw={700} data-testid="quote-total">
                <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(q.total) }} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">
                <FormattedMessage id="market.buy.feeIncluded" />
              </Table.Td>
              <Table.Td ta="right" c="dimmed" data-testid="quote-fee">
                <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(q.fee) }} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          onClick={() => void confirm()}
          loading={loading}
          disabled={!q}
          data-testid="buy-confirm-button"
        >
          <FormattedMessage id="market.buy.confirm" />
        </Button>
      </Group>
    </Stack>
  );
}
