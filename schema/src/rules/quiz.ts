/**
 * Quizzes (issue 16; docs/QUIZ.md): questions with choices in five languages, a time limit per attempt,
 * a number of attempts, points and a pass mark, a reward (a stamp or Jpower).
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales.js";

export const QUIZ_REWARDS = ["STAMP", "JPOWER"] as const;
export type QuizReward = (typeof QUIZ_REWARDS)[number];

export const QUIZ_LIMITS = {
  title: 120,
  description: 2000,
  body: 500,
  questions: 50,
  choices: 8,
  timeLimitSeconds: 3600,
  attempts: 20,
  points: 100,
  rewardJpower: 1_000_000,
} as const;

/** Grace after the deadline for the submission's network trip, in seconds (server-side check). */
export const QUIZ_SUBMIT_GRACE_SECONDS = 5;

const oneEach = <T extends { language: string }>(texts: T[]) =>
  new Set(texts.map((t) => t.language)).size === texts.length &&
  texts.some((t) => t.language === DEFAULT_LOCALE);

const bodyTexts = z
  .array(
    z.object({
      language: z.enum(LOCALES),
      body: z.string().trim().min(1, { message: "validation.required" }).max(QUIZ_LIMITS.body),
    }),
  )
  .min(1)
  .max(LOCALES.length)
  .refine(oneEach, { message: "validation.locale" });

export const quizChoiceRule = z.object({ correct: z.boolean(), texts: bodyTexts });

export const quizQuestionRule = z
  .object({
    points: z.number().int().min(1).max(QUIZ_LIMITS.points).default(1),
    texts: bodyTexts,
    choices: z.array(quizChoiceRule).min(2).max(QUIZ_LIMITS.choices),
  })
  .refine((q) => q.choices.filter((c) => c.correct).length === 1, {
    path: ["choices"],
    message: "staff.quiz.oneCorrect",
  });

export const quizRule = z
  .object({
    texts: z
      .array(
        z.object({
          language: z.enum(LOCALES),
          title: z.string().trim().min(1, { message: "validation.required" }).max(QUIZ_LIMITS.title),
          description: z.string().trim().max(QUIZ_LIMITS.description),
        }),
      )
      .min(1)
      .max(LOCALES.length)
      .refine(oneEach, { message: "validation.locale" }),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    timeLimitSeconds: z.number().int().min(10).max(QUIZ_LIMITS.timeLimitSeconds),
    maxAttempts: z.number().int().min(1).max(QUIZ_LIMITS.attempts),
    passScore: z
      .number()
      .int()
      .min(1)
      .max(QUIZ_LIMITS.questions * QUIZ_LIMITS.points),
    rewardKind: z.enum(QUIZ_REWARDS),
    rewardJpower: z.number().int().min(0).max(QUIZ_LIMITS.rewardJpower).default(0),
    /** Null on edit keeps the questions (they cannot change once someone has started an attempt). */
    questions: z.array(quizQuestionRule).min(1).max(QUIZ_LIMITS.questions).nullish(),
  })
  .refine((q) => q.endsAt.getTime() > q.startsAt.getTime(), {
    path: ["endsAt"],
    message: "staff.quiz.endsAfterStart",
  })
  .refine((q) => q.rewardKind !== "JPOWER" || q.rewardJpower > 0, {
    path: ["rewardJpower"],
    message: "validation.required",
  })
  .refine((q) => !q.questions || q.passScore <= q.questions.reduce((s, x) => s + (x.points ?? 1), 0), {
    path: ["passScore"],
    message: "staff.quiz.passTooHigh",
  });
export type QuizInput = z.input<typeof quizRule>;
export type QuizParsed = z.output<typeof quizRule>;

/** An attempt's answers: one choice per question (unanswered questions score 0). */
export const quizAnswersRule = z
  .array(
    z.object({
      questionId: z.string().regex(/^[1-9]\d{0,18}$/),
      choiceId: z.string().regex(/^[1-9]\d{0,18}$/),
    }),
  )
  .max(QUIZ_LIMITS.questions);
