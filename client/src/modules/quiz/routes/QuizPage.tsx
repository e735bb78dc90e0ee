import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { useRequireSignIn } from "../../accounts";
import type { QuizAttemptDetailFragment } from "../../../gql/graphql";
import { AttemptForm } from "../components/AttemptForm";
import { QuizQuery, StartQuizAttemptMutation, SubmitQuizAttemptMutation } from "../graphql/quiz";

/** /{lang}/quiz/:id: the rules, an attempt against the clock (answers checked by the server), the result. */
export function QuizPage() {
  const { id = "" } = useParams();
  const handleError = useErrorHandler();
  const requireSignIn = useRequireSignIn();
  const { data, error, refetch } = useQuery(QuizQuery, { variables: { id } });
  const [attempt, setAttempt] = useState<QuizAttemptDetailFragment | null>(null);
  const [start, started] = useMutation(StartQuizAttemptMutation);
  const [submit, submitted] = useMutation(SubmitQuizAttemptMutation, { refetchQueries: [QuizQuery] });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const quiz = data?.quiz;
  if (!quiz) return null;
  const running = quiz.attempts.some((a) => a.state === "STARTED" && new Date(a.deadlineAt) > new Date());

  const begin = () =>
    requireSignIn(() => {
      void start({ variables: { quizId: quiz.id } })
        .then((res) => setAttempt(res.data?.startQuizAttempt ?? null))
        .catch(handleError);
    });
  const send = (answers: { questionId: string; choiceId: string }[]) => {
    if (!attempt || submitted.loading || attempt.attempt.state !== "STARTED") return;
    void submit({ variables: { attemptId: attempt.attempt.id, answers } })
      .then((res) => setAttempt(res.data?.submitQuizAttempt ?? null))
      .catch((e: unknown) => {
        handleError(e);
        setAttempt(null);
        void refetch();
      });
  };
  const result = attempt && attempt.attempt.state !== "STARTED" ? attempt.attempt : null;

  return (
    <Stack gap="lg" data-testid="quiz-page">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {quiz.title}
        </Title>
        {quiz.description ? <Text style={{ whiteSpace: "pre-wrap" }}>{quiz.description}</Text> : null}
        <Text size="sm" c="dimmed">
          <ZonedTime value={quiz.startsAt} /> – <ZonedTime value={quiz.endsAt} />
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md" data-testid="quiz-rules">
        <List size="sm" spacing={4}>
          <List.Item>
            <FormattedMessage
              id="quiz.rules.questions"
              values={{ n: quiz.questionCount, points: quiz.totalPoints }}
            />
          </List.Item>
          <List.Item>
            <FormattedMessage id="quiz.rules.time" values={{ n: quiz.timeLimitSeconds }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="quiz.rules.pass" values={{ n: quiz.passScore }} />
          </List.Item>
          <List.Item>
            <FormattedMessage
              id="quiz.rules.attempts"
              values={{ n: quiz.maxAttempts, left: quiz.attemptsLeft }}
            />
          </List.Item>
          <List.Item>
            {quiz.rewardKind === "JPOWER" ? (
              <FormattedMessage id="quiz.rules.rewardJpower" values={{ n: quiz.rewardJpower }} />
            ) : (
              <FormattedMessage id="quiz.rules.rewardStamp" />
            )}
          </List.Item>
        </List>
      </Paper>
      {result ? (
        <Alert color={result.passed ? "teal" : "orange"} data-testid="quiz-result">
          <FormattedMessage
            id={result.passed ? "quiz.result.passed" : "quiz.result.failed"}
            values={{ score: result.score ?? 0, total: attempt!.totalPoints }}
          />
        </Alert>
      ) : quiz.passed ? (
        <Alert color="teal" data-testid="quiz-passed">
          <FormattedMessage id="quiz.alreadyPassed" />
        </Alert>
      ) : null}
      {attempt ? (
        <AttemptForm
          key={attempt.attempt.id}
          attempt={attempt}
          submitting={submitted.loading}
          onSubmit={send}
        />
      ) : null}
      {!attempt || result ? (
        quiz.open && quiz.attemptsLeft > 0 ? (
          <Group>
            <Button onClick={begin} loading={started.loading} data-testid="quiz-start">
              <FormattedMessage id={running ? "quiz.continue" : result ? "quiz.tryAgain" : "quiz.start"} />
            </Button>
          </Group>
        ) : !quiz.open ? (
          <Text c="dimmed" data-testid="quiz-closed">
            <FormattedMessage id="quiz.closed" />
          </Text>
        ) : !quiz.passed ? (
          <Text c="dimmed" data-testid="quiz-no-attempts">
            <FormattedMessage id="error.QUIZ_NO_ATTEMPTS_LEFT" />
          </Text>
        ) : null
      ) : null}
    </Stack>
  );
}
