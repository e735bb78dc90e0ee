import { useState } from "react";
import { Alert, Anchor, Button, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link, useNavigate, useParams } from "react-router";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { newIdempotencyKey } from "../../../shared/money/idempotencyKey";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ReceiverForm } from "../components/ReceiverForm";
import type { ReceiverFormValues } from "../forms/receiverForm";
import { BuyStoreItemMutation, JpowerStoreQuery, MyStoreOrdersQuery, StoreItemQuery } from "../graphql/store";
import { ITEM_KIND_LABEL } from "../messages";
import { jpowerStoreSuccessUrl, jpowerStoreUrl } from "../urls";

/**
 * /{lang}/jpowerStore/buy/:itemId: what the item costs against the member's Jpower, and for physical
 * goods the receiver (saved addresses offered). One request id per visit: pressing again after a lost
 * answer sends the same id, so the gateway makes one order.
 */
export function BuyPage() {
  const { itemId = "" } = useParams();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const onError = useErrorHandler();
  const [requestId] = useState(newIdempotencyKey);
  const { data, error, refetch } = useQuery(StoreItemQuery, { variables: { id: itemId } });
  const [buy, { loading }] = useMutation(BuyStoreItemMutation, {
    refetchQueries: [JpowerStoreQuery, MyStoreOrdersQuery],
  });
  const item = data?.storeItem;
  if (error && !item) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!item)
    return (
      <Text c="dimmed">
        <FormattedMessage id="app.loading" />
      </Text>
    );

  const balance = BigInt(data.jpowerStore.balance ?? "0");
  const short = balance < BigInt(item.price);
  const submit = async (receiver: ReceiverFormValues | null) => {
    try {
      const { data: done } = await buy({
        variables: {
          input: {
            itemId,
            requestId,
            receiver: receiver
              ? { name: receiver.name.trim(), phone: receiver.phone.trim(), address: receiver.address.trim() }
              : null,
            saveAddress: receiver?.saveAddress ?? false,
          },
        },
      });
      if (done) void navigate(jpowerStoreSuccessUrl(locale, done.buyStoreItem.id));
    } catch (e) {
      onError(e);
    }
  };
  const label = <FormattedMessage id="store.buy.confirm" values={{ amount: formatJpoint(item.price) }} />;

  return (
    <Stack gap="md" maw={640} data-testid="store-buy">
      <Anchor component={Link} to={jpowerStoreUrl(locale)} size="sm">
        <FormattedMessage id="store.back" />
      </Anchor>
      <Title order={1} size="h2">
        <FormattedMessage id="store.buy.title" />
      </Title>
      <Paper withBorder radius="lg" p="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          {item.imageUrl ? (
            <Image src={item.imageUrl} alt="" w={96} h={96} fit="contain" radius="md" />
          ) : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} data-testid="store-buy-name">
              {item.name}
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={ITEM_KIND_LABEL[item.kind]} /> · {item.description}
            </Text>
            <Text fw={700} c="grape.4">
              <FormattedMessage id="store.price" values={{ amount: formatJpoint(item.price) }} />
            </Text>
            <Text size="sm" c="dimmed" data-testid="store-buy-balance">
              <FormattedMessage
                id="store.buy.balance"
                values={{ amount: formatJpoint(balance.toString()) }}
              />
            </Text>
          </Stack>
        </Group>
      </Paper>
      {short ? (
        <Alert color="yellow" data-testid="store-buy-short">
          <FormattedMessage id="store.buy.short" />
        </Alert>
      ) : null}
      {item.kind === "PHYSICAL" ? (
        <ReceiverForm
          saved={data.myStoreAddresses}
          submitting={loading}
          submitLabel={label}
          onSubmit={(v) => void submit(v)}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="store.buy.digital" />
          </Text>
          <Button
            color="grape"
            loading={loading}
            onClick={() => void submit(null)}
            data-testid="store-buy-submit"
          >
            {label}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
