import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  QuizQuery,
  StartQuizAttemptMutation,
  SubmitQuizAttemptMutation,
} from "../../src/modules/quiz/graphql/quiz";

const quiz = (passed: boolean) => ({
  __typename: "Quiz" as const,
  id: "3",
  title: "Collector quiz",
  description: "Two right answers pass.",
  startsAt: "2026-11-01T00:00:00.000Z",
  endsAt: "2099-12-01T00:00:00.000Z",
  open: true,
  timeLimitSeconds: 120,
  maxAttempts: 3,
  passScore: 2,
  totalPoints: 2,
  questionCount: 2,
  rewardKind: "JPOWER" as const,
  rewardJpower: 50,
  attemptsLeft: passed ? 0 : 3,
  passed,
  attempts: [],
});

const attempt = (state: "STARTED" | "SUBMITTED") => ({
  __typename: "QuizAttempt" as const,
  quizId: "3",
  totalPoints: 2,
  passScore: 2,
  attempt: {
    __typename: "QuizAttemptSummary" as const,
    id: "41",
    attemptNo: 1,
    state,
    startedAt: new Date().toISOString(),
    deadlineAt: new Date(Date.now() + 120_000).toISOString(),
    score: state === "STARTED" ? null : 2,
    passed: state === "STARTED" ? null : true,
  },
  questions: [
    {
      __typename: "QuizAttemptQuestion" as const,
      id: "11",
      position: 1,
      points: 1,
      body: "What does NFT stand for?",
      choices: [
        { __typename: "QuizAttemptChoice" as const, id: "101", body: "New file type" },
        { __typename: "QuizAttemptChoice" as const, id: "102", body: "Non-fungible token" },
      ],
    },
    {
      __typename: "QuizAttemptQuestion" as const,
      id: "12",
      position: 2,
      points: 1,
      body: "Which time zone is Taipei in?",
      choices: [
        { __typename: "QuizAttemptChoice" as const, id: "103", body: "GMT+8" },
        { __typename: "QuizAttemptChoice" as const, id: "104", body: "GMT+9" },
      ],
    },
  ],
  results:
    state === "STARTED"
      ? []
      : [
          { __typename: "QuizAnswerResult" as const, questionId: "11", choiceId: "102", correct: true },
          { __typename: "QuizAnswerResult" as const, questionId: "12", choiceId: "103", correct: true },
        ],
});

describe("quiz page", () => {
  it("starts an attempt, sends the picked choices and shows the server's result", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    let passed = false;
    const sent: unknown[] = [];
    server.use(
      graphql.query(QuizQuery, () => HttpResponse.json({ data: { quiz: quiz(passed) } })),
      graphql.mutation(StartQuizAttemptMutation, () =>
        HttpResponse.json({ data: { startQuizAttempt: attempt("STARTED") } }),
      ),
      graphql.mutation(SubmitQuizAttemptMutation, ({ variables }) => {
        sent.push(variables);
        passed = true;
        return HttpResponse.json({ data: { submitQuizAttempt: attempt("SUBMITTED") } });
      }),
    );
    const { user } = renderApp("/en/quiz/3");
    expect(await screen.findByTestId("quiz-rules")).toHaveTextContent("Reward for passing: 50 Jpower");
    await user.click(screen.getByTestId("quiz-start"));
    const questions = await screen.findAllByTestId("quiz-question");
    expect(screen.getByTestId("quiz-countdown")).toBeInTheDocument();
    await user.click(within(questions[0]!).getByLabelText("Non-fungible token"));
    await user.click(within(questions[1]!).getByLabelText("GMT+8"));
    await user.click(screen.getByTestId("quiz-submit"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      attemptId: "41",
      answers: [
        { questionId: "11", choiceId: "102" },
        { questionId: "12", choiceId: "103" },
      ],
    });
    expect(await screen.findByTestId("quiz-result")).toHaveTextContent("Passed! Score 2 / 2");
    expect(screen.getAllByTestId("quiz-question-result").map((r) => r.textContent)).toEqual([
      "Right",
      "Right",
    ]);
  });

  it("a visitor is asked to sign in before starting", async () => {
    server.use(graphql.query(QuizQuery, () => HttpResponse.json({ data: { quiz: quiz(false) } })));
    const { user } = renderApp("/en/quiz/3");
    await user.click(await screen.findByTestId("quiz-start"));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
