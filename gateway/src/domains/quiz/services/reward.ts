import type { EntityManager } from "typeorm";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { noteStampAction } from "../../stamps/index.js";
import type { QuizRow } from "../repo/quiz.repo.js";

/**
 * A passed attempt's reward, inside the submission's transaction: Jpower from the rewards account
 * (idempotency key per attempt, so a replay posts nothing), and in every case the campaigns' QUIZ
 * stamps naming this quiz (through the outbox; awarded once per member and stamp).
 */
export async function rewardQuizPass(
  em: EntityManager,
  input: { quiz: QuizRow; attemptId: string; userId: string; at: Date },
): Promise<void> {
  const amount = BigInt(input.quiz.reward_jpower);
  if (input.quiz.reward_kind === "JPOWER" && amount > 0n) {
    await postLedgerTransaction(em, {
      kind: "quiz-reward",
      currency: "JPOWER",
      idempotencyKey: `quiz-attempt-${input.attemptId}-jpower`,
      reference: { type: "quiz_attempt", id: input.attemptId },
      actorUserId: input.userId,
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.JPOWER_REWARDS }, bucket: "available", amount: -amount },
        { account: { userId: input.userId }, bucket: "available", amount },
      ],
    });
  }
  await noteStampAction(em, {
    userId: input.userId,
    action: "QUIZ",
    refId: String(input.quiz.id),
    at: input.at,
  });
}
