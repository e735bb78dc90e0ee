import { Box, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { CardGrid, ChainBadge } from "../../catalog";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ChainShowcaseQuery } from "../graphql/queries";
import { EXPLORE_SECTION_ID } from "../urls";
import { SectionHeading } from "./SectionHeading";

export const SHOWCASE_PER_CHAIN = 4;

/** "Explore by chain": the anchor target of the header's Explore link (#section-index). */
export function ExploreByChain() {
  const { data, loading, error, refetch } = useQuery(ChainShowcaseQuery, {
    variables: { perChain: SHOWCASE_PER_CHAIN },
  });
  const showcases = data?.chainShowcase;
  return (
    <Box
      component="section"
      id={EXPLORE_SECTION_ID}
      data-testid="home-explore"
      aria-labelledby="home-explore-title"
    >
      <SectionHeading
        id="home-explore-title"
        title={<FormattedMessage id="home.explore.title" />}
        subtitle={<FormattedMessage id="home.explore.subtitle" />}
      />
      {error && !showcases ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !showcases ? (
        <Stack gap="xl">
          {[0, 1].map((i) => (
            <Stack key={i} gap="sm">
              <Skeleton height={22} width={120} />
              <CardGrid loading skeletons={SHOWCASE_PER_CHAIN} />
            </Stack>
          ))}
        </Stack>
      ) : !showcases || showcases.length === 0 ? (
        <EmptyState title={<FormattedMessage id="home.explore.empty" />} />
      ) : (
        <Stack gap="xl">
          {showcases.map((showcase) => (
            <Paper key={showcase.chain.id} withBorder radius="lg" p={{ base: "sm", sm: "lg" }} bg="dark.8">
              <Group gap="sm" mb="md">
                <ChainBadge code={showcase.chain.code} name={showcase.chain.name} size="md" />
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="home.explore.count" values={{ count: showcase.cards.length }} />
                </Text>
              </Group>
              {showcase.cards.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="home.explore.chainEmpty" />
                </Text>
              ) : (
                <CardGrid cards={showcase.cards} />
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
