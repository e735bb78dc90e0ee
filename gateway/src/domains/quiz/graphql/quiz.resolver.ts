import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { quizAttempt, startQuizAttempt, submitQuizAttempt } from "../services/attempt.service.js";
import { createQuiz, editQuiz, staffQuizzes } from "../services/manage.service.js";
import { quiz, quizzes } from "../services/quizzes-query.service.js";
import { QuizAnswerInput, QuizAttemptType, QuizInputType, QuizType, StaffQuizType } from "./quiz.types.js";

const viewerId = async (ctx: GraphQLContext) => (await ctx.auth.viewer())?.id ?? null;
const quizInput = (input: QuizInputType) => ({
  ...input,
  rewardJpower: input.rewardJpower ?? undefined,
  questions: input.questions?.map((q) => ({ ...q, points: q.points ?? undefined })) ?? null,
});

/** Quizzes: answers are checked on the server and never sent before an attempt is submitted. */
@Resolver()
export class QuizResolver {
  @Query(() => [QuizType], { description: "Quizzes that have started, with the viewer's attempts." })
  async quizzes(@Ctx() ctx: GraphQLContext): Promise<QuizType[]> {
    return (await quizzes(ctx.deps, await ctx.language.resolve(), await viewerId(ctx))) as QuizType[];
  }

  @Query(() => QuizType, { description: "A quiz (2160 unknown)." })
  async quiz(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<QuizType> {
    return (await quiz(ctx.deps, id, await ctx.language.resolve(), await viewerId(ctx))) as QuizType;
  }

  @Authorized()
  @Query(() => QuizAttemptType, { description: "One of the viewer's attempts (2160 for anyone else's)." })
  async quizAttempt(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<QuizAttemptType> {
    const { user } = await ctx.auth.require();
    return (await quizAttempt(ctx.deps, user.id, id, await ctx.language.resolve())) as QuizAttemptType;
  }

  @Authorized()
  @Mutation(() => QuizAttemptType, {
    description: "Start an attempt, or get the running one (2162 closed, 2163 no attempts left).",
  })
  async startQuizAttempt(
    @Arg("quizId", () => ID) quizId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<QuizAttemptType> {
    const { user } = await ctx.auth.require();
    return (await startQuizAttempt(
      ctx.deps,
      user.id,
      quizId,
      await ctx.language.resolve(),
    )) as QuizAttemptType;
  }

  @Authorized()
  @Mutation(() => QuizAttemptType, {
    description: "Submit the answers (2164 time up, 2165 already submitted).",
  })
  async submitQuizAttempt(
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("answers", () => [QuizAnswerInput]) answers: QuizAnswerInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<QuizAttemptType> {
    const { user } = await ctx.auth.require();
    return (await submitQuizAttempt(
      ctx.deps,
      user.id,
      attemptId,
      answers.map((a) => ({ ...a })),
      await ctx.language.resolve(),
    )) as QuizAttemptType;
  }

  @StaffOperation("campaignManage")
  @Query(() => [StaffQuizType], { description: "Staff: every quiz with its questions and answers." })
  async staffQuizzes(@Ctx() ctx: GraphQLContext): Promise<StaffQuizType[]> {
    return (await staffQuizzes(ctx.deps, await ctx.language.resolve())) as StaffQuizType[];
  }

  @StaffOperation("campaignManage")
  @Mutation(() => StaffQuizType, { description: "Staff: a new quiz with its questions." })
  async createQuiz(
    @Arg("input", () => QuizInputType) input: QuizInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffQuizType> {
    return (await createQuiz(ctx.deps, quizInput(input), await ctx.language.resolve())) as StaffQuizType;
  }

  @StaffOperation("campaignManage")
  @Mutation(() => StaffQuizType, { description: "Staff: edit a quiz (2161 stale)." })
  async updateQuiz(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("input", () => QuizInputType) input: QuizInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffQuizType> {
    return (await editQuiz(
      ctx.deps,
      id,
      version,
      quizInput(input),
      await ctx.language.resolve(),
    )) as StaffQuizType;
  }
}
