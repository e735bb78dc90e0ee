import type { MarketUser } from "../../helpers/market-fixtures.js";

/** Quiz fixtures: a quiz created by content staff over GraphQL, with its correct choices known. */

export const ATTEMPT_FIELDS = `quizId totalPoints passScore
  attempt { id attemptNo state startedAt deadlineAt submittedAt score passed }
  questions { id position points body choices { id body } }
  results { questionId choiceId correct }`;
export const QUIZ_FIELDS = `id title description startsAt endsAt open timeLimitSeconds maxAttempts passScore totalPoints
  questionCount rewardKind rewardJpower attemptsLeft passed version
  attempts { id attemptNo state startedAt deadlineAt submittedAt score passed }`;
export const START = `mutation($q: ID!) { startQuizAttempt(quizId: $q) { ${ATTEMPT_FIELDS} } }`;
export const SUBMIT = `mutation($a: ID!, $answers: [QuizAnswerInput!]!) {
  submitQuizAttempt(attemptId: $a, answers: $answers) { ${ATTEMPT_FIELDS} } }`;
export const ATTEMPT = `query($a: ID!) { quizAttempt(id: $a) { ${ATTEMPT_FIELDS} } }`;
export const QUIZ = `query($q: ID!) { quiz(id: $q) { ${QUIZ_FIELDS} } }`;
export const QUIZZES = `{ quizzes { ${QUIZ_FIELDS} } }`;
const CREATE = `mutation($input: QuizInput!) { createQuiz(input: $input) {
  id version questions { id points choices { id correct } } } }`;

const body = (tw: string, en: string) => [
  { language: "tw", body: tw },
  { language: "en", body: en },
];

export interface CreatedQuiz {
  id: string;
  /** question id → its correct choice id and a wrong one. */
  key: Map<string, { right: string; wrong: string }>;
}

export async function createQuiz(
  staff: MarketUser,
  options: {
    maxAttempts?: number;
    rewardKind?: "STAMP" | "JPOWER";
    rewardJpower?: number;
    timeLimitSeconds?: number;
  } = {},
): Promise<CreatedQuiz> {
  const now = Date.now();
  const res = await staff.client.gql<{
    createQuiz: { id: string; questions: { id: string; choices: { id: string; correct: boolean }[] }[] };
  }>(CREATE, {
    input: {
      texts: [
        { language: "tw", title: "收藏小測驗", description: "答對兩題過關" },
        { language: "en", title: "Collector quiz", description: "Two right answers pass" },
      ],
      startsAt: new Date(now - 3600_000).toISOString(),
      endsAt: new Date(now + 3600_000).toISOString(),
      timeLimitSeconds: options.timeLimitSeconds ?? 120,
      maxAttempts: options.maxAttempts ?? 3,
      passScore: 2,
      rewardKind: options.rewardKind ?? "JPOWER",
      rewardJpower: options.rewardKind === "STAMP" ? 0 : (options.rewardJpower ?? 50),
      questions: [
        {
          points: 1,
          texts: body("NFT 是什麼的縮寫？", "What does NFT stand for?"),
          choices: [
            { correct: false, texts: body("新檔案類型", "New file type") },
            { correct: true, texts: body("非同質化代幣", "Non-fungible token") },
            { correct: false, texts: body("網路轉帳", "Net funds transfer") },
          ],
        },
        {
          points: 1,
          texts: body("台北在哪個時區？", "Which time zone is Taipei in?"),
          choices: [
            { correct: true, texts: body("GMT+8", "GMT+8") },
            { correct: false, texts: body("GMT+9", "GMT+9") },
          ],
        },
      ],
    },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const created = res.body.data!.createQuiz;
  const key = new Map(
    created.questions.map((q) => [
      q.id,
      { right: q.choices.find((c) => c.correct)!.id, wrong: q.choices.find((c) => !c.correct)!.id },
    ]),
  );
  return { id: created.id, key };
}

export const answers = (quiz: CreatedQuiz, which: "right" | "wrong") =>
  [...quiz.key.entries()].map(([questionId, c]) => ({ questionId, choiceId: c[which] }));
