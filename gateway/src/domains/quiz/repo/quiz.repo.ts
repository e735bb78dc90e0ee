import type { EntityManager } from "typeorm";

/** SQL of quiz, quiz_question and quiz_choice (the only code naming them). */

export interface QuizRow {
  id: number;
  texts: string;
  starts_at: Date;
  ends_at: Date;
  time_limit_seconds: number;
  max_attempts: number;
  pass_score: number;
  reward_kind: "STAMP" | "JPOWER";
  reward_jpower: string | number;
  version: number;
}

export interface QuestionRow {
  id: number;
  quiz_id: number;
  position: number;
  points: number;
  texts: string;
}

/** A choice; `correct` is read only by scoring and the staff editor, never by member views. */
export interface ChoiceRow {
  id: number;
  question_id: number;
  position: number;
  correct: number;
  texts: string;
}

type Db = Pick<EntityManager, "query">;
const QUIZ_COLUMNS = `id, texts, starts_at, ends_at, time_limit_seconds, max_attempts, pass_score, reward_kind,
  reward_jpower, version`;

export async function findQuiz(db: Db, id: string, lock = false): Promise<QuizRow | undefined> {
  const [row] = (await db.query(`SELECT ${QUIZ_COLUMNS} FROM quiz WHERE id = ? ${lock ? "FOR UPDATE" : ""}`, [
    id,
  ])) as QuizRow[];
  return row;
}

export async function listQuizzes(db: Db, startedBy: Date | null): Promise<QuizRow[]> {
  return (await db.query(
    `SELECT ${QUIZ_COLUMNS} FROM quiz ${startedBy ? "WHERE starts_at <= ?" : ""} ORDER BY ends_at DESC, id DESC LIMIT 100`,
    startedBy ? [startedBy] : [],
  )) as QuizRow[];
}

export interface QuizFields {
  texts: string;
  startsAt: Date;
  endsAt: Date;
  timeLimitSeconds: number;
  maxAttempts: number;
  passScore: number;
  rewardKind: string;
  rewardJpower: number;
}

const fieldValues = (q: QuizFields) => [
  q.texts,
  q.startsAt,
  q.endsAt,
  q.timeLimitSeconds,
  q.maxAttempts,
  q.passScore,
  q.rewardKind,
  q.rewardJpower,
];

export async function insertQuiz(em: EntityManager, q: QuizFields): Promise<string> {
  const result = (await em.query(
    `INSERT INTO quiz (texts, starts_at, ends_at, time_limit_seconds, max_attempts, pass_score, reward_kind,
       reward_jpower) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    fieldValues(q),
  )) as { insertId: number };
  return String(result.insertId);
}

/** Conditional on the version the editor read. */
export async function updateQuiz(
  em: EntityManager,
  id: string,
  version: number,
  q: QuizFields,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE quiz SET texts = ?, starts_at = ?, ends_at = ?, time_limit_seconds = ?, max_attempts = ?,
       pass_score = ?, reward_kind = ?, reward_jpower = ?, version = version + 1,
       updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND version = ?`,
    [...fieldValues(q), id, version],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function findQuestions(db: Db, quizIds: readonly string[]): Promise<QuestionRow[]> {
  if (quizIds.length === 0) return [];
  return (await db.query(
    `SELECT id, quiz_id, position, points, texts FROM quiz_question WHERE quiz_id IN (?) ORDER BY quiz_id, position, id`,
    [quizIds],
  )) as QuestionRow[];
}

export async function findChoices(db: Db, questionIds: readonly string[]): Promise<ChoiceRow[]> {
  if (questionIds.length === 0) return [];
  return (await db.query(
    `SELECT id, question_id, position, correct, texts FROM quiz_choice WHERE question_id IN (?)
     ORDER BY question_id, position, id`,
    [questionIds],
  )) as ChoiceRow[];
}

/** Replaces a quiz's questions and choices (only while no attempt exists). */
export async function replaceQuestions(
  em: EntityManager,
  quizId: string,
  questions: readonly { points: number; texts: string; choices: { correct: boolean; texts: string }[] }[],
): Promise<void> {
  await em.query(
    `DELETE c FROM quiz_choice c JOIN quiz_question q ON q.id = c.question_id WHERE q.quiz_id = ?`,
    [quizId],
  );
  await em.query(`DELETE FROM quiz_question WHERE quiz_id = ?`, [quizId]);
  let position = 0;
  for (const q of questions) {
    position += 1;
    const result = (await em.query(
      `INSERT INTO quiz_question (quiz_id, position, points, texts) VALUES (?, ?, ?, ?)`,
      [quizId, position, q.points, q.texts],
    )) as { insertId: number };
    await em.query(`INSERT INTO quiz_choice (question_id, position, correct, texts) VALUES ?`, [
      q.choices.map((c, i) => [result.insertId, i + 1, c.correct ? 1 : 0, c.texts]),
    ]);
  }
}

/** Demo seed: a quiz's id by its default-language title. */
export async function findQuizIdByTitle(db: Db, title: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT id FROM quiz WHERE JSON_UNQUOTE(JSON_EXTRACT(texts, '$.tw.title')) = ? LIMIT 1`,
    [title],
  )) as { id: number }[];
  return row ? String(row.id) : null;
}

/** Whether a quiz of this id exists: a stamp campaign's QUIZ reference. */
export async function quizExists(db: Db, id: string): Promise<boolean> {
  return (await findQuiz(db, id)) !== undefined;
}
