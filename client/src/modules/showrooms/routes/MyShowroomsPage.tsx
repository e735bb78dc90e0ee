import { useState } from "react";
import {
  Alert,
  Anchor,
  Badge,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { CreateRoomForm } from "../components/CreateRoomForm";
import { STATUS_MESSAGE } from "../messages";
import { DeleteRoomButton } from "../components/DeleteRoomButton";
import { JalleryGate } from "../components/JalleryGate";
import { RoomDetailsForm } from "../components/RoomDetailsForm";
import { SlotEditor } from "../components/editor/SlotEditor";
import { JalleryQuery, MyShowroomsQuery } from "../graphql/showrooms";
import { showroomUrl, showroomsUrl } from "../urls";

/**
 * /{lang}/users/showrooms — the member's rooms: without Jallery the spec's message and the way to buy
 * it; with it, a new room, then per room its details (cover, description, published/private), its
 * slots and deletion.
 */
export function MyShowroomsPage() {
  const jallery = useQuery(JalleryQuery, { fetchPolicy: "cache-and-network" });
  const hasAccess = jallery.data?.jallery.hasAccess === true;
  const mine = useQuery(MyShowroomsQuery, { skip: !hasAccess, fetchPolicy: "cache-and-network" });
  const [selected, setSelected] = useState<string | null>(null);
  const { locale } = useLocale();

  if (jallery.error && !jallery.data)
    return <ErrorState error={jallery.error} onRetry={() => void jallery.refetch()} />;
  if (!jallery.data) return <Skeleton height={240} radius="lg" />;
  const info = jallery.data.jallery;
  const header = (
    <Group justify="space-between">
      <Title order={1}>
        <FormattedMessage id="route.showroomMine" />
      </Title>
      <Anchor component={Link} to={showroomsUrl(locale)}>
        <FormattedMessage id="route.showroomGallery" />
      </Anchor>
    </Group>
  );
  if (!hasAccess) {
    return (
      <Stack gap="lg" data-testid="my-showrooms">
        {header}
        <JalleryGate productId={info.productId} rooms={info.roomsPerMember} slots={info.slotsPerRoom} />
      </Stack>
    );
  }
  if (mine.error && !mine.data) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Skeleton height={240} radius="lg" />;
  const rooms = mine.data.myShowrooms;
  const room = rooms.find((r) => r.id === selected) ?? rooms[rooms.length - 1];
  const owned = mine.data.myCollection.filter((h) => h.units > 0);

  return (
    <Stack gap="lg" data-testid="my-showrooms">
      {header}
      {rooms.length < info.roomsPerMember ? (
        <CreateRoomForm templates={mine.data.showroomTemplates} onCreated={setSelected} />
      ) : (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="showrooms.limitReached" values={{ rooms: info.roomsPerMember }} />
        </Text>
      )}
      {room && (
        <Paper withBorder radius="lg" p="md" data-testid="showroom-editor" data-room-id={room.id}>
          <Stack gap="md">
            {rooms.length > 1 && (
              <SegmentedControl
                value={room.id}
                onChange={setSelected}
                data={rooms.map((r) => ({ value: r.id, label: r.name }))}
                w="fit-content"
              />
            )}
            <Group justify="space-between" wrap="wrap">
              <Group gap="sm">
                <Title order={2} data-testid="showroom-editor-name">
                  {room.name}
                </Title>
                <Badge variant="outline" data-testid="showroom-editor-status">
                  <FormattedMessage id={STATUS_MESSAGE[room.status]} />
                </Badge>
                <Text size="sm" c="dimmed">
                  {room.templateName}
                </Text>
              </Group>
              <Group gap="sm">
                {room.established && (
                  <Anchor component={Link} to={showroomUrl(locale, room.id)} data-testid="showroom-view-link">
                    <FormattedMessage id="showrooms.view" />
                  </Anchor>
                )}
                <DeleteRoomButton
                  id={room.id}
                  name={room.name}
                  established={room.established}
                  onDeleted={() => setSelected(null)}
                />
              </Group>
            </Group>
            {room.takenDownReason && (
              <Alert color="red" data-testid="showroom-taken-down">
                <FormattedMessage id="showrooms.takenDown" values={{ reason: room.takenDownReason }} />
              </Alert>
            )}
            <RoomDetailsForm key={`details-${room.id}`} room={room} />
            <Divider />
            <SlotEditor key={`slots-${room.id}`} room={room} owned={owned} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
