import { useState } from "react";
import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCoin, IconCreditCard, IconInfoCircle } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { EARLY_BIRD_JPOINT_FLOOR } from "@vitrine/schema";
import type { PrimaryBuyerQuery as BuyerData, PrimaryProductFieldsFragment } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { useRequireSignIn, useViewer } from "../../accounts";
import {
  initialChannelValues,
  toInvoiceInput,
  toPurchaserInput,
  channelFormSchema,
  type ChannelValues,
} from "../forms/checkout";
import { BuyProductMutation } from "../graphql/mutations";
import { PaymentWaysQuery, PrimaryBuyerQuery } from "../graphql/queries";
import { useFollowOrder } from "../hooks/useFollowOrder";
import type { SaleStatus } from "../hooks/useSaleStatus";
import { lineTotal, toWhole, useFormatWhole } from "../../../shared/money/whole";
import { OrderConfirm, type ConfirmRow } from "./OrderConfirm";
import { PaymentFields, PaymentWayLabel, type PaymentWay } from "./PaymentFields";

type Buyer = NonNullable<BuyerData["me"]>;
type PayWith = "JPOINT" | "CHANNEL";

/** Loads the buyer (balance, prefill) and the payment ways, then shows the purchase form. */
export function PurchasePanel({
  product,
  status,
}: {
  product: PrimaryProductFieldsFragment;
  status: SaleStatus;
}) {
  const { viewer, loading: sessionLoading } = useViewer();
  const buyer = useQuery(PrimaryBuyerQuery, { skip: !viewer, fetchPolicy: "cache-and-network" });
  const ways = useQuery(PaymentWaysQuery);
  if (ways.error) return <ErrorState error={ways.error} onRetry={() => void ways.refetch()} />;
  if (sessionLoading || !ways.data || (viewer && !buyer.data)) {
    return <Skeleton height={320} radius="lg" data-testid="purchase-loading" />;
  }
  return (
    <PurchaseForm
      // A new session (sign-in from the login dialog) starts the form again with the buyer's details.
      key={viewer?.id ?? "visitor"}
      product={product}
      status={status}
      buyer={buyer.data?.me ?? null}
      ways={ways.data.paymentWays}
    />
  );
}

