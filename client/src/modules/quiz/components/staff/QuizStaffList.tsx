import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../../shared/time/ZonedTime";
import type { StaffQuizDetailFragment } from "../../../../gql/graphql";
import { StaffQuizzesQuery } from "../../graphql/quiz";

/** Staff: every quiz with its window, rules, attempts so far and an edit button. */
export function QuizStaffList({ onEdit }: { onEdit: (q: StaffQuizDetailFragment) => void }) {
  const { data, error, refetch } = useQuery(StaffQuizzesQuery);
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap="sm" data-testid="staff-quiz-list">
      {(data?.staffQuizzes ?? []).map((q) => (
        <Paper key={q.id} withBorder radius="md" p="sm" data-testid="staff-quiz-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Text fw={700}>
                  #{q.id} {q.title}
                </Text>
                <Badge variant="light" color={q.open ? "teal" : "gray"}>
                  <FormattedMessage id={q.open ? "staff.quiz.open" : "staff.quiz.notOpen"} />
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                <ZonedTime value={q.startsAt} /> – <ZonedTime value={q.endsAt} />
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="staff.quiz.summary"
                  values={{
                    questions: q.questions.length,
                    pass: q.passScore,
                    total: q.totalPoints,
                    attempts: q.attemptCount,
                  }}
                />
              </Text>
            </Stack>
            <Button size="xs" variant="default" onClick={() => onEdit(q)}>
              <FormattedMessage id="staff.quiz.editButton" />
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
