import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { CampaignDetailFragment } from "../../../gql/graphql";

/** After the draw: the winners with masked names, the viewer's own line marked. */
export function Winners({ campaign }: { campaign: CampaignDetailFragment }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="campaign-winners">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="stamps.winners.title" values={{ n: campaign.winners.length }} />
        </Title>
        {campaign.youWon ? (
          <Alert color="grape" icon={<IconTrophy size={18} />} data-testid="you-won">
            <FormattedMessage id="stamps.winners.youWon" values={{ prize: campaign.prize }} />
          </Alert>
        ) : null}
        {campaign.winners.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="stamps.winners.none" />
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }} spacing={6}>
            {campaign.winners.map((w) => (
              <Group key={w.rank} gap={6} wrap="nowrap" data-testid="winner">
                <Text size="xs" c="dimmed" w={32} ta="right">
                  #{w.rank}
                </Text>
                <Text size="sm" fw={w.you ? 800 : 400} truncate>
                  {w.displayName}
                </Text>
                {w.you ? (
                  <Badge size="xs" color="grape">
                    <FormattedMessage id="stamps.winners.you" />
                  </Badge>
                ) : null}
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
