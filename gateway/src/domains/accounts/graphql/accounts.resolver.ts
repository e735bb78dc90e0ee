import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { CodeSentType, PublicUserType, ViewerType } from "../../../graphql/account.types.js";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import {
  confirmAccountDeletion,
  listPendingDeletions,
  requestAccountDeletion,
  restoreAccount,
  type PendingDeletionView,
} from "../services/account-deletion.service.js";
import { login } from "../services/login.service.js";
import { changePassword, resetPassword, sendPasswordResetCode } from "../services/password-reset.service.js";
import { register, sendRegisterCode } from "../services/register.service.js";
import { updateProfile } from "../services/update-profile.service.js";
import { findPublicUser } from "../services/public-user.service.js";
import { toViewer, type LoginResult, type ViewerView } from "../services/viewer-view.js";
import {
  ChangePasswordInput,
  ConfirmAccountDeletionInput,
  DeletionScheduledType,
  LoginInput,
  LoginResultType,
  RegisterInput,
  ResetPasswordInput,
  SendPasswordResetCodeInput,
  SendRegisterCodeInput,
  UpdateProfileInput,
} from "./accounts.types.js";

@ObjectType("PendingDeletion", { description: "Staff view of an account waiting out its deletion period." })
class PendingDeletionType implements PendingDeletionView {
  @Field(() => ID) userId!: string;
  @Field() publicId!: string;
  @Field() email!: string;
  @Field() nickname!: string;
  @Field() deletionDueAt!: Date;
}

const codeSent = (value: { resendInSeconds: number }) => Object.assign(new CodeSentType(), value);
const viewerOf = (view: ViewerView) => Object.assign(new ViewerType(), view);
const loginResultOf = (result: LoginResult) =>
  Object.assign(new LoginResultType(), { ...result, viewer: result.viewer && viewerOf(result.viewer) });

/** Sign-up, sign-in, sessions, passwords, profile and deletion. Each body is one service call. */
@Resolver()
export class AccountsResolver {
  @Query(() => ViewerType, { nullable: true, description: "The signed-in user, or null for visitors." })
  async me(@Ctx() ctx: GraphQLContext): Promise<ViewerType | null> {
    const user = await ctx.auth.viewer();
    return user ? viewerOf(toViewer(user)) : null;
  }

  @Query(() => PublicUserType, { description: "Public user page users/{publicId}. 404 when unknown." })
  async publicUser(@Arg("publicId") publicId: string, @Ctx() ctx: GraphQLContext): Promise<PublicUserType> {
    return Object.assign(new PublicUserType(), await findPublicUser(ctx.deps, publicId));
  }

  @Mutation(() => CodeSentType, { description: "Register step 0: mails a 6-digit code. 1005, 1006, 1098." })
  async sendRegisterCode(@Arg("input") input: SendRegisterCodeInput, @Ctx() ctx: GraphQLContext) {
    return codeSent(await sendRegisterCode(ctx.deps, input, ctx.ip));
  }

  @Mutation(() => ViewerType, { description: "Creates the account and signs it in." })
  async register(@Arg("input") input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<ViewerType> {
    return viewerOf(await register(ctx.deps, ctx.auth, input));
  }

  @Mutation(() => LoginResultType, { description: "E-mail and password; may ask for the 2FA step." })
  async login(@Arg("input") input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<LoginResultType> {
    return loginResultOf(await login(ctx.deps, ctx.auth, input));
  }

  @Mutation(() => Boolean, { description: "Ends this session and clears the cookie." })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.auth.signOut();
    return true;
  }

  @Mutation(() => CodeSentType, { description: "Forgot password step 0; same answer for unknown addresses." })
  async sendPasswordResetCode(@Arg("input") input: SendPasswordResetCodeInput, @Ctx() ctx: GraphQLContext) {
    return codeSent(await sendPasswordResetCode(ctx.deps, input, ctx.ip));
  }

  @Mutation(() => Boolean, { description: "Forgot password step 1; ends every session of the account." })
  resetPassword(@Arg("input") input: ResetPasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return resetPassword(ctx.deps, ctx.auth, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Needs the current password; other sessions end." })
  changePassword(@Arg("input") input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return changePassword(ctx.deps, ctx.auth, input);
  }

  @Authorized()
  @Mutation(() => ViewerType)
  async updateProfile(
    @Arg("input") input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewerType> {
    return viewerOf(await updateProfile(ctx.deps, ctx.auth, input));
  }

  @Authorized()
  @Mutation(() => CodeSentType, { description: "Mails the code that confirms an account deletion." })
  async requestAccountDeletion(@Ctx() ctx: GraphQLContext) {
    return codeSent(await requestAccountDeletion(ctx.deps, ctx.auth));
  }

  @Authorized()
  @Mutation(() => DeletionScheduledType, { description: "Starts the 7-day deletion period and signs out." })
  async confirmAccountDeletion(@Arg("input") input: ConfirmAccountDeletionInput, @Ctx() ctx: GraphQLContext) {
    const scheduled = await confirmAccountDeletion(ctx.deps, ctx.auth, input);
    return Object.assign(new DeletionScheduledType(), scheduled);
  }

  @StaffOperation("accountRestore")
  @Mutation(() => Boolean, { description: "Staff: restore an account within its deletion period." })
  restoreAccount(@Arg("userId", () => ID) userId: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return restoreAccount(ctx.deps, userId);
  }

  @StaffOperation("accountRestore")
  @Query(() => [PendingDeletionType], { description: "Staff: accounts waiting out their deletion period." })
  async accountsPendingDeletion(@Ctx() ctx: GraphQLContext): Promise<PendingDeletionType[]> {
    const rows = await listPendingDeletions(ctx.deps);
    return rows.map((row) => Object.assign(new PendingDeletionType(), row));
  }
}
