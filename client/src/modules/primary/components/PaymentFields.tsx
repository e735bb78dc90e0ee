import { Group, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { INVOICE_TYPES, type InvoiceType } from "@vitrine/schema";
import type { PaymentWaysQuery } from "../../../gql/graphql";
import { useFieldError } from "../../../shared/forms/useFieldError";
import type { ChannelErrors, ChannelValues } from "../forms/checkout";

/** Message ids by value (explicit, so every message id can be checked). */
const PRIMARY_METHOD_MESSAGE = {
  CREDIT_CARD: "primary.method.CREDIT_CARD",
  ATM: "primary.method.ATM",
  LINE_PAY: "primary.method.LINE_PAY",
  UNION_PAY: "primary.method.UNION_PAY",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const PRIMARY_INVOICE_MESSAGE = {
  ELECTRONIC: "primary.invoice.ELECTRONIC",
  CARRIER: "primary.invoice.CARRIER",
} as const;

export type PaymentWay = PaymentWaysQuery["paymentWays"][number];

const PROVIDER_NAMES: Record<string, string> = {
  ecpay: "ECPay",
  openpay: "OpenPay",
  funpoint: "FunPoint",
  wanpay: "WanPay",
  linepay: "LINE Pay",
};
const KNOWN_METHODS = ["CREDIT_CARD", "ATM", "LINE_PAY", "UNION_PAY"];

export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

/** "Credit card" (localized); an unknown method shows as sent. */
export function MethodName({ method }: { method: string }) {
  return KNOWN_METHODS.includes(method) ? (
    <FormattedMessage id={PRIMARY_METHOD_MESSAGE[method as keyof typeof PRIMARY_METHOD_MESSAGE]} />
  ) : (
    <>{method}</>
  );
}

/** The way's method and, as several ways may share a method, its provider (unless it is the method: LINE Pay). */
export function PaymentWayLabel({ way }: { way: PaymentWay }) {
  const provider = providerName(way.provider);
  if (way.method === "LINE_PAY" && provider === "LINE Pay") return <MethodName method={way.method} />;
  return (
    <>
      <MethodName method={way.method} /> · {provider}
    </>
  );
}

export type SetChannelField = <K extends keyof ChannelValues>(field: K, value: ChannelValues[K]) => void;

/**
 * Paying through a provider: the way (radio list), the invoice (electronic or mobile carrier with its
 * code) and the purchaser (name, e-mail, optional phone).
 */
export function PaymentFields({
  ways,
  values,
  errors,
  set,
}: {
  ways: PaymentWay[];
  values: ChannelValues;
  errors: ChannelErrors;
  set: SetChannelField;
}) {
  const intl = useIntl();
  const err = useFieldError(errors);
  return (
    <Stack gap="md">
      <Radio.Group
        label={intl.formatMessage({ id: "primary.checkout.paymentWay" })}
        value={values.paymentWay}
        onChange={(value) => set("paymentWay", value)}
        error={err("paymentWay")}
        data-testid="payment-ways"
      >
        {ways.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs" data-testid="payment-ways-empty">
            <FormattedMessage id="primary.checkout.noPaymentWays" />
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {ways.map((way) => (
              <Radio
                key={way.id}
                value={way.id}
                data-testid={`payment-way-${way.id}`}
                label={<PaymentWayLabel way={way} />}
              />
            ))}
          </SimpleGrid>
        )}
      </Radio.Group>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          <FormattedMessage id="primary.checkout.invoice" />
        </Text>
        <SegmentedControl
          fullWidth
          data-testid="invoice-type"
          aria-label={intl.formatMessage({ id: "primary.checkout.invoice" })}
          value={values.invoiceType}
          data={INVOICE_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({
              id: PRIMARY_INVOICE_MESSAGE[type as keyof typeof PRIMARY_INVOICE_MESSAGE],
            }),
          }))}
          onChange={(value) => set("invoiceType", value as InvoiceType)}
        />
        {values.invoiceType === "CARRIER" && (
          <TextInput
            label={intl.formatMessage({ id: "primary.checkout.carrierCode" })}
            description={intl.formatMessage({ id: "primary.checkout.carrierHint" })}
            placeholder="/ABC1234"
            data-testid="carrier-code"
            maxLength={8}
            autoCapitalize="characters"
            value={values.carrierCode}
            onChange={(e) => set("carrierCode", e.currentTarget.value.toUpperCase())}
            error={err("carrierCode")}
          />
        )}
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          <FormattedMessage id="primary.checkout.purchaser" />
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={intl.formatMessage({ id: "primary.checkout.name" })}
            data-testid="purchaser-name"
            autoComplete="name"
            value={values.purchaserName}
            onChange={(e) => set("purchaserName", e.currentTarget.value)}
            error={err("purchaserName")}
            miw={180}
          />
          <TextInput
            label={intl.formatMessage({ id: "primary.checkout.email" })}
            data-testid="purchaser-email"
            type="email"
            autoComplete="email"
            value={values.purchaserEmail}
            onChange={(e) => set("purchaserEmail", e.currentTarget.value)}
            error={err("purchaserEmail")}
            miw={180}
          />
        </Group>
        <TextInput
          label={intl.formatMessage({ id: "primary.checkout.phone" })}
          data-testid="purchaser-phone"
          type="tel"
          autoComplete="tel"
          value={values.purchaserPhone}
          onChange={(e) => set("purchaserPhone", e.currentTarget.value)}
          error={err("purchaserPhone")}
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="primary.checkout.invoiceNote" />
        </Text>
      </Stack>
    </Stack>
  );
}
