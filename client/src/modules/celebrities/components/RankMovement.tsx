import { Badge, Group, Text } from "@mantine/core";
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from "@tabler/icons-react";
import { useIntl } from "react-intl";

/** Rank movement against the period before: up (green), down (red), same, or new on the board. */
export function RankMovement({
  rank,
  previousRank,
  likes,
}: {
  rank: number;
  previousRank: number | null;
  likes: number;
}) {
  const intl = useIntl();
  if (previousRank === null) {
    return likes > 0 ? (
      <Badge size="xs" color="yellow" variant="light" data-testid="rank-move" data-move="new">
        {intl.formatMessage({ id: "celebrities.move.new" })}
      </Badge>
    ) : (
      <IconMinus size={14} color="var(--mantine-color-dimmed)" data-testid="rank-move" data-move="none" />
    );
  }
  const diff = previousRank - rank;
  if (diff === 0) {
    return (
      <IconMinus
        size={14}
        color="var(--mantine-color-dimmed)"
        aria-label={intl.formatMessage({ id: "celebrities.move.same" })}
        data-testid="rank-move"
        data-move="same"
      />
    );
  }
  const up = diff > 0;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      c={up ? "teal.4" : "red.4"}
      aria-label={intl.formatMessage(
        { id: up ? "celebrities.move.up" : "celebrities.move.down" },
        { n: Math.abs(diff) },
      )}
      data-testid="rank-move"
      data-move={up ? "up" : "down"}
    >
      {up ? <IconArrowUpRight size={14} /> : <IconArrowDownRight size={14} />}
      <Text size="xs" fw={700} c="inherit">
        {Math.abs(diff)}
      </Text>
    </Group>
  );
}
