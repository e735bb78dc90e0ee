import { Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconBolt } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { MyJpowerQuery } from "../graphql/missions";

/** The missions page's header card: Jpower balance, level, lifetime Jpower and the way to the next level. */
export function JpowerSummary() {
  const intl = useIntl();
  const { data } = useQuery(MyJpowerQuery, { fetchPolicy: "cache-and-network" });
  const j = data?.myJpower;
  const lifetime = Number(j?.lifetime ?? 0);
  const next = j?.nextLevelAt ? Number(j.nextLevelAt) : null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="jpower-summary">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="missions.jpower.title" />
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconBolt size={24} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Title order={2} size="h2" data-testid="jpower-summary-balance">
              {j ? intl.formatNumber(Number(j.balance)) : "—"}
            </Title>
          </Group>
        </Stack>
        <Stack gap={4} miw={200} style={{ flex: 1, maxWidth: 360 }}>
          <Group justify="space-between">
            <Text fw={600} data-testid="jpower-summary-level">
              <FormattedMessage id="missions.jpower.level" values={{ level: j?.level ?? 1 }} />
            </Text>
            <Text size="xs" c="dimmed">
              {next !== null ? (
                <FormattedMessage
                  id="missions.jpower.toNext"
                  values={{ lifetime: intl.formatNumber(lifetime), next: intl.formatNumber(next) }}
                />
              ) : (
                <FormattedMessage id="missions.jpower.topLevel" />
              )}
            </Text>
          </Group>
          <Progress value={next ? Math.min(100, (lifetime / next) * 100) : 100} color="yellow" radius="xl" />
        </Stack>
      </Group>
    </Paper>
  );
}
