import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { RedeemEventFields } from "../graphql/types";
import { EventStateBadge } from "./badges";
import { RewardText } from "./RewardText";

/** An event as a member sees it before redeeming: name, window, what it gives and how many are left. */
export function EventSummary({ event, code }: { event: RedeemEventFields; code?: string }) {
  const left = Math.max(0, event.stock - event.redeemedCount);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="redeem-event">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" data-testid="redeem-event-name">
            {event.name}
          </Title>
          <EventStateBadge state={event.state} />
        </Group>
        {event.publisherName ? (
          <Text size="sm" c="dimmed">
            {event.publisherName}
          </Text>
        ) : null}
        {event.description ? <Text size="sm">{event.description}</Text> : null}
        <Text fw={600} data-testid="redeem-reward">
          <RewardText event={event} />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="redeem.event.window"
            values={{
              from: <FormattedDate value={event.startsAt} dateStyle="medium" timeStyle="short" />,
              to: <FormattedDate value={event.endsAt} dateStyle="medium" timeStyle="short" />,
            }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="redeem.event.left" values={{ left, stock: event.stock }} />
          {" · "}
          <FormattedMessage id="redeem.event.perAccount" values={{ limit: event.perAccountLimit }} />
        </Text>
        {code ? (
          <Text size="sm" ff="monospace" data-testid="redeem-preview-code">
            {code}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
