import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { sitePath, type SiteKey } from "@vitrine/schema";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { BoardRow, CelebrityBoardQuery } from "../../celebrities";
import { ShowroomCard, ShowroomGalleryQuery } from "../../showrooms";
import { PrimaryProductsQuery, ReleaseCard } from "../../primary";
import { CampaignCard, CampaignsQuery } from "../../stamps";
import { ContentCard, ContentItemsQuery, LIST_KINDS, type ListKind } from "../../content";
import { SiteSection } from "./SiteSection";

/* The sections the site homes are built from: each one reads an existing public query, shows its first
   few items and links to the full page inside the site. */

const GRID = { base: 1, xs: 2, md: 3 } as const;

function Loading({ count = 3, height = 180 }: { count?: number; height?: number }) {
  return (
    <SimpleGrid cols={GRID} spacing="lg" data-testid="site-section-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** Today's celebrity board, its first five places. */
export function BoardPreview({ site }: { site: SiteKey }) {
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(CelebrityBoardQuery, {
    variables: { period: "DAY", start: null },
  });
  const entries = data?.celebrityBoard.entries.slice(0, 5);
  return (
    <SiteSection
      testId="site-board"
      title={<FormattedMessage id="site.section.board" />}
      subtitle={<FormattedMessage id="site.section.boardSubtitle" />}
      moreTo={sitePath(site, locale, "celebrities")}
      error={!data && error}
      onRetry={() => void refetch()}
      empty={entries?.length === 0}
    >
      {loading && !entries ? (
        <Loading count={3} height={64} />
      ) : (
        <Stack gap="xs">
          {entries?.map((entry) => (
            <BoardRow
              key={entry.celebrity.id}
              entry={entry}
              likes={entry.likes}
              canLike={false}
              pending={false}
              onLike={() => undefined}
            />
          ))}
        </Stack>
      )}
    </SiteSection>
  );
}

/** The most liked showrooms. */
export function ShowroomsPreview({ site, subtitleId }: { site: SiteKey; subtitleId: string }) {
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(ShowroomGalleryQuery, {
    variables: { order: "MOST_LIKED", page: 1 },
  });
  const rooms = data?.showrooms.items.slice(0, 3);
  return (
    <SiteSection
      testId="site-showrooms"
      title={<FormattedMessage id="route.showroomGallery" />}
      subtitle={<FormattedMessage id={subtitleId} />}
      moreTo={sitePath(site, locale, "showrooms")}
      error={!data && error}
      onRetry={() => void refetch()}
      empty={rooms?.length === 0}
    >
      {loading && !rooms ? (
        <Loading />
      ) : (
        <SimpleGrid cols={GRID} spacing="lg">
          {rooms?.map((room) => (
            <ShowroomCard
              key={room.id}
              room={room}
              to={sitePath(site, locale, `showroom/${encodeURIComponent(room.id)}`)}
              testId="site-showroom"
            />
          ))}
        </SimpleGrid>
      )}
    </SiteSection>
  );
}

/** The newest releases and packages of the primary sale. */
export function ReleasesPreview({ site, subtitleId }: { site: SiteKey; subtitleId: string }) {
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(PrimaryProductsQuery, { variables: {} });
  const products = data?.primaryProducts.slice(0, 3);
  return (
    <SiteSection
      testId="site-releases"
      title={<FormattedMessage id="nav.releases" />}
      subtitle={<FormattedMessage id={subtitleId} />}
      moreTo={sitePath(site, locale, "releases")}
      error={!data && error}
      onRetry={() => void refetch()}
      empty={products?.length === 0}
    >
      {loading && !products ? (
        <Loading height={320} />
      ) : (
        <SimpleGrid cols={GRID} spacing="lg">
          {products?.map((product) => (
            <ReleaseCard
              key={product.id}
              product={product}
              to={sitePath(site, locale, `releases/${encodeURIComponent(product.id)}`)}
            />
          ))}
        </SimpleGrid>
      )}
    </SiteSection>
  );
}

/** The stamp campaigns (rallies). */
export function CampaignsPreview({ site }: { site: SiteKey }) {
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(CampaignsQuery);
  const campaigns = data?.campaigns.slice(0, 3);
  return (
    <SiteSection
      testId="site-campaigns"
      title={<FormattedMessage id="stamps.nav" />}
      subtitle={<FormattedMessage id="site.section.campaignsSubtitle" />}
      moreTo={sitePath(site, locale, "campaigns")}
      error={!data && error}
      onRetry={() => void refetch()}
      empty={campaigns?.length === 0}
    >
      {loading && !campaigns ? (
        <Loading height={110} />
      ) : (
        <SimpleGrid cols={GRID} spacing="lg">
          {campaigns?.map((c) => (
            <CampaignCard
              key={c.id}
              campaign={c}
              to={sitePath(site, locale, `campaign/${encodeURIComponent(c.id)}`)}
              testId="site-campaign"
            />
          ))}
        </SimpleGrid>
      )}
    </SiteSection>
  );
}

const CONTENT_SECTION: Record<"EDITORIAL" | "EVENT", { title: string; subtitle: string }> = {
  EDITORIAL: { title: "site.section.editorial", subtitle: "site.section.editorialSubtitle" },
  EVENT: { title: "nav.events", subtitle: "site.section.eventsSubtitle" },
};

/** The newest articles of a content list (the art-culture editorial, events). */
export function ContentPreview({ site, kind }: { site: SiteKey; kind: "EDITORIAL" | "EVENT" }) {
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(ContentItemsQuery, { variables: { kind, page: 1 } });
  const items = data?.contentItems.items.slice(0, 3);
  const path = LIST_KINDS[kind satisfies ListKind].path;
  return (
    <SiteSection
      testId={`site-${kind.toLowerCase()}`}
      title={<FormattedMessage id={CONTENT_SECTION[kind].title} />}
      subtitle={<FormattedMessage id={CONTENT_SECTION[kind].subtitle} />}
      moreTo={sitePath(site, locale, path)}
      error={!data && error}
      onRetry={() => void refetch()}
      empty={items?.length === 0}
    >
      {loading && !items ? (
        <Loading height={220} />
      ) : (
        // A content card lays its picture beside its text: two a row at most.
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {items?.map((item) => (
            <ContentCard key={item.id} item={item} to={sitePath(site, locale, `${path}/${item.id}`)} />
          ))}
        </SimpleGrid>
      )}
    </SiteSection>
  );
}
