import { Badge, Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import type { QuizAttemptDetailFragment } from "../../../gql/graphql";
import { Countdown } from "./Countdown";

/** A running attempt (choices and the clock) or a submitted one (each answer right or wrong). */
export function AttemptForm({
  attempt,
  submitting,
  onSubmit,
}: {
  attempt: QuizAttemptDetailFragment;
  submitting: boolean;
  onSubmit: (answers: { questionId: string; choiceId: string }[]) => void;
}) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  const running = attempt.attempt.state === "STARTED";
  const resultOf = (id: string) => attempt.results.find((r) => r.questionId === id);
  const send = () =>
    onSubmit(Object.entries(picked).map(([questionId, choiceId]) => ({ questionId, choiceId })));
  return (
    <Stack gap="md" data-testid="quiz-attempt">
      <Group justify="space-between">
        <Title order={2} size="h4">
          <FormattedMessage id="quiz.attemptNo" values={{ n: attempt.attempt.attemptNo }} />
        </Title>
        {running ? <Countdown deadline={attempt.attempt.deadlineAt} onZero={send} /> : null}
      </Group>
      {attempt.questions.map((q, i) => {
        const result = resultOf(q.id);
        return (
          <Paper key={q.id} withBorder radius="md" p="md" data-testid="quiz-question">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>
                  {i + 1}. {q.body}
                </Text>
                {result ? (
                  <Badge
                    color={result.correct ? "teal" : "red"}
                    leftSection={result.correct ? <IconCheck size={12} /> : <IconX size={12} />}
                    data-testid="quiz-question-result"
                  >
                    <FormattedMessage id={result.correct ? "quiz.right" : "quiz.wrong"} />
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    <FormattedMessage id="quiz.points" values={{ n: q.points }} />
                  </Text>
                )}
              </Group>
              <Radio.Group
                value={running ? (picked[q.id] ?? null) : (result?.choiceId ?? null)}
                onChange={(v) => setPicked((p) => ({ ...p, [q.id]: v }))}
              >
                <Stack gap={6}>
                  {q.choices.map((c) => (
                    <Radio
                      key={c.id}
                      value={c.id}
                      label={c.body}
                      disabled={!running}
                      data-testid="quiz-choice"
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Paper>
        );
      })}
      {running ? (
        <Group justify="flex-end">
          <Button onClick={send} loading={submitting} data-testid="quiz-submit">
            <FormattedMessage id="quiz.submit" />
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
