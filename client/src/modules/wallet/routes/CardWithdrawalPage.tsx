import { Avatar, Group, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { CopyText } from "../../../shared/ui/CopyText";
import { CancelWithdrawalButton } from "../components/CancelWithdrawal";
import { WithdrawalDetailFrame, type DetailFact } from "../components/WithdrawalDetail";
import { MyCardWithdrawalQuery } from "../graphql/wallet";
import { cardWithdrawalsUrl } from "../urls";

function fee(currency: string, amount: string) {
  return currency === "JPOINT" ? (
    <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(amount) }} />
  ) : (
    <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(amount) }} />
  );
}

/**
 * /{lang}/users/withdraw/card/:withdrawalId: one of the member's card withdrawals — the card, units,
 * chain, address, fee, status (with the transaction once sent) and times — and, while it is under
 * review, the way to cancel it (the units come back to the collection, the fee is refunded).
 */
export function CardWithdrawalPage() {
  const { locale } = useLocale();
  const { withdrawalId = "" } = useParams();
  const { data, error, refetch } = useQuery(MyCardWithdrawalQuery, {
    variables: { id: withdrawalId },
    fetchPolicy: "cache-and-network",
  });
  const w = data?.myCardWithdrawal;
  const facts: DetailFact[] = w
    ? [
        {
          name: "card",
          labelId: "wallet.cards.card",
          value: (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={w.cardImage} radius="sm" size={40} alt="" />
              <Text fw={600}>{w.cardName}</Text>
            </Group>
          ),
        },
        { name: "units", labelId: "wallet.cards.units", value: w.units },
        { name: "chain", labelId: "wallet.detail.chain", value: w.chain },
        {
          name: "address",
          labelId: "wallet.address",
          value: <CopyText value={w.address} testId="detail-address-text" />,
        },
        { name: "fee", labelId: "wallet.fee", value: fee(w.feeCurrency, w.fee) },
      ]
    : [];
  return (
    <WithdrawalDetailFrame
      testId="card-withdrawal"
      titleId="wallet.detail.cardTitle"
      back={{ to: cardWithdrawalsUrl(locale), labelId: "wallet.detail.toCardTransfers" }}
      error={error}
      onRetry={() => void refetch()}
      withdrawal={w}
      facts={facts}
      actions={
        w?.status === "REVIEW" ? (
          <CancelWithdrawalButton
            kind="card"
            id={w.id}
            summary={
              <FormattedMessage
                id="wallet.cancel.cardText"
                values={{ units: w.units, name: w.cardName, fee: fee(w.feeCurrency, w.fee) }}
              />
            }
          />
        ) : null
      }
    />
  );
}
