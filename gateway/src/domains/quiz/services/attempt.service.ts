import { quizAnswersRule, QUIZ_SUBMIT_GRACE_SECONDS, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  closeAttempt,
  expireOverdueAttempts,
  findAnswers,
  findAttempt,
  findMemberAttempts,
  insertAnswers,
  insertAttempt,
  type AttemptRow,
} from "../repo/attempt.repo.js";
import { findChoices, findQuestions, findQuiz, type QuizRow } from "../repo/quiz.repo.js";
import { attemptQuestions, attemptSummary, type AttemptQuestion, type AttemptSummary } from "./quiz-view.js";
import { rewardQuizPass } from "./reward.js";
import { recordMissionEvent } from "../../missions/index.js";

type Deps = Pick<AppDeps, "dataSource">;
const GRACE_MS = QUIZ_SUBMIT_GRACE_SECONDS * 1000;

/** A started attempt (questions without answers) or a submitted one (each answer right or wrong). */
export interface AttemptView {
  quizId: string;
  attempt: AttemptSummary;
  totalPoints: number;
  passScore: number;
  questions: AttemptQuestion[];
  /** After submission only: the member's choice per question and whether it was right. */
  results: { questionId: string; choiceId: string | null; correct: boolean }[];
}

async function attemptView(em: Pick<EntityManager, "query">, a: AttemptRow, quiz: QuizRow, language: Locale) {
  const questions = await attemptQuestions(em, String(quiz.id), language);
  const answers = a.state === "STARTED" ? [] : await findAnswers(em, String(a.id));
  return {
    quizId: String(quiz.id),
    attempt: attemptSummary(a),
    totalPoints: questions.reduce((s, q) => s + q.points, 0),
    passScore: quiz.pass_score,
    questions,
    results: answers.map((x) => ({
      questionId: String(x.question_id),
      choiceId: x.choice_id === null ? null : String(x.choice_id),
      correct: x.correct === 1,
    })),
  } satisfies AttemptView;
}

/**
 * Starts an attempt (or answers the one still running): the quiz must be open (2162); a member who
 * passed or used every attempt gets 2163. The deadline is fixed now, on the server. Two racing starts
 * meet on the UNIQUE (quiz, member, attempt_no) key: the loser answers the winner's attempt.
 */
export async function startQuizAttempt(
  deps: Deps,
  userId: string,
  rawQuizId: string,
  language: Locale,
): Promise<AttemptView> {
  const quizId = assertRowId("quizId", rawQuizId);
  const run = () =>
    withTransaction(deps.dataSource, async (em) => {
      const quiz = await findQuiz(em, quizId);
      if (!quiz) throw new DomainError("QUIZ_NOT_FOUND");
      const now = new Date();
      if (now < new Date(quiz.starts_at) || now >= new Date(quiz.ends_at))
        throw new DomainError("QUIZ_NOT_OPEN");
      await expireOverdueAttempts(em, userId, quizId, new Date(now.getTime() - GRACE_MS));
      const attempts = await findMemberAttempts(em, userId, [quizId]);
      const running = attempts.find((a) => a.state === "STARTED");
      if (running) return attemptView(em, running, quiz, language);
      if (attempts.some((a) => a.passed === 1) || attempts.length >= quiz.max_attempts) {
        throw new DomainError("QUIZ_NO_ATTEMPTS_LEFT", { maxAttempts: quiz.max_attempts });
      }
      const id = await insertAttempt(em, {
        quizId,
        userId,
        attemptNo: attempts.length + 1,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + quiz.time_limit_seconds * 1000),
      });
      return attemptView(em, (await findAttempt(em, id))!, quiz, language);
    });
  try {
    return await run();
  } catch (error) {
    if (duplicateKeyOf(error) === "uq_quiz_attempt_no") return run();
    throw error;
  }
}

