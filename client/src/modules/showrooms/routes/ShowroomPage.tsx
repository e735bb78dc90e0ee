import { Anchor, Badge, Group, Image, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link, useParams } from "react-router";
import { ERRORS } from "@vitrine/schema";
import { mapError } from "../../../shared/errors/errorMapper";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { userPageUrl } from "../../accounts";
import { LikeButton } from "../components/LikeButton";
import { SlotGrid } from "../components/SlotGrid";
import { ShowroomQuery } from "../graphql/showrooms";
import { STATUS_MESSAGE } from "../messages";
import { myShowroomsUrl } from "../urls";

/**
 * /{lang}/showroom/:id — a published room: cover, name, owner, description, likes and the cards in
 * their slots (each tile links to its card page). A private or unknown room reads as not found.
 */
export function ShowroomPage() {
  const { id = "" } = useParams();
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(ShowroomQuery, { variables: { id } });
  if (error && !data) {
    if (
      mapError(error).code === ERRORS.SHOWROOM_NOT_FOUND.code ||
      mapError(error).code === ERRORS.DATA_ERROR.code
    ) {
      return <EmptyState testId="showroom-not-found" title={<FormattedMessage id="showrooms.notFound" />} />;
    }
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (loading || !data) return <Skeleton height={420} radius="lg" />;
  const room = data.showroom;
  return (
    <Stack gap="lg" data-testid="showroom-page" data-status={room.status}>
      {room.coverUrl && (
        <Image
          src={room.coverUrl}
          alt=""
          radius="lg"
          w="100%"
          style={{ aspectRatio: "2 / 1" }}
          data-testid="showroom-cover"
        />
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} data-testid="showroom-name">
            {room.name}
          </Title>
          {room.owner && (
            <Text c="dimmed">
              <FormattedMessage
                id="showrooms.byOwner"
                values={{
                  owner: (
                    <Anchor
                      component={Link}
                      to={userPageUrl(locale, room.owner.publicId)}
                      data-testid="showroom-owner"
                    >
                      {room.owner.displayName}
                    </Anchor>
                  ),
                }}
              />
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {room.status !== "PUBLISHED" && (
            <Badge color="gray" variant="outline">
              <FormattedMessage id={STATUS_MESSAGE[room.status]} />
            </Badge>
          )}
          {room.isOwner && (
            <Anchor component={Link} to={myShowroomsUrl(locale)} size="sm">
              <FormattedMessage id="showrooms.editMine" />
            </Anchor>
          )}
          {room.status === "PUBLISHED" && (
            <LikeButton id={room.id} liked={room.likedByViewer} count={room.likeCount} />
          )}
        </Group>
      </Group>
      {room.description && (
        <Paper withBorder radius="lg" p="md">
          <Text style={{ whiteSpace: "pre-line" }} data-testid="showroom-description">
            {room.description}
          </Text>
        </Paper>
      )}
      <SlotGrid columns={room.columns} slotCount={room.slotCount} slots={room.slots} />
    </Stack>
  );
}
