import type { Locale } from "@vitrine/schema";

/** A quiz: its rules, an attempt against the clock, the result. */
export const quizUrl = (locale: Locale, id: string) => `/${locale}/quiz/${encodeURIComponent(id)}`;
/** Staff: quizzes, their questions and answers. */
export const staffQuizzesUrl = (locale: Locale) => `/${locale}/admin/quizzes`;
