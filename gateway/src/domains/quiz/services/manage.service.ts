import { quizRule, type Locale, type QuizParsed } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { countAttempts } from "../repo/attempt.repo.js";
import {
  findQuestions,
  findQuiz,
  insertQuiz,
  listQuizzes,
  replaceQuestions,
  updateQuiz,
} from "../repo/quiz.repo.js";
import { toStaffQuizView, type StaffQuizView } from "./quiz-view.js";
import { textsToJson } from "./texts.js";

type Deps = Pick<AppDeps, "dataSource">;

const fields = (q: QuizParsed) => ({
  texts: textsToJson(q.texts),
  startsAt: q.startsAt,
  endsAt: q.endsAt,
  timeLimitSeconds: q.timeLimitSeconds,
  maxAttempts: q.maxAttempts,
  passScore: q.passScore,
  rewardKind: q.rewardKind,
  rewardJpower: q.rewardKind === "JPOWER" ? q.rewardJpower : 0,
});

const questionRows = (q: QuizParsed) =>
  (q.questions ?? []).map((x) => ({
    points: x.points,
    texts: textsToJson(x.texts),
    choices: x.choices.map((c) => ({ correct: c.correct, texts: textsToJson(c.texts) })),
  }));

async function one(em: EntityManager, id: string, language: Locale): Promise<StaffQuizView> {
  const row = await findQuiz(em, id);
  if (!row) throw new DomainError("QUIZ_NOT_FOUND");
  return toStaffQuizView(em, row, language, await countAttempts(em, id));
}

/** Staff: every quiz with its questions and correct choices. */
export async function staffQuizzes(deps: Deps, language: Locale): Promise<StaffQuizView[]> {
  const em = deps.dataSource.manager;
  const rows = await listQuizzes(em, null);
  const views: StaffQuizView[] = [];
  for (const row of rows)
    views.push(await toStaffQuizView(em, row, language, await countAttempts(em, String(row.id))));
  return views;
}

/** Staff: a new quiz with its questions (required on creation). */
export async function createQuiz(deps: Deps, rawInput: unknown, language: Locale): Promise<StaffQuizView> {
  const input = parseInput(quizRule, rawInput);
  if (!input.questions)
    throw new DomainError("DATA_ERROR", { field: "questions", reason: "validation.required" });
  return withTransaction(deps.dataSource, async (em) => {
    const id = await insertQuiz(em, fields(input));
    await replaceQuestions(em, id, questionRows(input));
    return one(em, id, language);
  });
}

/**
 * Staff: conditional on the version read (2161 when stale). Questions are replaced only while nobody
 * has started an attempt (afterwards `questions` must be null: DATA_ERROR naming it); the pass mark
 * must stay within the points.
 */
export async function editQuiz(
  deps: Deps,
  rawId: string,
  version: number,
  rawInput: unknown,
  language: Locale,
): Promise<StaffQuizView> {
  const id = assertRowId("id", rawId);
  const input = parseInput(quizRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await findQuiz(em, id, true))) throw new DomainError("QUIZ_NOT_FOUND");
    if (input.questions && (await countAttempts(em, id)) > 0) {
      throw new DomainError("DATA_ERROR", { field: "questions", reason: "staff.quiz.questionsFixed" });
    }
    if (!input.questions) {
      const total = (await findQuestions(em, [id])).reduce((s, q) => s + q.points, 0);
      if (input.passScore > total) throw new DomainError("DATA_ERROR", { field: "passScore" });
    }
    if (!(await updateQuiz(em, id, version, fields(input)))) throw new DomainError("QUIZ_CHANGED");
    if (input.questions) await replaceQuestions(em, id, questionRows(input));
    return one(em, id, language);
  });
}
