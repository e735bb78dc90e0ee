import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconChevronLeft, IconChevronRight, IconFilter } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { PRIORITY_TILES } from "../../../shared/ui/CardImage";
import { useIsMobile } from "../../../shared/ui/useIsMobile";
import { ListingCard } from "../components/ListingCard";
import { MarketFilterPanel } from "../components/MarketFilterPanel";
import { OrderBookQuery } from "../graphql/queries";
import { useMarketFilters } from "../hooks/useMarketFilters";
import { BannerCarousel } from "../../content";

const cols = { base: 2, sm: 3, lg: 4 };

/** /{lang}/marketplace: the order book with filters kept in the URL (spec §2). */
export function MarketplacePage() {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const [filterOpen, filter] = useDisclosure(false);
  const { filters, update, variables } = useMarketFilters();
  const { data, loading, error, refetch } = useQuery(OrderBookQuery, { variables: { filter: variables } });
  const page = data?.orderBook;
  // Previous / next paging: the book is too large to count on every page (docs/MARKET-API.md).
  const goTo = (p: number) => update({ page: p === 1 ? null : String(p) });
  const panel = <MarketFilterPanel filters={filters} update={update} onApplied={filter.close} />;

  return (
    <Stack gap="lg" data-testid="marketplace">
      <BannerCarousel />
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
              <SimpleGrid cols={cols}>
                {page.items.map((listing, index) => (
                  <ListingCard key={listing.id} listing={listing} priority={index < PRIORITY_TILES} />
                ))}
              </SimpleGrid>
              {(page.page > 1 || page.hasNext) && (
                <Group justify="center" gap="md" data-testid="market-pagination">
                  <Button
                    variant="default"
                    leftSection={<IconChevronLeft size={16} />}
                    disabled={page.page <= 1}
                    onClick={() => goTo(page.page - 1)}
                    data-testid="market-page-previous"
                  >
                    <FormattedMessage id="market.pager.previous" />
                  </Button>
                  <Text size="sm" c="dimmed" data-testid="market-page">
                    <FormattedMessage id="market.pager.page" values={{ page: page.page }} />
                  </Text>
                  <Button
                    variant="default"
                    rightSection={<IconChevronRight size={16} />}
                    disabled={!page.hasNext}
                    onClick={() => goTo(page.page + 1)}
                    data-testid="market-page-next"
                  >
                    <FormattedMessage id="market.pager.next" />
                  </Button>
                </Group>
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
