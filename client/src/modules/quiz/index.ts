/**
 * What other modules use from the quiz module. The eagerly loaded app shell imports urls.ts directly,
 * not this file.
 */
export { quizUrl, staffQuizzesUrl } from "./urls";
