import type { ReactNode } from "react";
import { Anchor, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { FormattedDate } from "react-intl";
import { Link } from "react-router";
import type { TradeFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { completeUrl } from "../urls";

/** One trade in a list (purchases, sales): the card, a summary line and the date; links to the order. */
export function TradeRow({
  trade,
  summary,
  testId,
}: {
  trade: TradeFieldsFragment;
  summary: ReactNode;
  testId: string;
}) {
  const { locale } = useLocale();
  return (
    <Paper withBorder radius="lg" p="sm" data-testid={testId}>
      <Group wrap="nowrap" gap="md">
        <Image src={trade.card.imageUrl} alt={trade.card.name} w={64} h={64} radius="md" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={completeUrl(locale, trade.orderId)} fw={600} lineClamp={1}>
            {trade.card.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedDate value={trade.createdAt} dateStyle="medium" timeStyle="short" />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
