import { useState } from "react";
import { Anchor, Group, SegmentedControl, SimpleGrid, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { ShowroomOrder } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { PagedSection } from "../../../shared/ui/PagedSection";
import { ShowroomCard } from "../components/ShowroomCard";
import { ShowroomGalleryQuery } from "../graphql/showrooms";
import { myShowroomsUrl, showroomUrl } from "../urls";

/** /{lang}/showrooms — published rooms, newest or most liked first, 12 a page. */
export function ShowroomGalleryPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [order, setOrder] = useState<ShowroomOrder>("NEWEST");
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(ShowroomGalleryQuery, { variables: { order, page } });
  return (
    <Stack gap="lg" data-testid="showroom-gallery">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>
          <FormattedMessage id="route.showroomGallery" />
        </Title>
        <Group gap="sm">
          <SegmentedControl
            value={order}
            onChange={(v) => {
              setOrder(v as ShowroomOrder);
              setPage(1);
            }}
            data={[
              { value: "NEWEST", label: intl.formatMessage({ id: "showrooms.order.NEWEST" }) },
              { value: "MOST_LIKED", label: intl.formatMessage({ id: "showrooms.order.MOST_LIKED" }) },
            ]}
          />
          <Anchor component={Link} to={myShowroomsUrl(locale)}>
            <FormattedMessage id="showrooms.manageLink" />
          </Anchor>
        </Group>
      </Group>
      <PagedSection
        list={data?.showrooms}
        error={error}
        loading={loading}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        empty={
          <EmptyState
            testId="showroom-gallery-empty"
            title={<FormattedMessage id="showrooms.gallery.empty" />}
          />
        }
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {items.map((room) => (
              <ShowroomCard
                key={room.id}
                room={room}
                to={showroomUrl(locale, room.id)}
                testId="showroom-gallery-item"
              />
            ))}
          </SimpleGrid>
        )}
      </PagedSection>
    </Stack>
  );
}
