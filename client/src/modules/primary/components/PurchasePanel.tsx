import { useState } from "react";
import { Alert, Button, NumberInput, Skeleton, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconInfoCircle } from "@tabler/icons-react";
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
import { OrderConfirm } from "./OrderConfirm";
import { PayWithChoice, type PayBlock, type PayWith } from "./PayWithChoice";
import type { PaymentWay } from "./PaymentFields";
import { purchaseConfirmRows } from "./purchaseConfirmRows";

type Buyer = NonNullable<BuyerData["me"]>;

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
  const jpointBlock: PayBlock =
    jpointTotal === null
      ? { id: "primary.pay.jpointNotOffered" }
      : !buyer
        ? null
        : earlyBird && balance < BigInt(EARLY_BIRD_JPOINT_FLOOR)
          ? { id: "primary.pay.earlyBirdFloor", values: { floor: fmt(EARLY_BIRD_JPOINT_FLOOR) } }
          : balance < jpointTotal
            ? { id: "primary.pay.jpointShort", values: { balance: fmt(balance), total: fmt(jpointTotal) } }
            : null;
  const channelBlock: PayBlock = earlyBird
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
    const rows = purchaseConfirmRows({ payWith, values, way, balance, jpointTotal, twdTotal, fmt, intl });

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
      <PayWithChoice
        payWith={payWith}
        setChoice={setChoice}
        jpointBlock={jpointBlock}
        channelBlock={channelBlock}
        signedIn={buyer !== null}
        balance={balance}
        jpointTotal={jpointTotal}
        twdTotal={twdTotal}
        ways={ways}
        form={form}
      />
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
