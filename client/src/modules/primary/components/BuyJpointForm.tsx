import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PrimaryBuyerQuery as BuyerData } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import {
  initialChannelValues,
  JPOINT_LIMITS,
  QUICK_JPOINT_AMOUNTS,
  toInvoiceInput,
  toPurchaserInput,
  jpointFormSchema,
  type ChannelValues,
} from "../forms/checkout";
import { BuyJpointMutation } from "../graphql/mutations";
import { PaymentWaysQuery, PrimaryBuyerQuery } from "../graphql/queries";
import { useFollowOrder } from "../hooks/useFollowOrder";
import { useFormatWhole } from "../../../shared/money/whole";
import { OrderConfirm } from "./OrderConfirm";
import { PaymentFields, PaymentWayLabel, type PaymentWay } from "./PaymentFields";

type Buyer = NonNullable<BuyerData["me"]>;
interface Values extends ChannelValues {
  amount: string;
}

/**
 * Buying Jpoint (1 point = NT$1) through a payment way: a whole amount over NT$100, the way, the
 * invoice and the purchaser; confirmed in a dialog, then paid at the provider (or by ATM transfer).
 * Meant for a signed-in page (the Jpoint wallet).
 */
export function BuyJpointForm() {
  const buyer = useQuery(PrimaryBuyerQuery);
  const ways = useQuery(PaymentWaysQuery);
  const failed = buyer.error ?? ways.error;
  if (failed) {
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void buyer.refetch();
          void ways.refetch();
        }}
      />
    );
  }
  if (!buyer.data || !ways.data)
    return <Skeleton height={360} radius="lg" data-testid="buy-jpoint-loading" />;
  return <JpointForm buyer={buyer.data.me} ways={ways.data.paymentWays} />;
}

function JpointForm({ buyer, ways }: { buyer: Buyer | null; ways: PaymentWay[] }) {
  const intl = useIntl();
  const fmt = useFormatWhole();
  const dialogs = useDialogs();
  const { locale } = useLocale();
  const followOrder = useFollowOrder();
  const [buyJpoint] = useMutation(BuyJpointMutation);
  const form = useForm<Values>({
    initialValues: {
      amount: "",
      ...initialChannelValues({
        name: buyer?.realName || buyer?.nickname || "",
        email: buyer?.email ?? "",
        phone: buyer?.phone ?? "",
      }),
    },
    validate: schemaResolver(jpointFormSchema, { sync: true }),
    validateInputOnChange: ["amount", "carrierCode"],
  });
  const err = useFieldError(form.errors, { min: fmt(JPOINT_LIMITS.min), max: fmt(JPOINT_LIMITS.max) });

  const submit = form.onSubmit((values) => {
    const amount = Number(values.amount);
    const way = ways.find((w) => w.id === values.paymentWay);
    dialogs.open({
      kind: "buy-jpoint-confirm",
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "primary.jpoint.confirmTitle" }),
      content: (
        <OrderConfirm
          testId="buy-jpoint-confirm-dialog"
          confirmTestId="buy-jpoint-confirm"
          intro={<FormattedMessage id="primary.jpoint.confirmText" values={{ amount: fmt(amount) }} />}
          rows={[
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
              labelId: "primary.jpoint.credited",
              value: <FormattedMessage id="primary.price.jpoint" values={{ amount: fmt(amount) }} />,
              testId: "buy-jpoint-credited",
            },
            {
              labelId: "primary.confirm.total",
              strong: true,
              testId: "buy-jpoint-total",
              value: <FormattedMessage id="primary.price.twd" values={{ amount: fmt(amount) }} />,
            },
          ]}
          note={
            <FormattedMessage
              id={way?.method === "ATM" ? "primary.confirm.atmNote" : "primary.confirm.channelNote"}
            />
          }
          submit={async (idempotencyKey) => {
            const { data } = await buyJpoint({
              variables: {
                input: {
                  amount,
                  paymentWay: values.paymentWay,
                  invoice: toInvoiceInput(values),
                  purchaser: toPurchaserInput(values),
                  idempotencyKey,
                  locale,
                },
              },
            });
            followOrder(data!.buyJpoint);
          }}
        />
      ),
    });
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="buy-jpoint-form"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3}>
            <FormattedMessage id="primary.jpoint.title" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="primary.jpoint.intro" values={{ min: fmt(JPOINT_LIMITS.min) }} />
          </Text>
        </Stack>
        <TextInput
          label={intl.formatMessage({ id: "primary.jpoint.amount" })}
          data-testid="buy-jpoint-amount"
          inputMode="numeric"
          leftSection={<Text size="sm">NT$</Text>}
          leftSectionWidth={48}
          value={form.values.amount}
          onChange={(e) => form.setFieldValue("amount", e.currentTarget.value.replace(/[^\d]/g, ""))}
          error={err("amount")}
        />
        <Group gap="xs" data-testid="buy-jpoint-quick">
          {QUICK_JPOINT_AMOUNTS.map((amount) => {
            const selected = form.values.amount === String(amount);
            return (
              <Button
                key={amount}
                size="xs"
                radius="xl"
                variant={selected ? "filled" : "light"}
                aria-pressed={selected}
                onClick={() => form.setFieldValue("amount", String(amount))}
                data-testid={`buy-jpoint-quick-${amount}`}
              >
                <FormattedMessage id="primary.price.twd" values={{ amount: fmt(amount) }} />
              </Button>
            );
          })}
        </Group>
        {/^\d+$/.test(form.values.amount) && (
          <Text size="sm" data-testid="buy-jpoint-preview">
            <FormattedMessage id="primary.jpoint.youGet" values={{ amount: fmt(form.values.amount) }} />
          </Text>
        )}
        <PaymentFields
          ways={ways}
          values={form.values}
          errors={form.errors as Partial<Record<keyof ChannelValues, string>>}
          set={(field, value) => form.setFieldValue(field, value as never)}
        />
        <Group justify="flex-end">
          <Button type="submit" data-testid="buy-jpoint-submit" disabled={ways.length === 0}>
            <FormattedMessage id="primary.jpoint.submit" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
