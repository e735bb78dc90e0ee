import { Badge, Card, Group, Progress, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CampaignsQuery } from "../../../gql/graphql";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { STATE_COLOR, STATE_LABEL } from "./messages";

type Campaign = CampaignsQuery["campaigns"][number];

/**
 * One stamp campaign as a link card: title, state and end time. `detailed` adds the prize and the
 * member's progress (the campaigns page); without it the card is the short one of a site's home.
 */
export function CampaignCard({
  campaign: c,
  to,
  testId,
  detailed = false,
}: {
  campaign: Campaign;
  to: string;
  testId: string;
  detailed?: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component={Link} to={to} data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={detailed ? 800 : 700} lineClamp={2}>
            {c.title}
          </Text>
          <Badge color={STATE_COLOR[c.state]} variant="light">
            <FormattedMessage id={STATE_LABEL[c.state] ?? "stamps.state.OPEN"} />
          </Badge>
        </Group>
        {detailed ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            <FormattedMessage id="stamps.prize" values={{ n: c.winnersCount, prize: c.prize }} />
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <FormattedMessage id="stamps.list.ends" /> <ZonedTime value={c.endsAt} />
        </Text>
        {detailed ? (
          <>
            <Progress value={c.stamps.length ? (c.collected / c.stamps.length) * 100 : 0} color="teal" />
            <Text size="xs">
              <FormattedMessage
                id="stamps.card.progress"
                values={{ n: c.collected, total: c.stamps.length }}
              />
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
