import { Box } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { CardGrid } from "../../catalog";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { LatestCardsQuery } from "../graphql/queries";
import { SectionHeading } from "./SectionHeading";

export const LATEST_LIMIT = 8;

export function LatestReleases() {
  const { data, loading, error, refetch } = useQuery(LatestCardsQuery, {
    variables: { limit: LATEST_LIMIT },
  });
  const cards = data?.latestCards;
  return (
    <Box component="section" data-testid="home-latest" aria-labelledby="home-latest-title">
      <SectionHeading
        id="home-latest-title"
        title={<FormattedMessage id="home.latest.title" />}
        subtitle={<FormattedMessage id="home.latest.subtitle" />}
      />
      {error && !cards ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !loading && cards?.length === 0 ? (
        <EmptyState title={<FormattedMessage id="home.latest.empty" />} />
      ) : (
        <CardGrid cards={cards} loading={loading && !cards} skeletons={LATEST_LIMIT} />
      )}
    </Box>
  );
}
