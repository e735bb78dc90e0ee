import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum QuizRewardEnum {
  STAMP = "STAMP",
  JPOWER = "JPOWER",
}
registerEnumType(QuizRewardEnum, { name: "QuizReward", description: "A campaign stamp, or Jpower." });

export enum QuizAttemptStateEnum {
  STARTED = "STARTED",
  SUBMITTED = "SUBMITTED",
  EXPIRED = "EXPIRED",
}
registerEnumType(QuizAttemptStateEnum, { name: "QuizAttemptState" });

@ObjectType("QuizAttemptSummary")
export class QuizAttemptSummaryType {
  @Field(() => ID) id!: string;
  @Field(() => Int) attemptNo!: number;
  @Field(() => QuizAttemptStateEnum) state!: QuizAttemptStateEnum;
  @Field(() => Date) startedAt!: Date;
  @Field(() => Date, { description: "Fixed by the server at the start." }) deadlineAt!: Date;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => Int, { nullable: true }) score!: number | null;
  @Field(() => Boolean, { nullable: true }) passed!: boolean | null;
}

@ObjectType("Quiz", { description: "A quiz as members see it (its questions come with an attempt)." })
export class QuizType {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  @Field() open!: boolean;
  @Field(() => Int) timeLimitSeconds!: number;
  @Field(() => Int) maxAttempts!: number;
  @Field(() => Int) passScore!: number;
  @Field(() => Int) totalPoints!: number;
  @Field(() => Int) questionCount!: number;
  @Field(() => QuizRewardEnum) rewardKind!: QuizRewardEnum;
  @Field(() => Int) rewardJpower!: number;
  @Field(() => [QuizAttemptSummaryType], { description: "The viewer's attempts." })
  attempts!: QuizAttemptSummaryType[];
  @Field(() => Int) attemptsLeft!: number;
  @Field() passed!: boolean;
  @Field(() => Int) version!: number;
}

@ObjectType("QuizAttemptChoice")
export class QuizAttemptChoiceType {
  @Field(() => ID) id!: string;
  @Field() body!: string;
}

@ObjectType("QuizAttemptQuestion", { description: "A question of an attempt: no answer in it." })
export class QuizAttemptQuestionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field(() => Int) points!: number;
  @Field() body!: string;
  @Field(() => [QuizAttemptChoiceType]) choices!: QuizAttemptChoiceType[];
}

@ObjectType("QuizAnswerResult")
export class QuizAnswerResultType {
  @Field(() => ID) questionId!: string;
  @Field(() => ID, { nullable: true }) choiceId!: string | null;
  @Field() correct!: boolean;
}

@ObjectType("QuizAttempt")
export class QuizAttemptType {
  @Field(() => ID) quizId!: string;
  @Field(() => QuizAttemptSummaryType) attempt!: QuizAttemptSummaryType;
  @Field(() => Int) totalPoints!: number;
  @Field(() => Int) passScore!: number;
  @Field(() => [QuizAttemptQuestionType]) questions!: QuizAttemptQuestionType[];
  @Field(() => [QuizAnswerResultType], { description: "After submission: each answer right or wrong." })
  results!: QuizAnswerResultType[];
}

@ObjectType("QuizText")
export class QuizTextType {
  @Field() language!: string;
  @Field() title!: string;
  @Field() description!: string;
}

@ObjectType("QuizBodyText")
export class QuizBodyTextType {
  @Field() language!: string;
  @Field() body!: string;
}

@ObjectType("StaffQuizChoice")
export class StaffQuizChoiceType {
  @Field(() => ID) id!: string;
  @Field() correct!: boolean;
  @Field(() => [QuizBodyTextType]) texts!: QuizBodyTextType[];
}

@ObjectType("StaffQuizQuestion")
export class StaffQuizQuestionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) points!: number;
  @Field(() => [QuizBodyTextType]) texts!: QuizBodyTextType[];
  @Field(() => [StaffQuizChoiceType]) choices!: StaffQuizChoiceType[];
}

@ObjectType("StaffQuiz", { description: "Staff: a quiz with every text and the correct choices." })
export class StaffQuizType extends QuizType {
  @Field(() => [QuizTextType]) texts!: QuizTextType[];
  @Field(() => [StaffQuizQuestionType]) questions!: StaffQuizQuestionType[];
  @Field(() => Int) attemptCount!: number;
}

@InputType("QuizTextInput")
export class QuizTextInput {
  @Field() language!: string;
  @Field() title!: string;
  @Field() description!: string;
}

@InputType("QuizBodyTextInput")
export class QuizBodyTextInput {
  @Field() language!: string;
  @Field() body!: string;
}

@InputType("QuizChoiceInput")
export class QuizChoiceInput {
  @Field() correct!: boolean;
  @Field(() => [QuizBodyTextInput]) texts!: QuizBodyTextInput[];
}

@InputType("QuizQuestionInput")
export class QuizQuestionInput {
  @Field(() => Int, { nullable: true }) points?: number | null;
  @Field(() => [QuizBodyTextInput]) texts!: QuizBodyTextInput[];
  @Field(() => [QuizChoiceInput]) choices!: QuizChoiceInput[];
}

@InputType("QuizInput")
export class QuizInputType {
  @Field(() => [QuizTextInput]) texts!: QuizTextInput[];
  @Field() startsAt!: string;
  @Field() endsAt!: string;
  @Field(() => Int) timeLimitSeconds!: number;
  @Field(() => Int) maxAttempts!: number;
  @Field(() => Int) passScore!: number;
  @Field(() => QuizRewardEnum) rewardKind!: QuizRewardEnum;
  @Field(() => Int, { nullable: true }) rewardJpower?: number | null;
  @Field(() => [QuizQuestionInput], { nullable: true, description: "Null on edit keeps the questions." })
  questions?: QuizQuestionInput[] | null;
}

@InputType("QuizAnswerInput")
export class QuizAnswerInput {
  @Field(() => ID) questionId!: string;
  @Field(() => ID) choiceId!: string;
}
