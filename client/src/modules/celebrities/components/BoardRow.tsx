import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { celebrityUrl } from "../urls";
import { CelebrityAvatar } from "./CelebrityAvatar";
import { LikeButton } from "./LikeButton";
import { RankMovement } from "./RankMovement";

export interface BoardRowEntry {
  rank: number;
  previousRank?: number | null;
  likes: number;
  likedToday: boolean;
  celebrity: { id: string; name: string; kind: string };
}

const KIND_LABEL: Record<string, string> = {
  STAR: "celebrities.kind.STAR",
  ARTIST: "celebrities.kind.ARTIST",
};

/** One place on the board: rank and movement, the celebrity, its likes and (current period) a like button. */
export function BoardRow({
  entry,
  likes,
  canLike,
  pending,
  onLike,
}: {
  entry: BoardRowEntry;
  likes: number;
  canLike: boolean;
  pending: boolean;
  onLike: () => void;
}) {
  const { locale } = useLocale();
  const intl = useIntl();
  const { celebrity } = entry;
  const top = entry.rank <= 3;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="celebrity-row" data-celebrity={celebrity.id}>
      <Group wrap="nowrap" gap="sm">
        <Stack gap={2} align="center" w={36}>
          <Text
            fw={800}
            size={top ? "xl" : "md"}
            c={top ? "yellow.4" : undefined}
            data-testid="celebrity-rank"
          >
            {entry.rank}
          </Text>
          <RankMovement rank={entry.rank} previousRank={entry.previousRank ?? null} likes={likes} />
        </Stack>
        <CelebrityAvatar id={celebrity.id} name={celebrity.name} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={celebrityUrl(locale, celebrity.id)} fw={600} truncate="end">
            {celebrity.name}
          </Anchor>
          <Group gap={6}>
            <Badge size="xs" variant="outline" color="gray">
              {intl.formatMessage({ id: KIND_LABEL[celebrity.kind] ?? "celebrities.kind.STAR" })}
            </Badge>
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700} data-testid="celebrity-likes">
            <FormattedMessage id="celebrities.likes" values={{ n: likes }} />
          </Text>
          {canLike ? (
            <LikeButton
              likedToday={entry.likedToday}
              pending={pending}
              onLike={onLike}
              name={celebrity.name}
            />
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
