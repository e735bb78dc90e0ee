import { AspectRatio, Card, Group, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconBuildingStore, IconHeart } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CardTile_CardFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { CardImage } from "../../../shared/ui/CardImage";
import { cardUrl } from "../urls";
import { ChainBadge } from "./ChainBadge";
import classes from "./CardTile.module.css";

/**
 * A card in a grid: image (served by the gateway under /media), name, artist, publisher, chain, likes.
 * The whole tile links to the card's page. `priority`: the tile is in the first row of its grid (its
 * picture is fetched at once).
 */
export function CardTile({ card, priority }: { card: CardTile_CardFragment; priority?: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <Card
      withBorder
      radius="lg"
      padding="sm"
      className={classes.tile}
      data-testid="card-tile"
      component={Link}
      to={cardUrl(locale, card.id)}
    >
      <Card.Section className={classes.media}>
        <AspectRatio ratio={1}>
          <CardImage
            src={card.imageUrl}
            alt={card.name}
            priority={priority}
            fallbackSrc="data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E"
          />
        </AspectRatio>
        <div className={classes.chain}>
          <ChainBadge code={card.chain.code} name={card.chain.name} />
        </div>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={1} title={card.name}>
          {card.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          <FormattedMessage id="card.byArtist" values={{ artist: card.artist.name }} />
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
          <Group gap={4} wrap="nowrap" miw={0}>
            <IconBuildingStore size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
            <Text size="xs" c="dimmed" truncate>
              {card.publisher.name}
            </Text>
          </Group>
          <Tooltip label={intl.formatMessage({ id: "card.likes" }, { count: card.likes })}>
            <Group
              gap={4}
              wrap="nowrap"
              aria-label={intl.formatMessage({ id: "card.likes" }, { count: card.likes })}
              style={{ flexShrink: 0 }}
            >
              <IconHeart size={14} color="var(--mantine-color-pink-5)" />
              <Text size="xs" c="gray.4">
                {intl.formatNumber(card.likes, { notation: "compact" })}
              </Text>
            </Group>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}

export function CardTileSkeleton() {
  return (
    <Card withBorder radius="lg" padding="sm" className={classes.tile} data-testid="card-tile-skeleton">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={14} width="70%" />
        <Skeleton height={10} width="45%" />
        <Skeleton height={10} width="60%" />
      </Stack>
    </Card>
  );
}
