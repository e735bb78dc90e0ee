import {
  Button,
  Group,
  Modal,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconFilter } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { useIsMobile } from "../../../shared/ui/useIsMobile";
import { ListingCard } from "../components/ListingCard";
import { MarketFilterPanel } from "../components/MarketFilterPanel";
import { OrderBookQuery } from "../graphql/queries";
import { PAGE_SIZE, useMarketFilters } from "../hooks/useMarketFilters";

const cols = { base: 2, sm: 3, lg: 4 };

/** /{lang}/marketplace: the order book with filters kept in the URL (spec §2). */
export function MarketplacePage() {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const [filterOpen, filter] = useDisclosure(false);
  const { filters, update, variables } = useMarketFilters();
  const { data, loading, error, refetch } = useQuery(OrderBookQuery, { variables: { filter: variables } });
  const page = data?.orderBook;
  const pages = page ? Math.max(1, Math.ceil(page.total / (page.pageSize || PAGE_SIZE))) : 1;
  const panel = <MarketFilterPanel filters={filters} update={update} onApplied={filter.close} />;

  return (
    <Stack gap="lg" data-testid="marketplace">
      <Group justify="space-between">
        <Title order={1}>
          <FormattedMessage id="market.title" />
        </Title>
        {isMobile && (
          <Button
            variant="light"
            leftSection={<IconFilter size={16} />}
            onClick={filter.open}
            data-testid="filter-open"
          >
            <FormattedMessage id="market.filter.title" />
          </Button>
        )}
      </Group>
      {filters.search && (
        <Text c="dimmed" data-testid="market-search">
          <FormattedMessage id="market.searchFor" values={{ search: filters.search }} />
        </Text>
      )}
      <Tabs
        value={String(filters.status)}
        onChange={(value) => update({ status: value === "2" ? "2" : null })}
      >
        <Tabs.List>
          <Tabs.Tab value="1" data-testid="status-open">
            <FormattedMessage id="market.status.open" />
          </Tabs.Tab>
          <Tabs.Tab value="2" data-testid="status-latest">
            <FormattedMessage id="market.status.latest" />
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {!isMobile && <div style={{ width: 260, flexShrink: 0 }}>{panel}</div>}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {error ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : loading && !data ? (
            <SimpleGrid cols={cols} data-testid="market-loading">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} height={260} radius="lg" />
              ))}
            </SimpleGrid>
          ) : page && page.items.length > 0 ? (
            <>
              <Text size="sm" c="dimmed" data-testid="market-total">
                <FormattedMessage id="market.total" values={{ count: page.total }} />
              </Text>
              <SimpleGrid cols={cols}>
                {page.items.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} />
                ))}
              </SimpleGrid>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={filters.page}
                  onChange={(p) => update({ page: p === 1 ? null : String(p) })}
                  data-testid="market-pagination"
                />
              )}
            </>
          ) : (
            <EmptyState
              testId="market-empty"
              title={<FormattedMessage id="market.emptyTitle" />}
              description={<FormattedMessage id="market.emptyText" />}
            />
          )}
        </Stack>
      </Group>
      <Modal
        opened={filterOpen && isMobile}
        onClose={filter.close}
        fullScreen
        title={intl.formatMessage({ id: "market.filter.title" })}
        closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
        data-testid="filter-modal"
      >
        {panel}
      </Modal>
    </Stack>
  );
}
