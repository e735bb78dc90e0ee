import { Card, Group, Image, Text } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { Link } from "react-router";
import type { ShowroomGalleryQuery } from "../../../gql/graphql";

type Room = ShowroomGalleryQuery["showrooms"]["items"][number];

const COVER_FALLBACK =
  "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 1'/%3E";

/** One published showroom as a link card: cover, name, likes and owner. `to` is the room's page. */
export function ShowroomCard({ room, to, testId }: { room: Room; to: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="sm" component={Link} to={to} data-testid={testId}>
      <Card.Section>
        <Image
          src={room.coverUrl ?? undefined}
          alt=""
          style={{ aspectRatio: "2 / 1" }}
          fallbackSrc={COVER_FALLBACK}
        />
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <Text fw={600} truncate>
          {room.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconHeart size={14} />
          <Text size="sm">{room.likeCount}</Text>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {room.owner?.displayName}
      </Text>
    </Card>
  );
}
