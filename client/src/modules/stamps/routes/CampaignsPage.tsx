import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { STATE_COLOR, STATE_LABEL } from "../components/messages";
import { CampaignsQuery } from "../graphql/stamps";
import { campaignUrl } from "../urls";

/** /{lang}/campaigns: stamp campaigns that have started, with the member's progress. */
export function CampaignsPage() {
  const { locale } = useLocale();
  const { data, error, refetch } = useQuery(CampaignsQuery);
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const campaigns = data?.campaigns ?? [];
  return (
    <Stack gap="lg" data-testid="campaigns-page">
      <Title order={1} size="h2">
        <FormattedMessage id="stamps.list.title" />
      </Title>
      {data && campaigns.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="stamps.list.empty" />
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {campaigns.map((c) => (
          <Card
            key={c.id}
            withBorder
            radius="lg"
            padding="md"
            component={Link}
            to={campaignUrl(locale, c.id)}
            data-testid="campaign-tile"
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={800} lineClamp={2}>
                  {c.title}
                </Text>
                <Badge color={STATE_COLOR[c.state]} variant="light">
                  <FormattedMessage id={STATE_LABEL[c.state] ?? "stamps.state.OPEN"} />
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                <FormattedMessage id="stamps.prize" values={{ n: c.winnersCount, prize: c.prize }} />
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="stamps.list.ends" /> <ZonedTime value={c.endsAt} />
              </Text>
              <Progress value={c.stamps.length ? (c.collected / c.stamps.length) * 100 : 0} color="teal" />
              <Text size="xs">
                <FormattedMessage
                  id="stamps.card.progress"
                  values={{ n: c.collected, total: c.stamps.length }}
                />
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
