// The public surface of the quiz domain: other domains, workers, seeds and tests import from here
// (lint: vitrine/domain-boundaries).
export {};
export { createQuiz, editQuiz, staffQuizzes } from "./services/manage.service.js";
export { quiz, quizzes } from "./services/quizzes-query.service.js";
export {
  startQuizAttempt,
  submitQuizAttempt,
  quizAttempt,
  type AttemptView,
} from "./services/attempt.service.js";
export type { QuizView, StaffQuizView } from "./services/quiz-view.js";
// Demo seed (gateway/src/seed/seed-quiz.ts).
export { findQuizIdByTitle } from "./repo/quiz.repo.js";
// Stamp campaigns (gateway/src/domains/stamps): a QUIZ stamp names a quiz.
export { quizExists } from "./repo/quiz.repo.js";
