import { Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconBolt } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { StoreItemCard } from "../components/StoreItemCard";
import { StoreOrders } from "../components/StoreOrders";
import { JpowerStoreQuery } from "../graphql/store";
import { jpowerStoreBuyUrl, jpowerStoreOrdersUrl, jpowerStoreUrl } from "../urls";

/**
 * /{lang}/users/jpowerStore (and …/orders): the Jpower store. The member's available Jpower on top,
 * the items to redeem (physical goods shipped to a receiver, digital cards minted at once), and a tab
 * with the member's store orders.
 */
export function StorePage() {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const ordersTab = useLocation().pathname.endsWith("/orders");
  const { data, error, loading, refetch } = useQuery(JpowerStoreQuery, { fetchPolicy: "cache-and-network" });
  const store = data?.jpowerStore;

  return (
    <Stack gap="md" data-testid="jpower-store">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <FormattedMessage id="store.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="store.intro" />
          </Text>
        </Stack>
        <Paper withBorder radius="lg" px="md" py="xs">
          <Group gap="xs" wrap="nowrap">
            <IconBolt size={20} color="var(--mantine-color-grape-4)" aria-hidden />
            <Text size="sm" c="dimmed">
              <FormattedMessage id="store.balance" />
            </Text>
            <Text fw={700} size="lg" c="grape.4" data-testid="store-balance">
              {store ? formatJpoint(store.balance ?? "0") : "…"}
            </Text>
          </Group>
        </Paper>
      </Group>
      <Tabs
        value={ordersTab ? "orders" : "items"}
        onChange={(tab) =>
          void navigate(tab === "orders" ? jpowerStoreOrdersUrl(locale) : jpowerStoreUrl(locale))
        }
      >
        <Tabs.List>
          <Tabs.Tab value="items" data-testid="store-tab-items">
            <FormattedMessage id="store.tab.items" />
          </Tabs.Tab>
          <Tabs.Tab value="orders" data-testid="store-tab-orders">
            <FormattedMessage id="store.tab.orders" />
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {ordersTab ? (
        <StoreOrders />
      ) : (
        <>
          {error && !store ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
          {loading && !store ? (
            <Text c="dimmed">
              <FormattedMessage id="app.loading" />
            </Text>
          ) : null}
          {store && store.items.length === 0 ? (
            <EmptyState title={<FormattedMessage id="store.empty" />} testId="store-empty" />
          ) : null}
          {store && store.items.length > 0 ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="store-items">
              {store.items.map((item) => (
                <StoreItemCard key={item.id} item={item} buyUrl={jpowerStoreBuyUrl(locale, item.id)} />
              ))}
            </SimpleGrid>
          ) : null}
        </>
      )}
    </Stack>
  );
}
