import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userBalance } from "../../../src/domains/ledger/index.js";
import { recordStampAction } from "../../../src/domains/stamps/index.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { openCampaign } from "../stamps/stamp-fixtures.js";
import { answers, ATTEMPT, createQuiz, QUIZ, QUIZZES, START, SUBMIT } from "./quiz-fixtures.js";

/*
 * Quiz attempts over GraphQL: answers never reach the member before submission, scoring and the time
 * limit are the server's, attempts are counted, the Jpower reward is credited once (ledger sound).
 */

let t: TestGateway;
let staff: MarketUser;
beforeAll(async () => {
  t = await startTestGateway();
  staff = await createMarketUser(t, { roles: ["content"] });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  attempt: { id: string; state: string; score: number | null; passed: boolean | null };
  questions: { id: string; choices: { id: string }[] }[];
  results: { questionId: string; correct: boolean }[];
}

const jpowerOf = async (userId: string) =>
  (await userBalance(t.gateway.deps.dataSource.manager, userId, "JPOWER")).available;

describe("quiz attempts", () => {
  it("no response before submission carries the answers; a pass credits the Jpower once", async () => {
    const quiz = await createQuiz(staff, { rewardJpower: 50 });
    const member = await createMarketUser(t);
    const seen: unknown[] = [];
    const call = async <T>(query: string, variables?: Record<string, unknown>) => {
      const res = await member.client.gql<T>(query, variables);
      seen.push(res.body);
      return res;
    };
    await call(QUIZZES);
    await call(QUIZ, { q: quiz.id });
    const started = await call<{ startQuizAttempt: Attempt }>(START, { q: quiz.id });
    expect(started.body.errors).toBeUndefined();
    const attempt = started.body.data!.startQuizAttempt;
    expect(attempt.questions).toHaveLength(2);
    // Starting again answers the same running attempt.
    const again = await call<{ startQuizAttempt: Attempt }>(START, { q: quiz.id });
    expect(again.body.data!.startQuizAttempt.attempt.id).toBe(attempt.attempt.id);
    await call(ATTEMPT, { a: attempt.attempt.id });
    await call(QUIZ, { q: quiz.id });

    // Every response so far: no "correct" field with a value, no ordering or flag that gives the answer.
    for (const body of seen) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/"correct":\s*(true|false)/);
      expect(text).not.toMatch(/"passed":\s*true/);
    }
    const choiceKeys = new Set(
      attempt.questions.flatMap((q) => q.choices.map((c) => Object.keys(c).sort().join(","))),
    );
    expect([...choiceKeys]).toEqual(["body,id"]);

    const before = await jpowerOf(member.id);
    const submitted = await member.client.gql<{ submitQuizAttempt: Attempt }>(SUBMIT, {
      a: attempt.attempt.id,
      answers: answers(quiz, "right"),
    });
    expect(submitted.body.errors).toBeUndefined();
    const result = submitted.body.data!.submitQuizAttempt;
    expect(result.attempt).toMatchObject({ state: "SUBMITTED", score: 2, passed: true });
    expect(result.results.every((r) => r.correct)).toBe(true);
    expect(await jpowerOf(member.id)).toBe(before + 50n);

    // A second submission of the same attempt: 2165, nothing credited; a passed member has no attempt left.
    const twice = await member.client.gql(SUBMIT, { a: attempt.attempt.id, answers: answers(quiz, "right") });
    expect(errorCodeOf(twice)).toBe(2165);
    expect(errorCodeOf(await member.client.gql(START, { q: quiz.id }))).toBe(2163);
    expect(await jpowerOf(member.id)).toBe(before + 50n);
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("counts attempts: a member who fails every allowed attempt gets 2163", async () => {
    const quiz = await createQuiz(staff, { maxAttempts: 2 });
    const member = await createMarketUser(t);
    for (let i = 0; i < 2; i++) {
      const started = await member.client.gql<{ startQuizAttempt: Attempt }>(START, { q: quiz.id });
      const id = started.body.data!.startQuizAttempt.attempt.id;
      const res = await member.client.gql<{ submitQuizAttempt: Attempt }>(SUBMIT, {
        a: id,
        answers: answers(quiz, "wrong"),
      });
      expect(res.body.data!.submitQuizAttempt.attempt).toMatchObject({ score: 0, passed: false });
    }
    const third = await member.client.gql(START, { q: quiz.id });
    expect(errorCodeOf(third)).toBe(2163);
    expect(await jpowerOf(member.id)).toBe(0n);
  });

  it("enforces the time limit on the server: a late submission is 2164, scores nothing and uses the attempt", async () => {
    const quiz = await createQuiz(staff, { maxAttempts: 1, timeLimitSeconds: 30 });
    const member = await createMarketUser(t);
    const started = await member.client.gql<{ startQuizAttempt: Attempt }>(START, { q: quiz.id });
    const id = started.body.data!.startQuizAttempt.attempt.id;
    // The attempt's deadline passed (as if the member waited past the limit and the grace).
    await t.gateway.deps.dataSource.query(
      `UPDATE quiz_attempt SET started_at = NOW(3) - INTERVAL 60 SECOND, deadline_at = NOW(3) - INTERVAL 30 SECOND WHERE id = ?`,
      [id],
    );
    const late = await member.client.gql(SUBMIT, { a: id, answers: answers(quiz, "right") });
    expect(errorCodeOf(late)).toBe(2164);
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT state, score FROM quiz_attempt WHERE id = ?`,
      [id],
    )) as { state: string; score: number }[];
    expect(row).toMatchObject({ state: "EXPIRED", score: 0 });
    expect(errorCodeOf(await member.client.gql(START, { q: quiz.id }))).toBe(2163);
    expect(await jpowerOf(member.id)).toBe(0n);
  });

  it("someone else's attempt answers like an unknown one (2160); an answer naming another question's choice is NOT_FOUND (R4)", async () => {
    const quiz = await createQuiz(staff);
    const member = await createMarketUser(t);
    const other = await createMarketUser(t);
    const started = await member.client.gql<{ startQuizAttempt: Attempt }>(START, { q: quiz.id });
    const id = started.body.data!.startQuizAttempt.attempt.id;
    expect(errorCodeOf(await other.client.gql(ATTEMPT, { a: id }))).toBe(2160);
    expect(errorCodeOf(await other.client.gql(SUBMIT, { a: id, answers: [] }))).toBe(2160);
    const [q1, q2] = [...quiz.key.keys()];
    const crossed = await member.client.gql(SUBMIT, {
      a: id,
      answers: [{ questionId: q1, choiceId: quiz.key.get(q2!)!.right }],
    });
    expect(errorCodeOf(crossed)).toBe(404);
    const [row] = (await t.gateway.deps.dataSource.query(`SELECT state FROM quiz_attempt WHERE id = ?`, [
      id,
    ])) as {
      state: string;
    }[];
    expect(row!.state).toBe("STARTED");
  });

  it("a passed STAMP quiz earns the campaign's QUIZ stamp once, through the outbox", async () => {
    const quiz = await createQuiz(staff, { rewardKind: "STAMP" });
    const c = await openCampaign(t.gateway.deps, {
      stamps: [{ action: "QUIZ", refId: quiz.id }, { action: "VENUE_QR" }],
    });
    const member = await createMarketUser(t);
    const started = await member.client.gql<{ startQuizAttempt: Attempt }>(START, { q: quiz.id });
    await member.client.gql(SUBMIT, {
      a: started.body.data!.startQuizAttempt.attempt.id,
      answers: answers(quiz, "right"),
    });
    const [job] = (await t.gateway.deps.dataSource.query(
      `SELECT payload FROM outbox_message WHERE queue = 'stamps' AND name = 'recordAction' AND payload LIKE ?`,
      [`%"userId":"${member.id}"%`],
    )) as { payload: string }[];
    const payload = JSON.parse(job!.payload) as Parameters<typeof recordStampAction>[1];
    expect(payload).toMatchObject({ action: "QUIZ", refId: quiz.id });
    // Relayed twice: awarded once.
    expect(await recordStampAction(t.gateway.deps, payload)).toBe(1);
    expect(await recordStampAction(t.gateway.deps, payload)).toBe(0);
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM stamp_award WHERE campaign_id = ? AND user_id = ?`,
      [c.id, member.id],
    )) as { n: string }[];
    expect(Number(row!.n)).toBe(1);
    expect(await jpowerOf(member.id)).toBe(0n);
  });
});
