import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { CopyText } from "../../../shared/ui/CopyText";
import { CancelWithdrawalButton } from "../components/CancelWithdrawal";
import { WithdrawalDetailFrame, type DetailFact } from "../components/WithdrawalDetail";
import { MyUsdtWithdrawalQuery } from "../graphql/wallet";
import { usdtRecordsUrl } from "../urls";

const usdt = (amount: string) => (
  <FormattedMessage id="market.usdt" values={{ amount: formatUsdt(amount) }} />
);

/**
 * /{lang}/users/withdraw/usdt/:withdrawalId: one of the member's USDT withdrawals — network, address,
 * amount, fee, what arrives, status (with the transaction once sent) and times — and, while it is
 * under review, the way to cancel it (the amount and fee come back to the available balance).
 */
export function UsdtWithdrawalPage() {
  const { locale } = useLocale();
  const { withdrawalId = "" } = useParams();
  const { data, error, refetch } = useQuery(MyUsdtWithdrawalQuery, {
    variables: { id: withdrawalId },
    fetchPolicy: "cache-and-network",
  });
  const w = data?.myUsdtWithdrawal;
  const facts: DetailFact[] = w
    ? [
        { name: "network", labelId: "wallet.network", value: w.network },
        {
          name: "address",
          labelId: "wallet.address",
          value: <CopyText value={w.address} testId="detail-address-text" />,
        },
        { name: "amount", labelId: "wallet.amount", value: usdt(w.amount) },
        { name: "fee", labelId: "wallet.fee", value: usdt(w.fee) },
        { name: "totalDebited", labelId: "wallet.totalDebited", value: usdt(w.totalDebited) },
        { name: "expectedAmount", labelId: "wallet.expected", value: usdt(w.expectedAmount) },
      ]
    : [];
  return (
    <WithdrawalDetailFrame
      testId="usdt-withdrawal"
      titleId="wallet.detail.usdtTitle"
      back={{ to: `${usdtRecordsUrl(locale)}?tab=withdrawals`, labelId: "wallet.detail.toRecords" }}
      error={error}
      onRetry={() => void refetch()}
      withdrawal={w}
      facts={facts}
      actions={
        w?.status === "REVIEW" ? (
          <CancelWithdrawalButton
            kind="usdt"
            id={w.id}
            summary={
              <FormattedMessage
                id="wallet.cancel.usdtText"
                values={{ total: formatUsdt(w.totalDebited), network: w.network }}
              />
            }
          />
        ) : null
      }
    />
  );
}
