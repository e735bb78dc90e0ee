import { Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconBolt, IconCheck } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { messageOf, PERIOD_MESSAGES, STATUS_MESSAGES } from "../messages";

export interface MissionCardData {
  id: string;
  number: number;
  period: string;
  title: string;
  description: string;
  reward: number;
  target: number;
  progress: number;
  status: string;
  resetsAt?: unknown;
}

const STATUS_COLOR: Record<string, string> = { UNDONE: "gray", DONE: "teal", CLAIMED: "blue" };

/** One mission: number, texts, progress bar, reward and the claim button once it is done. */
export function MissionCard({
  mission,
  onClaim,
  claiming,
}: {
  mission: MissionCardData;
  onClaim: () => void;
  claiming: boolean;
}) {
  const percent = Math.round((Math.min(mission.progress, mission.target) / mission.target) * 100);
  const statusId = messageOf(STATUS_MESSAGES, mission.status);
  const periodId = mission.period !== "NONE" ? messageOf(PERIOD_MESSAGES, mission.period) : null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="mission-card"
      data-mission={mission.id}
      data-status={mission.status}
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed">
              <FormattedMessage id="missions.number" values={{ number: mission.number }} />
              {periodId ? (
                <>
                  {" · "}
                  <FormattedMessage id={periodId} />
                </>
              ) : null}
            </Text>
            <Badge
              color={STATUS_COLOR[mission.status] ?? "gray"}
              variant="light"
              data-testid="mission-status"
            >
              {statusId ? <FormattedMessage id={statusId} /> : mission.status}
            </Badge>
          </Group>
          <Text fw={600}>{mission.title}</Text>
          {mission.description ? (
            <Text size="sm" c="dimmed">
              {mission.description}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" data-testid="mission-progress">
              <FormattedMessage
                id="missions.progress"
                values={{ progress: Math.min(mission.progress, mission.target), target: mission.target }}
              />
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconBolt size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text size="sm" fw={600}>
                <FormattedMessage id="missions.reward" values={{ reward: mission.reward }} />
              </Text>
            </Group>
          </Group>
          <Progress
            value={percent}
            size="sm"
            radius="xl"
            color={mission.status === "UNDONE" ? "yellow" : "teal"}
          />
          {mission.period !== "NONE" && mission.resetsAt ? (
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="missions.resetsAt"
                values={{ time: <ZonedTime value={mission.resetsAt as string} dateStyle="short" /> }}
              />
            </Text>
          ) : null}
          {mission.status === "CLAIMED" ? (
            <Button variant="light" color="blue" disabled leftSection={<IconCheck size={16} />} fullWidth>
              <FormattedMessage id="missions.status.CLAIMED" />
            </Button>
          ) : (
            <Button
              onClick={onClaim}
              disabled={mission.status !== "DONE"}
              loading={claiming}
              fullWidth
              data-testid="mission-claim"
            >
              <FormattedMessage id="missions.claim" values={{ reward: mission.reward }} />
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
