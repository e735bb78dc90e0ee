import { FormattedMessage, type IntlShape } from "react-intl";
import type { useFormatWhole } from "../../../shared/money/whole";
import type { ChannelValues } from "../forms/checkout";
import type { ConfirmRow } from "./OrderConfirm";
import { PaymentWayLabel, type PaymentWay } from "./PaymentFields";

/** The rows of the purchase confirmation: how it is paid, the invoice, who pays, and the total. */
export function purchaseConfirmRows({
  payWith,
  values,
  way,
  balance,
  jpointTotal,
  twdTotal,
  fmt,
  intl,
}: {
  payWith: "JPOINT" | "CHANNEL";
  values: ChannelValues;
  way: PaymentWay | undefined;
  balance: bigint;
  jpointTotal: bigint | null;
  twdTotal: bigint;
  fmt: ReturnType<typeof useFormatWhole>;
  intl: IntlShape;
}): ConfirmRow[] {
  return payWith === "JPOINT"
    ? [
        { labelId: "primary.confirm.payWith", value: <FormattedMessage id="primary.pay.jpoint" /> },
        {
          labelId: "primary.confirm.balanceAfter",
          value: (
            <FormattedMessage id="primary.price.jpoint" values={{ amount: fmt(balance - jpointTotal!) }} />
          ),
        },
        {
          labelId: "primary.confirm.total",
          strong: true,
          testId: "confirm-total",
          value: <FormattedMessage id="primary.price.jpoint" values={{ amount: fmt(jpointTotal) }} />,
        },
      ]
    : [
        {
          labelId: "primary.confirm.payWith",
          value: way ? <PaymentWayLabel way={way} /> : values.paymentWay,
        },
        {
          labelId: "primary.confirm.invoice",
          value:
            values.invoiceType === "CARRIER"
              ? `${intl.formatMessage({ id: "primary.invoice.CARRIER" })} ${values.carrierCode}`
              : intl.formatMessage({ id: "primary.invoice.ELECTRONIC" }),
        },
        {
          labelId: "primary.confirm.purchaser",
          value: `${values.purchaserName.trim()} · ${values.purchaserEmail.trim()}`,
        },
        {
          labelId: "primary.confirm.total",
          strong: true,
          testId: "confirm-total",
          value: <FormattedMessage id="primary.price.twd" values={{ amount: fmt(twdTotal) }} />,
        },
      ];
}
