import {
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconChevronRight } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import type { PrimaryOrderFieldsFragment, PrimaryOrderKind } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { completeUrl } from "../../market";
import { OrderStateBadge } from "../components/OrderStateBadge";
import { MyPrimaryOrdersQuery } from "../graphql/queries";
import { useFormatWhole } from "../../../shared/money/whole";

const KINDS: PrimaryOrderKind[] = ["JPOINT", "PRODUCT"];
export const HISTORY_PAGE_SIZE = 20;

/** /{lang}/users/history: the viewer's primary orders (Jpoint deposits and products), 20 a page. */
export function PurchaseHistoryPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind") as PrimaryOrderKind | null;
  const kind = kindParam && KINDS.includes(kindParam) ? kindParam : null;
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const { data, loading, error, refetch } = useQuery(MyPrimaryOrdersQuery, {
    variables: { kind, page },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.myPrimaryOrders;
  const pages = result ? Math.max(1, Math.ceil(result.total / (result.pageSize || HISTORY_PAGE_SIZE))) : 1;

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Stack gap="lg" data-testid="history-page">
      <Title order={1}>
        <FormattedMessage id="primary.history.title" />
      </Title>
      <SegmentedControl
        w="fit-content"
        data-testid="history-filter"
        aria-label={intl.formatMessage({ id: "primary.history.filter" })}
        value={kind ?? "ALL"}
        data={[
          { value: "ALL", label: intl.formatMessage({ id: "primary.history.all" }) },
          { value: "JPOINT", label: intl.formatMessage({ id: "primary.history.jpoint" }) },
          { value: "PRODUCT", label: intl.formatMessage({ id: "primary.history.products" }) },
        ]}
        onChange={(value) => update({ kind: value === "ALL" ? null : value, page: null })}
      />
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Stack gap="xs" data-testid="history-loading">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : result && result.items.length > 0 ? (
        <Stack gap="xs">
          {result.items.map((order) => (
            <HistoryRow key={order.orderId} order={order} />
          ))}
          {pages > 1 && (
            <Pagination
              mt="sm"
              total={pages}
              value={page}
              onChange={(p) => update({ page: p === 1 ? null : String(p) })}
              data-testid="history-pagination"
            />
          )}
        </Stack>
      ) : (
        <EmptyState
          testId="history-empty"
          title={<FormattedMessage id="primary.history.emptyTitle" />}
          description={<FormattedMessage id="primary.history.emptyText" />}
        />
      )}
    </Stack>
  );
}

function HistoryRow({ order }: { order: PrimaryOrderFieldsFragment }) {
  const { locale } = useLocale();
  const fmt = useFormatWhole();
  return (
    <UnstyledButton
      component={Link}
      to={completeUrl(locale, order.orderId)}
      data-testid="history-row"
      data-order-id={order.orderId}
    >
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {order.kind === "JPOINT" ? (
                <FormattedMessage
                  id="primary.order.jpointDeposit"
                  values={{ amount: fmt(order.jpointCredit) }}
                />
              ) : (
                <FormattedMessage
                  id="primary.order.product"
                  values={{ name: order.productName ?? "", quantity: order.quantity }}
                />
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {order.orderId} · <FormattedDate value={order.createdAt} dateStyle="medium" timeStyle="short" />
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Text fw={600} data-testid="history-amount">
              {order.payWith === "JPOINT" ? (
                <FormattedMessage id="primary.price.jpoint" values={{ amount: fmt(order.amountJpoint) }} />
              ) : (
                <FormattedMessage id="primary.price.twd" values={{ amount: fmt(order.amountTwd) }} />
              )}
            </Text>
            <OrderStateBadge state={order.state} />
            <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
          </Group>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
