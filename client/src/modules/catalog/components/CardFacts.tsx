import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CardDetailQuery } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { artistUrl, publisherUrl } from "../urls";
import { ChainBadge } from "./ChainBadge";
import { LikeButton } from "./LikeButton";

type Detail = CardDetailQuery["cardDetail"];

function Stat({ labelId, value, testId }: { labelId: string; value: number; testId: string }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Text size="xs" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {intl.formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** The card page's header: name, artist and publisher (linked to their pages), chain, counts, like. */
export function CardFacts({ detail }: { detail: Detail }) {
  const { locale } = useLocale();
  const { card } = detail;
  return (
    <Stack gap="md" data-testid="card-facts">
      <Group gap="xs">
        <ChainBadge code={card.chain.code} name={card.chain.name} />
        {card.series && (
          <Text size="sm" c="dimmed" data-testid="card-series">
            {card.series.name}
          </Text>
        )}
      </Group>
      <Title order={1} style={{ overflowWrap: "anywhere" }} data-testid="card-name">
        {card.name}
      </Title>
      <Group gap="lg" wrap="wrap">
        <Text c="dimmed">
          <FormattedMessage
            id="catalog.card.artistLine"
            values={{
              artist: (
                <Anchor component={Link} to={artistUrl(locale, card.artist.id)} data-testid="card-artist">
                  {card.artist.name}
                </Anchor>
              ),
            }}
          />
        </Text>
        <Text c="dimmed">
          <FormattedMessage
            id="catalog.card.publisherLine"
            values={{
              publisher: (
                <Anchor
                  component={Link}
                  to={publisherUrl(locale, card.publisher.id)}
                  data-testid="card-publisher"
                >
                  {card.publisher.name}
                </Anchor>
              ),
            }}
          />
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Stat labelId="catalog.card.owners" value={detail.ownersCount} testId="card-owners" />
        <Stat labelId="catalog.card.totalIssued" value={card.totalIssued} testId="card-total-issued" />
        <Stat labelId="catalog.card.remaining" value={detail.remaining} testId="card-remaining" />
      </SimpleGrid>
      <Group>
        <LikeButton cardId={card.id} likes={card.likes} liked={detail.likedByViewer} />
      </Group>
    </Stack>
  );
}
