import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { JpowerSummary } from "../components/JpowerSummary";
import { MissionCard } from "../components/MissionCard";
import { MissionsQuery } from "../graphql/missions";
import { useClaimMission } from "../hooks/useClaimMission";
import { KIND_MESSAGES, messageOf } from "../messages";
import { issuerMissionsUrl } from "../urls";

/** /{lang}/users/mission ("beginner tasks"): the member's Jpower and the open missions grouped by kind. */
export function MissionsPage() {
  const { data, loading, error } = useQuery(MissionsQuery, { fetchPolicy: "cache-and-network" });
  const { claim } = useClaimMission();
  const { locale } = useLocale();
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const groups = (data?.missions ?? []).filter((g) => g.missions.length > 0);
  const onClaim = async (id: string, reward: number) => {
    setClaimingId(id);
    await claim(id, reward);
    setClaimingId(null);
  };
  return (
    <Stack gap="lg" data-testid="missions-page">
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="missions.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="missions.intro" />
        </Text>
      </Stack>
      <JpowerSummary />
      {loading && !data ? <Loader /> : null}
      {error && !data ? (
        <Alert color="red">
          <FormattedMessage id="missions.loadFailed" />
        </Alert>
      ) : null}
      {data && groups.length === 0 ? (
        <Text c="dimmed" data-testid="missions-empty">
          <FormattedMessage id="missions.empty" />
        </Text>
      ) : null}
      {groups.map((group) => {
        const kindId = messageOf(KIND_MESSAGES, group.kind);
        return (
          <Stack gap="sm" key={group.kind} data-testid="mission-group" data-kind={group.kind}>
            <Title order={2} size="h3">
              {kindId ? <FormattedMessage id={kindId} /> : group.kind}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {group.missions.map((m) => (
                <MissionCard
                  key={m.id}
                  mission={m}
                  claiming={claimingId === m.id}
                  onClaim={() => void onClaim(m.id, m.reward)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      <Anchor component={Link} to={issuerMissionsUrl(locale)} size="sm" data-testid="issuer-missions-link">
        <FormattedMessage id="missions.issuer.link" />
      </Anchor>
    </Stack>
  );
}
