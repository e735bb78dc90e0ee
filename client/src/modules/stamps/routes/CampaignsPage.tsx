import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { CampaignCard } from "../components/CampaignCard";
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
          <CampaignCard
            key={c.id}
            campaign={c}
            to={campaignUrl(locale, c.id)}
            testId="campaign-tile"
            detailed
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