/** The attempt as it stands (its owner only; 2160 for anyone else's, like an unknown one). */
export async function quizAttempt(
  deps: Deps,
  userId: string,
  rawId: string,
  language: Locale,
): Promise<AttemptView> {
  const id = assertRowId("id", rawId);
  const em = deps.dataSource.manager;
  const a = await findAttempt(em, id);
  if (!a || String(a.user_id) !== userId) throw new DomainError("QUIZ_NOT_FOUND");
  return attemptView(em, a, (await findQuiz(em, String(a.quiz_id)))!, language);
}

function score(
  questions: { id: number; points: number }[],
  choices: { id: number; question_id: number; correct: number }[],
  answers: { questionId: string; choiceId: string }[],
) {
  const picked = new Map<string, string>();
  for (const a of answers) {
    const question = questions.find((q) => String(q.id) === a.questionId);
    const choice = choices.find((c) => String(c.id) === a.choiceId);
    // R4: an id naming no question of this quiz, or no choice of that question, is NOT_FOUND.
    if (!question) throw new DomainError("NOT_FOUND", { field: "questionId" });
    if (!choice || choice.question_id !== question.id)
      throw new DomainError("NOT_FOUND", { field: "choiceId" });
    if (picked.has(a.questionId)) throw new DomainError("DATA_ERROR", { field: "questionId" });
    picked.set(a.questionId, a.choiceId);
  }
  const rows = questions.map((q) => {
    const choiceId = picked.get(String(q.id)) ?? null;
    const correct = choiceId !== null && choices.some((c) => String(c.id) === choiceId && c.correct === 1);
    return { questionId: String(q.id), choiceId, correct, points: correct ? q.points : 0 };
  });
  return { rows, total: rows.reduce((s, r) => s + r.points, 0) };
}

/**
 * Submits an attempt: its owner only (2160), once (2165 afterwards), before its deadline plus a short
 * grace for the trip (else the attempt is closed EXPIRED with 0 points and the answer is 2164). Scores
 * on the server; a pass earns the quiz's reward in the same transaction (reward.ts).
 */
export async function submitQuizAttempt(
  deps: Deps,
  userId: string,
  rawId: string,
  rawAnswers: unknown,
  language: Locale,
): Promise<AttemptView> {
  const id = assertRowId("id", rawId);
  const answers = parseInput(quizAnswersRule, rawAnswers);
  const outcome = await withTransaction(deps.dataSource, async (em) => {
    const a = await findAttempt(em, id, true);
    if (!a || String(a.user_id) !== userId) throw new DomainError("QUIZ_NOT_FOUND");
    if (a.state === "EXPIRED") throw new DomainError("QUIZ_TIME_UP");
    if (a.state !== "STARTED") throw new DomainError("QUIZ_ATTEMPT_CLOSED");
    const quiz = (await findQuiz(em, String(a.quiz_id)))!;
    const now = new Date();
    if (now.getTime() > new Date(a.deadline_at).getTime() + GRACE_MS) {
      await closeAttempt(em, id, { state: "EXPIRED", at: now, score: 0, passed: false });
      return "expired" as const;
    }
    const questions = await findQuestions(em, [String(quiz.id)]);
    const choices = await findChoices(
      em,
      questions.map((q) => String(q.id)),
    );
    const { rows, total } = score(questions, choices, answers);
    const passed = total >= quiz.pass_score;
    await insertAnswers(em, id, rows);
    if (!(await closeAttempt(em, id, { state: "SUBMITTED", at: now, score: total, passed }))) {
      throw new DomainError("QUIZ_ATTEMPT_CLOSED");
    }
    await recordMissionEvent(em, { userId, event: "quiz-answered", key: `quiz-attempt.${id}` });
    if (passed) await rewardQuizPass(em, { quiz, attemptId: id, userId, at: now });
    return "submitted" as const;
  });
  if (outcome === "expired") throw new DomainError("QUIZ_TIME_UP");
  return quizAttempt(deps, userId, id, language);
}