function PurchaseForm({
  product,
  status,
  buyer,
  ways,
}: {
  product: PrimaryProductFieldsFragment;
  status: SaleStatus;
  buyer: Buyer | null;
  ways: PaymentWay[];
}) {
  const intl = useIntl();
  const fmt = useFormatWhole();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const { locale } = useLocale();
  const requireSignIn = useRequireSignIn();
  const followOrder = useFollowOrder();
  const [buyProduct] = useMutation(BuyProductMutation, {
    refetchQueries: ["PrimaryProduct", "PrimaryBuyer"],
  });

  const maxQuantity = Math.max(0, Math.min(product.maxPerOrder, product.remaining));
  const [quantity, setQuantity] = useState(1);
  const quantityValid = Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;

  const balance = toWhole(buyer?.jpointBalance) ?? 0n;
  const jpointTotal = lineTotal(product.priceJpoint, quantity);
  const twdTotal = lineTotal(product.discountPriceTwd ?? product.priceTwd, quantity)!;
  const earlyBird = status === "EARLY_BIRD";

  // Why each way is closed now (a message id), or null when it can be chosen.
  const jpointBlock: { id: string; values?: Record<string, string> } | null =
    jpointTotal === null
      ? { id: "primary.pay.jpointNotOffered" }
      : !buyer
        ? null
        : earlyBird && balance < BigInt(EARLY_BIRD_JPOINT_FLOOR)
          ? { id: "primary.pay.earlyBirdFloor", values: { floor: fmt(EARLY_BIRD_JPOINT_FLOOR) } }
          : balance < jpointTotal
            ? { id: "primary.pay.jpointShort", values: { balance: fmt(balance), total: fmt(jpointTotal) } }
            : null;
  const channelBlock: { id: string } | null = earlyBird
    ? { id: "primary.pay.earlyBirdJpointOnly" }
    : ways.length === 0
      ? { id: "primary.checkout.noPaymentWays" }
      : null;

  const [choice, setChoice] = useState<PayWith>(() =>
    jpointBlock === null && buyer && jpointTotal !== null ? "JPOINT" : "CHANNEL",
  );
  // A choice that closed since (quantity raised past the balance, early bird) falls to the other way.
  const payWith: PayWith =
    choice === "JPOINT" && jpointBlock && !channelBlock
      ? "CHANNEL"
      : choice === "CHANNEL" && channelBlock && !jpointBlock
        ? "JPOINT"
        : choice;
  const chosenBlocked = payWith === "JPOINT" ? jpointBlock !== null : channelBlock !== null;

  const form = useForm<ChannelValues>({
    initialValues: initialChannelValues({
      name: buyer?.realName || buyer?.nickname || "",
      email: buyer?.email ?? "",
      phone: buyer?.phone ?? "",
    }),
    validate: schemaResolver(channelFormSchema, { sync: true }),
  });

  const open = status === "ON_SALE" || status === "EARLY_BIRD";
  const canBuy = open && quantityValid && !chosenBlocked;

  const openConfirm = () => {
    if (payWith === "CHANNEL" && form.validate().hasErrors) return;
    const values = form.getValues();
    const way = ways.find((w) => w.id === values.paymentWay);
    const item = { name: product.name, quantity };
    const rows: ConfirmRow[] =
      payWith === "JPOINT"
        ? [
            { labelId: "primary.confirm.payWith", value: <FormattedMessage id="primary.pay.jpoint" /> },
            {
              labelId: "primary.confirm.balanceAfter",
              value: (
                <FormattedMessage
                  id="primary.price.jpoint"
                  values={{ amount: fmt(balance - jpointTotal!) }}
                />
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

    const submit = async (idempotencyKey: string) => {
      const { data } = await buyProduct({
        variables: {
          input:
            payWith === "JPOINT"
              ? { productId: product.id, quantity, payWith, idempotencyKey, locale }
              : {
                  productId: product.id,
                  quantity,
                  payWith,
                  paymentWay: values.paymentWay,
                  invoice: toInvoiceInput(values),
                  purchaser: toPurchaserInput(values),
                  idempotencyKey,
                  locale,
                },
        },
      });
      const order = data!.buyProduct;
      if (order.state === "SUCCESS") {
        snackbar.show(intl.formatMessage({ id: "primary.confirm.bought" }, item), "success");
      }
      followOrder(order);
    };

    dialogs.open({
      kind: "primary-confirm",
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "primary.confirm.title" }),
      content: (
        <OrderConfirm
          testId="primary-confirm"
          confirmTestId="primary-confirm-button"
          intro={<FormattedMessage id="primary.confirm.item" values={item} />}
          rows={rows}
          note={
            payWith === "CHANNEL" ? (
              <FormattedMessage
                id={way?.method === "ATM" ? "primary.confirm.atmNote" : "primary.confirm.channelNote"}
              />
            ) : undefined
          }
          submit={submit}
        />
      ),
    });
  };

  const reason = (block: { id: string; values?: Record<string, string> } | null) =>
    block && (
      <Text size="xs" c="orange.4" data-testid="pay-blocked-reason">
        <FormattedMessage id={block.id} values={block.values} />
      </Text>
    );

  return (
    <Stack gap="md" data-testid="purchase-panel">
      {status === "UPCOMING" && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid="sale-upcoming">
          <FormattedMessage
            id="primary.pay.opensAt"
            values={{
              release: <FormattedDate value={product.releaseAt} dateStyle="medium" timeStyle="short" />,
              earlyBird: <FormattedDate value={product.earlyBirdAt} timeStyle="short" />,
              floor: fmt(EARLY_BIRD_JPOINT_FLOOR),
            }}
          />
        </Alert>
      )}
      {earlyBird && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle size={18} />}
          data-testid="sale-early-bird"
        >
          <FormattedMessage id="primary.pay.earlyBirdNow" values={{ floor: fmt(EARLY_BIRD_JPOINT_FLOOR) }} />
        </Alert>
      )}
      <NumberInput
        label={intl.formatMessage({ id: "primary.quantity" })}
        description={intl.formatMessage({ id: "primary.quantityHint" }, { max: maxQuantity })}
        data-testid="primary-quantity"
        min={1}
        max={Math.max(1, maxQuantity)}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={quantity}
        onChange={(v) => setQuantity(Number(v))}
        disabled={maxQuantity === 0}
        w={200}
      />
      <Radio.Group
        value={payWith}
        onChange={(value) => setChoice(value as PayWith)}
        label={intl.formatMessage({ id: "primary.pay.title" })}
      >
        <Stack gap="sm" mt="xs">
          <Paper withBorder radius="md" p="sm">
            <Radio
              value="JPOINT"
              data-testid="pay-with-jpoint"
              disabled={jpointBlock !== null}
              label={
                <Group gap={6}>
                  <IconCoin size={16} />
                  <FormattedMessage id="primary.pay.jpoint" />
                </Group>
              }
              description={
                <Stack gap={2} component="span">
                  <span data-testid="pay-jpoint-balance">
                    {buyer ? (
                      <FormattedMessage id="primary.pay.balance" values={{ amount: fmt(balance) }} />
                    ) : (
                      <FormattedMessage id="primary.pay.balanceLogin" />
                    )}
                  </span>
                  {jpointTotal !== null && (
                    <span data-testid="pay-jpoint-total">
                      <FormattedMessage id="primary.pay.totalJpoint" values={{ amount: fmt(jpointTotal) }} />
                    </span>
                  )}
                </Stack>
              }
            />
            {reason(jpointBlock)}
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Radio
              value="CHANNEL"
              data-testid="pay-with-channel"
              disabled={channelBlock !== null}
              label={
                <Group gap={6}>
                  <IconCreditCard size={16} />
                  <FormattedMessage id="primary.pay.channel" />
                </Group>
              }
              description={
                <span data-testid="twd-total">
                  <FormattedMessage id="primary.pay.totalTwd" values={{ amount: fmt(twdTotal) }} />
                </span>
              }
            />
            {reason(channelBlock)}
            {payWith === "CHANNEL" && !channelBlock && (
              <>
                <Divider my="sm" />
                <PaymentFields
                  ways={ways}
                  values={form.values}
                  errors={form.errors as Partial<Record<keyof ChannelValues, string>>}
                  set={(field, value) => form.setFieldValue(field, value as never)}
                />
              </>
            )}
          </Paper>
        </Stack>
      </Radio.Group>
      <Button
        size="md"
        data-testid="primary-buy-button"
        disabled={!canBuy}
        onClick={() => requireSignIn(openConfirm)}
      >
        <FormattedMessage id={status === "SOLD_OUT" ? "primary.status.SOLD_OUT" : "primary.buy"} />
      </Button>
    </Stack>
  );
}
