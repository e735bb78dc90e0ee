import { z } from "zod";
import { LOCALES, QUIZ_LIMITS, type QuizReward } from "@vitrine/schema";

import {
  fromGmt8Input,
  gmt8WallTime,
  perLocale,
  perLocaleOf,
  toGmt8Input,
  type PerLocale,
} from "../../../shared/forms/localeTexts";

export interface QuizFormValues {
  titles: PerLocale;
  descriptions: PerLocale;
  startsAt: string;
  endsAt: string;
  timeLimitSeconds: number;
  maxAttempts: number;
  passScore: number;
  rewardKind: QuizReward;
  rewardJpower: number;
  questions: { points: number; bodies: PerLocale; correct: number; choices: PerLocale[] }[];
}

export const emptyQuestion = () => ({
  points: 1,
  bodies: perLocale(),
  correct: 0,
  choices: [perLocale(), perLocale()],
});

export function emptyQuizForm(now = new Date()): QuizFormValues {
  return {
    titles: perLocale(),
    descriptions: perLocale(),
    startsAt: toGmt8Input(now),
    endsAt: toGmt8Input(new Date(now.getTime() + 30 * 86_400_000)),
    timeLimitSeconds: 120,
    maxAttempts: 3,
    passScore: 1,
    rewardKind: "JPOWER",
    rewardJpower: 50,
    questions: [emptyQuestion()],
  };
}

type Texts = { language: string; body: string }[];
const fromTexts = (texts: Texts) => perLocaleOf(texts, "body");

export function quizFormOf(q: {
  startsAt: string;
  endsAt: string;
  timeLimitSeconds: number;
  maxAttempts: number;
  passScore: number;
  rewardKind: string;
  rewardJpower: number;
  texts: { language: string; title: string; description: string }[];
  questions: { points: number; texts: Texts; choices: { correct: boolean; texts: Texts }[] }[];
}): QuizFormValues {
  return {
    titles: perLocaleOf(q.texts, "title"),
    descriptions: perLocaleOf(q.texts, "description"),
    startsAt: toGmt8Input(q.startsAt),
    endsAt: toGmt8Input(q.endsAt),
    timeLimitSeconds: q.timeLimitSeconds,
    maxAttempts: q.maxAttempts,
    passScore: q.passScore,
    rewardKind: q.rewardKind === "STAMP" ? "STAMP" : "JPOWER",
    rewardJpower: q.rewardJpower,
    questions: q.questions.map((x) => ({
      points: x.points,
      bodies: fromTexts(x.texts),
      correct: Math.max(
        0,
        x.choices.findIndex((c) => c.correct),
      ),
      choices: x.choices.map((c) => fromTexts(c.texts)),
    })),
  };
}

const wallTime = gmt8WallTime;
const line = z.string().trim().max(QUIZ_LIMITS.body, { message: "validation.tooLong" });
const required = (s: z.ZodString) =>
  z.object({ tw: s.min(1, { message: "validation.required" }) }).catchall(s);
const whole = (min: number, max: number) =>
  z
    .number({ message: "validation.required" })
    .int({ message: "validation.invalid" })
    .min(min, { message: "validation.invalid" })
    .max(max, { message: "validation.invalid" });

/** The staff form's checks (the gateway checks them again with quizRule). */
export const quizFormSchema = z
  .object({
    titles: required(z.string().trim().max(QUIZ_LIMITS.title, { message: "validation.tooLong" })),
    startsAt: wallTime,
    endsAt: wallTime,
    timeLimitSeconds: whole(10, QUIZ_LIMITS.timeLimitSeconds),
    maxAttempts: whole(1, QUIZ_LIMITS.attempts),
    passScore: whole(1, QUIZ_LIMITS.questions * QUIZ_LIMITS.points),
    rewardJpower: whole(0, QUIZ_LIMITS.rewardJpower),
    questions: z
      .array(
        z
          .object({
            points: whole(1, QUIZ_LIMITS.points),
            bodies: required(line),
            choices: z.array(required(line)).min(2).max(QUIZ_LIMITS.choices),
          })
          .loose(),
      )
      .min(1)
      .max(QUIZ_LIMITS.questions),
  })
  .loose()
  .refine((v) => v.endsAt > v.startsAt, { path: ["endsAt"], message: "staff.quiz.endsAfterStart" })
  .refine((v) => v.passScore <= v.questions.reduce((s, q) => s + q.points, 0), {
    path: ["passScore"],
    message: "staff.quiz.passTooHigh",
  });

const texts = (values: PerLocale) =>
  LOCALES.filter((l) => values[l].trim()).map((l) => ({ language: l, body: values[l].trim() }));

export function toQuizInput(v: QuizFormValues, withQuestions: boolean) {
  return {
    texts: LOCALES.filter((l) => v.titles[l].trim()).map((l) => ({
      language: l,
      title: v.titles[l].trim(),
      description: v.descriptions[l].trim(),
    })),
    startsAt: fromGmt8Input(v.startsAt),
    endsAt: fromGmt8Input(v.endsAt),
    timeLimitSeconds: v.timeLimitSeconds,
    maxAttempts: v.maxAttempts,
    passScore: v.passScore,
    rewardKind: v.rewardKind,
    rewardJpower: v.rewardKind === "JPOWER" ? v.rewardJpower : 0,
    questions: withQuestions
      ? v.questions.map((q) => ({
          points: q.points,
          texts: texts(q.bodies),
          choices: q.choices.map((c, i) => ({ correct: i === q.correct, texts: texts(c) })),
        }))
      : null,
  };
}
