import type { AppDeps } from "../../../src/app-deps.js";
import { createQuiz, startQuizAttempt } from "../../../src/domains/quiz/index.js";
import { openCampaign } from "./stamp-fixtures.js";

/** The refusal table's targets for stamps and quizzes: an open campaign, a quiz and the owner's attempt. */
export async function stampsRefusalFixtures(
  deps: AppDeps,
  ownerId: string,
): Promise<{
  campaign: string;
  campaignStamp: string;
  quiz: string;
  quizAttempt: string;
  quizQuestion: string;
  quizChoice: string;
}> {
  const campaign = await openCampaign(deps);
  const now = Date.now();
  const body = (text: string) => [{ language: "tw", body: text }];
  const quiz = await createQuiz(
    deps,
    {
      texts: [{ language: "tw", title: "Refusal table quiz", description: "" }],
      startsAt: new Date(now - 3600_000).toISOString(),
      endsAt: new Date(now + 3600_000).toISOString(),
      timeLimitSeconds: 3600,
      maxAttempts: 20,
      passScore: 1,
      rewardKind: "JPOWER",
      rewardJpower: 1,
      questions: [
        {
          points: 1,
          texts: body("Q"),
          choices: [
            { correct: true, texts: body("A") },
            { correct: false, texts: body("B") },
          ],
        },
      ],
    },
    "en",
  );
  const attempt = await startQuizAttempt(deps, ownerId, quiz.id, "en");
  const question = attempt.questions[0]!;
  return {
    campaign: campaign.id,
    campaignStamp: campaign.stamps[0]!.id,
    quiz: quiz.id,
    quizAttempt: attempt.attempt.id,
    quizQuestion: question.id,
    quizChoice: question.choices[0]!.id,
  };
}
