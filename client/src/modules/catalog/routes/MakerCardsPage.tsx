import { Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { CardGrid } from "../components/CardGrid";
import { CardsByMakerQuery } from "../graphql/cardPage";

const PAGE_SIZE = 20;

/** Message ids by value (explicit, so every message id can be checked). */
const MAKER_MESSAGES = {
  publisher: { title: "catalog.publisher.title", fallback: "catalog.publisher.fallback" },
  artist: { title: "catalog.artist.title", fallback: "catalog.artist.fallback" },
} as const;

/** A publisher's or an artist's released cards, newest first, 20 a page (?page=). */
function MakerCardsPage({ kind }: { kind: "publisher" | "artist" }) {
  const { makerId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const validId = /^\d{1,19}$/.test(makerId);
  const filter = kind === "publisher" ? { publisherId: makerId } : { artistId: makerId };
  const { data, loading, error, refetch } = useQuery(CardsByMakerQuery, {
    variables: { filter, offset: (page - 1) * PAGE_SIZE },
    skip: !validId,
  });
  const cards = data?.cards;
  const first = cards?.items[0];
  const name = first ? (kind === "publisher" ? first.publisher.name : first.artist.name) : null;
  const messages = MAKER_MESSAGES[kind];
  const pages = cards ? Math.ceil(cards.total / PAGE_SIZE) : 0;
  return (
    <Stack gap="lg" data-testid={`${kind}-page`}>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: "anywhere" }} data-testid="maker-name">
          {name ?? <FormattedMessage id={messages.fallback} />}
        </Title>
        {cards && (
          <Text c="dimmed">
            <FormattedMessage id={messages.title} values={{ count: cards.total }} />
          </Text>
        )}
      </Stack>
      {error && !cards ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !validId || (cards && cards.items.length === 0) ? (
        <EmptyState
          testId="maker-empty"
          title={<FormattedMessage id="catalog.maker.emptyTitle" />}
          description={<FormattedMessage id="catalog.maker.emptyText" />}
        />
      ) : (
        <CardGrid cards={cards?.items} loading={loading && !cards} skeletons={8} />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            data-testid="maker-pages"
            onChange={(next) =>
              setParams((current) => {
                const updated = new URLSearchParams(current);
                updated.set("page", String(next));
                return updated;
              })
            }
          />
        </Group>
      )}
    </Stack>
  );
}

/** /{lang}/publisher/:makerId */
export function PublisherPage() {
  return <MakerCardsPage kind="publisher" />;
}

/** /{lang}/artist/:makerId */
export function ArtistPage() {
  return <MakerCardsPage kind="artist" />;
}
