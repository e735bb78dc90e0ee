import type { Locale } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findQuiz, listQuizzes } from "../repo/quiz.repo.js";
import { toQuizViews, type QuizView } from "./quiz-view.js";

type Deps = Pick<AppDeps, "dataSource">;

/** Quizzes that have started, newest end first (no questions: those come with an attempt). */
export async function quizzes(deps: Deps, language: Locale, viewerId: string | null): Promise<QuizView[]> {
  const em = deps.dataSource.manager;
  return toQuizViews(em, await listQuizzes(em, new Date()), language, viewerId);
}

export async function quiz(
  deps: Deps,
  rawId: string,
  language: Locale,
  viewerId: string | null,
): Promise<QuizView> {
  const id = assertRowId("id", rawId);
  const em = deps.dataSource.manager;
  const row = await findQuiz(em, id);
  if (!row) throw new DomainError("QUIZ_NOT_FOUND");
  return (await toQuizViews(em, [row], language, viewerId))[0]!;
}
