import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { FormattedDate, FormattedMessage } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { AdminError } from "../components/admin/AdminError";
import { EventStateBadge } from "../components/badges";
import { RewardText } from "../components/RewardText";
import { AdministeredRedeemEventsQuery } from "../graphql/admin";
import { redeemAdminEventUrl } from "../urls";

/** /{lang}/redeem-admin: the events the viewer administers (event administrator, issuer or staff). */
export function RedeemAdminPage() {
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(AdministeredRedeemEventsQuery, {
    fetchPolicy: "cache-and-network",
  });
  const events = data?.administeredRedeemEvents;
  return (
    <Stack gap="lg" data-testid="redeem-admin">
      <Title order={1}>
        <FormattedMessage id="redeem.admin.title" />
      </Title>
      {error ? (
        <AdminError error={error} onRetry={() => void refetch()} />
      ) : loading && !events ? (
        <Skeleton height={160} radius="lg" />
      ) : !events || events.length === 0 ? (
        <Text c="dimmed" data-testid="redeem-admin-none">
          <FormattedMessage id="redeem.admin.none" />
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {events.map((event) => (
            <Paper key={event.id} withBorder radius="lg" p="md" data-testid="redeem-admin-event">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Anchor component={Link} to={redeemAdminEventUrl(locale, event.id)} fw={600}>
                    {event.name}
                  </Anchor>
                  <EventStateBadge state={event.state} />
                </Group>
                <Text size="sm">
                  <RewardText event={event} />
                </Text>
                <Text size="xs" c="dimmed">
                  <FormattedDate value={event.startsAt} dateStyle="medium" /> –{" "}
                  <FormattedDate value={event.endsAt} dateStyle="medium" />
                </Text>
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="redeem.admin.redeemedOf"
                    values={{ redeemed: event.redeemedCount, stock: event.stock }}
                  />
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
