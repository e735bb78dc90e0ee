import type { EntityManager } from "typeorm";

/** SQL of quiz_attempt and quiz_answer (the only code naming them). */

export interface AttemptRow {
  id: number;
  quiz_id: number;
  user_id: number;
  attempt_no: number;
  state: "STARTED" | "SUBMITTED" | "EXPIRED";
  started_at: Date;
  deadline_at: Date;
  submitted_at: Date | null;
  score: number | null;
  passed: number | null;
}

type Db = Pick<EntityManager, "query">;
const COLUMNS = `id, quiz_id, user_id, attempt_no, state, started_at, deadline_at, submitted_at, score, passed`;

export async function findAttempt(db: Db, id: string, lock = false): Promise<AttemptRow | undefined> {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM quiz_attempt WHERE id = ? ${lock ? "FOR UPDATE" : ""}`,
    [id],
  )) as AttemptRow[];
  return row;
}

export async function findMemberAttempts(
  db: Db,
  userId: string,
  quizIds: readonly string[],
): Promise<AttemptRow[]> {
  if (quizIds.length === 0) return [];
  return (await db.query(
    `SELECT ${COLUMNS} FROM quiz_attempt WHERE user_id = ? AND quiz_id IN (?) ORDER BY quiz_id, attempt_no`,
    [userId, quizIds],
  )) as AttemptRow[];
}

export async function countAttempts(db: Db, quizId: string): Promise<number> {
  const [row] = (await db.query(`SELECT COUNT(*) AS n FROM quiz_attempt WHERE quiz_id = ?`, [quizId])) as {
    n: string | number;
  }[];
  return Number(row?.n ?? 0);
}

/** A new attempt; the UNIQUE (quiz, user, attempt_no) key refuses a racing twin (duplicate key). */
export async function insertAttempt(
  em: EntityManager,
  a: { quizId: string; userId: string; attemptNo: number; startedAt: Date; deadlineAt: Date },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO quiz_attempt (quiz_id, user_id, attempt_no, started_at, deadline_at) VALUES (?, ?, ?, ?, ?)`,
    [a.quizId, a.userId, a.attemptNo, a.startedAt, a.deadlineAt],
  )) as { insertId: number };
  return String(result.insertId);
}

/** STARTED → SUBMITTED or EXPIRED, once: false when the attempt had already left STARTED. */
export async function closeAttempt(
  em: EntityManager,
  id: string,
  c: { state: "SUBMITTED" | "EXPIRED"; at: Date; score: number; passed: boolean },
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE quiz_attempt SET state = ?, submitted_at = ?, score = ?, passed = ? WHERE id = ? AND state = 'STARTED'`,
    [c.state, c.at, c.score, c.passed ? 1 : 0, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Marks the member's attempts of this quiz whose time ran out as EXPIRED (score 0). */
export async function expireOverdueAttempts(em: EntityManager, userId: string, quizId: string, before: Date) {
  await em.query(
    `UPDATE quiz_attempt SET state = 'EXPIRED', score = 0, passed = 0
     WHERE user_id = ? AND quiz_id = ? AND state = 'STARTED' AND deadline_at < ?`,
    [userId, quizId, before],
  );
}

export async function insertAnswers(
  em: EntityManager,
  attemptId: string,
  answers: readonly { questionId: string; choiceId: string | null; correct: boolean }[],
): Promise<void> {
  if (answers.length === 0) return;
  await em.query(`INSERT INTO quiz_answer (attempt_id, question_id, choice_id, correct) VALUES ?`, [
    answers.map((a) => [attemptId, a.questionId, a.choiceId, a.correct ? 1 : 0]),
  ]);
}

export async function findAnswers(
  db: Db,
  attemptId: string,
): Promise<{ question_id: number; choice_id: number | null; correct: number }[]> {
  return (await db.query(`SELECT question_id, choice_id, correct FROM quiz_answer WHERE attempt_id = ?`, [
    attemptId,
  ])) as { question_id: number; choice_id: number | null; correct: number }[];
}
