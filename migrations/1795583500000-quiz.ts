import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Quizzes (issue 16 item 4; docs/QUIZ.md). Texts per language as JSON.
 * - quiz: window, time limit per attempt, attempts per member, pass mark (points), reward (a stamp —
 *   campaigns' QUIZ stamps naming it — or Jpower).
 * - quiz_question (points) and quiz_choice (correct flag: never sent before an attempt is submitted).
 * - quiz_attempt: attempt_no 1..max_attempts per member (UNIQUE), deadline fixed at the start; the
 *   state moves STARTED → SUBMITTED (or EXPIRED) by a conditional update, once.
 * - quiz_answer: the choice picked per question of an attempt.
 */
export class Quiz1795583500000 implements MigrationInterface {
  name = "Quiz1795583500000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE quiz (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      texts LONGTEXT NOT NULL COMMENT 'JSON: {language: {title, description}}',
      starts_at DATETIME(3) NOT NULL,
      ends_at DATETIME(3) NOT NULL,
      time_limit_seconds INT UNSIGNED NOT NULL,
      max_attempts SMALLINT UNSIGNED NOT NULL,
      pass_score INT UNSIGNED NOT NULL,
      reward_kind ENUM('STAMP','JPOWER') NOT NULL,
      reward_jpower BIGINT UNSIGNED NOT NULL DEFAULT 0,
      version INT UNSIGNED NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      CONSTRAINT ck_quiz_texts CHECK (JSON_VALID(texts))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE quiz_question (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      quiz_id INT UNSIGNED NOT NULL,
      position SMALLINT UNSIGNED NOT NULL,
      points SMALLINT UNSIGNED NOT NULL DEFAULT 1,
      texts LONGTEXT NOT NULL COMMENT 'JSON: {language: body}',
      PRIMARY KEY (id),
      KEY ix_quiz_question_quiz (quiz_id, position),
      CONSTRAINT fk_quiz_question_quiz FOREIGN KEY (quiz_id) REFERENCES quiz (id),
      CONSTRAINT ck_quiz_question_texts CHECK (JSON_VALID(texts))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE quiz_choice (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      question_id INT UNSIGNED NOT NULL,
      position SMALLINT UNSIGNED NOT NULL,
      correct TINYINT(1) NOT NULL DEFAULT 0,
      texts LONGTEXT NOT NULL COMMENT 'JSON: {language: body}',
      PRIMARY KEY (id),
      KEY ix_quiz_choice_question (question_id, position),
      CONSTRAINT fk_quiz_choice_question FOREIGN KEY (question_id) REFERENCES quiz_question (id),
      CONSTRAINT ck_quiz_choice_texts CHECK (JSON_VALID(texts))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE quiz_attempt (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      quiz_id INT UNSIGNED NOT NULL,
      user_id BIGINT UNSIGNED NOT NULL,
      attempt_no SMALLINT UNSIGNED NOT NULL,
      state ENUM('STARTED','SUBMITTED','EXPIRED') NOT NULL DEFAULT 'STARTED',
      started_at DATETIME(3) NOT NULL,
      deadline_at DATETIME(3) NOT NULL,
      submitted_at DATETIME(3) NULL,
      score INT UNSIGNED NULL,
      passed TINYINT(1) NULL,
      PRIMARY KEY (id),
      UNIQUE KEY uq_quiz_attempt_no (quiz_id, user_id, attempt_no),
      KEY ix_quiz_attempt_user (user_id, quiz_id),
      CONSTRAINT fk_quiz_attempt_quiz FOREIGN KEY (quiz_id) REFERENCES quiz (id),
      CONSTRAINT fk_quiz_attempt_user FOREIGN KEY (user_id) REFERENCES user_account (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE quiz_answer (
      attempt_id BIGINT UNSIGNED NOT NULL,
      question_id INT UNSIGNED NOT NULL,
      choice_id INT UNSIGNED NULL,
      correct TINYINT(1) NOT NULL,
      PRIMARY KEY (attempt_id, question_id),
      CONSTRAINT fk_quiz_answer_attempt FOREIGN KEY (attempt_id) REFERENCES quiz_attempt (id),
      CONSTRAINT fk_quiz_answer_question FOREIGN KEY (question_id) REFERENCES quiz_question (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE quiz_answer`);
    await q.query(`DROP TABLE quiz_attempt`);
    await q.query(`DROP TABLE quiz_choice`);
    await q.query(`DROP TABLE quiz_question`);
    await q.query(`DROP TABLE quiz`);
  }
}
