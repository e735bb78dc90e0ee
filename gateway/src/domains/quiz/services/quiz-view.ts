import type { Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findMemberAttempts, type AttemptRow } from "../repo/attempt.repo.js";
import { findChoices, findQuestions, type QuizRow } from "../repo/quiz.repo.js";
import { textIn, textsFromJson } from "./texts.js";

export interface AttemptSummary {
  id: string;
  attemptNo: number;
  state: AttemptRow["state"];
  startedAt: Date;
  deadlineAt: Date;
  submittedAt: Date | null;
  score: number | null;
  passed: boolean | null;
}

/** A quiz as members see it: never its questions' answers (those are in no member view at all). */
export interface QuizView {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  open: boolean;
  timeLimitSeconds: number;
  maxAttempts: number;
  passScore: number;
  totalPoints: number;
  questionCount: number;
  rewardKind: QuizRow["reward_kind"];
  rewardJpower: number;
  attempts: AttemptSummary[];
  attemptsLeft: number;
  passed: boolean;
  version: number;
}

export const attemptSummary = (a: AttemptRow): AttemptSummary => ({
  id: String(a.id),
  attemptNo: a.attempt_no,
  state: a.state,
  startedAt: new Date(a.started_at),
  deadlineAt: new Date(a.deadline_at),
  submittedAt: a.submitted_at ? new Date(a.submitted_at) : null,
  score: a.score,
  passed: a.passed === null ? null : a.passed === 1,
});

export async function toQuizViews(
  em: Pick<EntityManager, "query">,
  rows: QuizRow[],
  language: Locale,
  viewerId: string | null,
): Promise<QuizView[]> {
  const ids = rows.map((r) => String(r.id));
  const questions = await findQuestions(em, ids);
  const attempts = viewerId ? await findMemberAttempts(em, viewerId, ids) : [];
  const now = new Date();
  return rows.map((q) => {
    const text = textIn<{ title: string; description: string }>(q.texts, language);
    const mine = questions.filter((x) => x.quiz_id === q.id);
    const tried = attempts.filter((a) => a.quiz_id === q.id).map(attemptSummary);
    const passed = tried.some((a) => a.passed);
    return {
      id: String(q.id),
      title: text.title,
      description: text.description,
      startsAt: new Date(q.starts_at),
      endsAt: new Date(q.ends_at),
      open: now >= new Date(q.starts_at) && now < new Date(q.ends_at),
      timeLimitSeconds: q.time_limit_seconds,
      maxAttempts: q.max_attempts,
      passScore: q.pass_score,
      totalPoints: mine.reduce((s, x) => s + x.points, 0),
      questionCount: mine.length,
      rewardKind: q.reward_kind,
      rewardJpower: Number(q.reward_jpower),
      attempts: tried,
      attemptsLeft: passed ? 0 : Math.max(0, q.max_attempts - tried.length),
      passed,
      version: q.version,
    };
  });
}

/** The questions of a started attempt: texts and choice ids only (no `correct` is read into it). */
export interface AttemptQuestion {
  id: string;
  position: number;
  points: number;
  body: string;
  choices: { id: string; body: string }[];
}

export async function attemptQuestions(
  em: Pick<EntityManager, "query">,
  quizId: string,
  language: Locale,
): Promise<AttemptQuestion[]> {
  const questions = await findQuestions(em, [quizId]);
  const choices = await findChoices(
    em,
    questions.map((q) => String(q.id)),
  );
  return questions.map((q) => ({
    id: String(q.id),
    position: q.position,
    points: q.points,
    body: textIn<{ body: string }>(q.texts, language).body,
    choices: choices
      .filter((c) => c.question_id === q.id)
      .map((c) => ({ id: String(c.id), body: textIn<{ body: string }>(c.texts, language).body })),
  }));
}

/** Staff: every language's texts and the questions with their correct choices. */
export interface StaffQuizView extends QuizView {
  texts: { language: Locale; title: string; description: string }[];
  questions: {
    id: string;
    points: number;
    texts: { language: Locale; body: string }[];
    choices: { id: string; correct: boolean; texts: { language: Locale; body: string }[] }[];
  }[];
  attemptCount: number;
}

export async function toStaffQuizView(
  em: Pick<EntityManager, "query">,
  row: QuizRow,
  language: Locale,
  attemptCount: number,
): Promise<StaffQuizView> {
  const [view] = await toQuizViews(em, [row], language, null);
  const questions = await findQuestions(em, [String(row.id)]);
  const choices = await findChoices(
    em,
    questions.map((q) => String(q.id)),
  );
  return {
    ...view!,
    texts: textsFromJson<{ title: string; description: string }>(row.texts),
    questions: questions.map((q) => ({
      id: String(q.id),
      points: q.points,
      texts: textsFromJson<{ body: string }>(q.texts),
      choices: choices
        .filter((c) => c.question_id === q.id)
        .map((c) => ({
          id: String(c.id),
          correct: c.correct === 1,
          texts: textsFromJson<{ body: string }>(c.texts),
        })),
    })),
    attemptCount,
  };
}
