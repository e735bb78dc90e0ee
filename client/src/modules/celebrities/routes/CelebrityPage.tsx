import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { artistUrl } from "../../catalog";
import { CelebrityAvatar } from "../components/CelebrityAvatar";
import { CelebrityCharts } from "../components/CelebrityCharts";
import { LikeButton } from "../components/LikeButton";
import { PERIOD_LABEL } from "../components/periodLabel";
import { CelebrityProfileQuery } from "../graphql/celebrities";
import { shownLikes, useLikeCelebrity } from "../hooks/useLikeCelebrity";
import { celebritiesUrl } from "../urls";

const KIND_LABEL: Record<string, string> = {
  STAR: "celebrities.kind.STAR",
  ARTIST: "celebrities.kind.ARTIST",
};

/** /{lang}/celebrities/:id: profile, a like button, today's, this week's and this month's standing, charts. */
export function CelebrityPage() {
  const { id = "" } = useParams();
  const { locale } = useLocale();
  const intl = useIntl();
  const { data, error, refetch } = useQuery(CelebrityProfileQuery, { variables: { id } });
  const { like, pending } = useLikeCelebrity();
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const profile = data?.celebrityProfile;
  if (!profile) return null;
  const { celebrity } = profile;
  const isPending = pending.has(celebrity.id);
  return (
    <Stack gap="lg" data-testid="celebrity-page">
      <Anchor component={Link} to={celebritiesUrl(locale)} size="sm">
        <FormattedMessage id="celebrities.back" />
      </Anchor>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CelebrityAvatar id={celebrity.id} name={celebrity.name} size={72} />
        <Stack gap={6} align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} size="h2">
            {celebrity.name}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="gray">
              {intl.formatMessage({ id: KIND_LABEL[celebrity.kind] ?? "celebrities.kind.STAR" })}
            </Badge>
            {celebrity.artistId ? (
              <Anchor component={Link} to={artistUrl(locale, celebrity.artistId)} size="sm">
                <FormattedMessage id="celebrities.artistCards" />
              </Anchor>
            ) : null}
          </Group>
          <LikeButton
            likedToday={profile.likedToday}
            pending={isPending}
            onLike={() => void like(celebrity.id)}
            name={celebrity.name}
          />
        </Stack>
      </Group>
      {celebrity.bio ? (
        <Text style={{ whiteSpace: "pre-wrap" }} data-testid="celebrity-bio">
          {celebrity.bio}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {profile.now.map((n) => (
          <Paper key={n.period} withBorder radius="md" p="sm" data-testid={`celebrity-now-${n.period}`}>
            <Text size="xs" c="dimmed">
              <FormattedMessage id={PERIOD_LABEL[n.period]} />
            </Text>
            <Text fw={800} size="xl">
              #{n.rank}
            </Text>
            <Text size="sm">
              <FormattedMessage
                id="celebrities.likes"
                values={{
                  n: n.period === "DAY" ? shownLikes(n.likes, profile.likedToday, isPending) : n.likes,
                }}
              />
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <CelebrityCharts days={profile.days} weeks={profile.weeks} months={profile.months} />
    </Stack>
  );
}
