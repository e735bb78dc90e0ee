import { Code, List, Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import type { CampaignDetailFragment } from "../../../gql/graphql";

/** The draw's proof: the seed's hash from the start, the seed and the completer count after the draw. */
export function DrawProof({ campaign }: { campaign: CampaignDetailFragment }) {
  const { proof } = campaign;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="draw-proof">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <FormattedMessage id="stamps.proof.title" />
        </Title>
        <Text size="sm">
          <FormattedMessage id="stamps.proof.intro" values={{ n: campaign.winnersCount }} />
        </Text>
        <Text size="sm" fw={600}>
          <FormattedMessage id="stamps.proof.seedHash" />
        </Text>
        <Code block data-testid="proof-seed-hash" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {proof.seedHash}
        </Code>
        {proof.seed ? (
          <>
            <Text size="sm" fw={600}>
              <FormattedMessage id="stamps.proof.seed" />
            </Text>
            <Code block data-testid="proof-seed" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
              {proof.seed}
            </Code>
            <Text size="sm">
              <FormattedMessage id="stamps.proof.completers" values={{ n: proof.completerCount ?? 0 }} />
            </Text>
            {proof.drawnAt ? (
              <Text size="sm">
                <FormattedMessage id="stamps.proof.drawnAt" /> <ZonedTime value={proof.drawnAt} />
              </Text>
            ) : null}
            <Text size="sm" fw={600}>
              <FormattedMessage id="stamps.proof.howTitle" values={{ algorithm: proof.algorithm }} />
            </Text>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                <FormattedMessage id="stamps.proof.step1" />
              </List.Item>
              <List.Item>
                <FormattedMessage id="stamps.proof.step2" values={{ id: campaign.id }} />
              </List.Item>
              <List.Item>
                <FormattedMessage id="stamps.proof.step3" />
              </List.Item>
              <List.Item>
                <FormattedMessage id="stamps.proof.step4" />
              </List.Item>
            </List>
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="proof-sealed">
            <FormattedMessage id="stamps.proof.sealed" />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
