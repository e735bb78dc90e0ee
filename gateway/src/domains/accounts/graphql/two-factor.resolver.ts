import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { closeTwoFactor, resetTwoFactor } from "../services/two-factor-close.service.js";
import { loginWithTwoFactorResetKey, verifyLoginTwoFactor } from "../services/two-factor-login.service.js";
import { activateTwoFactor, beginTwoFactorSetup } from "../services/two-factor-setup.service.js";
import { sendReauthenticationCode } from "../services/reauthenticate.service.js";
import { CodeSentType, ViewerType } from "../../../graphql/account.types.js";
import { TwoFactorActivationType, TwoFactorSetupType } from "./two-factor.types.js";

/** Two-factor authentication (TOTP): set-up, turning it off, and the second step of a login. */
@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Mutation(() => TwoFactorSetupType, {
    description: "Starts (or restarts) a 2FA set-up. 2025 when 2FA is already on.",
  })
  async beginTwoFactorSetup(@Ctx() ctx: GraphQLContext): Promise<TwoFactorSetupType> {
    return Object.assign(new TwoFactorSetupType(), await beginTwoFactorSetup(ctx.deps, ctx.auth));
  }

  @Authorized()
  @Mutation(() => TwoFactorActivationType, {
    description:
      "Turns 2FA on with a code from the set-up's secret and the current password (accounts without one: emailCode); returns the reset key once and ends the other sessions. 623, 1009, 2019, 2025, 2041.",
  })
  async activateTwoFactor(
    @Arg("code", () => String) code: string,
    @Arg("currentPassword", () => String, { nullable: true }) currentPassword: string | null,
    @Arg("emailCode", () => String, { nullable: true, description: "From sendReauthenticationCode." })
    emailCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TwoFactorActivationType> {
    const activation = await activateTwoFactor(ctx.deps, ctx.auth, code, ctx.ip, {
      currentPassword,
      emailCode,
    });
    return Object.assign(new TwoFactorActivationType(), activation);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Turns 2FA off with a current code and the current password (or emailCode); ends the other sessions. 623, 1009, 2019, 2025, 2041.",
  })
  closeTwoFactor(
    @Arg("code", () => String) code: string,
    @Arg("currentPassword", () => String, { nullable: true }) currentPassword: string | null,
    @Arg("emailCode", () => String, { nullable: true, description: "From sendReauthenticationCode." })
    emailCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return closeTwoFactor(ctx.deps, ctx.auth, code, ctx.ip, { currentPassword, emailCode });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Turns 2FA off with the reset key and the current password (or emailCode); ends the other sessions. 1009, 2019, 2022, 2025, 2041.",
  })
  resetTwoFactor(
    @Arg("resetKey", () => String) resetKey: string,
    @Arg("currentPassword", () => String, { nullable: true }) currentPassword: string | null,
    @Arg("emailCode", () => String, { nullable: true, description: "From sendReauthenticationCode." })
    emailCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return resetTwoFactor(ctx.deps, ctx.auth, resetKey, ctx.ip, { currentPassword, emailCode });
  }

  @Authorized()
  @Mutation(() => CodeSentType, {
    description:
      "Accounts without a password: mails the code that stands in for the current password in 2FA changes. 400 for accounts with a password, 1006, 2019.",
  })
  async sendReauthenticationCode(@Ctx() ctx: GraphQLContext): Promise<CodeSentType> {
    const { user } = await ctx.auth.require();
    return Object.assign(new CodeSentType(), await sendReauthenticationCode(ctx.deps, user, ctx.ip));
  }

  @Mutation(() => ViewerType, {
    description:
      "The 6-digit step of a login (any site, password or social) that answered twoFactorRequired; signs in. 623, 2013, 2018, 2019.",
  })
  async verifyLoginTwoFactor(
    @Arg("challenge", () => String) challenge: string,
    @Arg("code", () => String) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewerType> {
    return Object.assign(
      new ViewerType(),
      await verifyLoginTwoFactor(ctx.deps, ctx.auth, challenge, code, ctx.ip),
    );
  }

  @Mutation(() => ViewerType, {
    description: "Lost device at login: the reset key turns 2FA off and signs in. 2022, 2013, 2018, 2019.",
  })
  async loginWithTwoFactorResetKey(
    @Arg("challenge", () => String) challenge: string,
    @Arg("resetKey", () => String) resetKey: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewerType> {
    const viewer = await loginWithTwoFactorResetKey(ctx.deps, ctx.auth, challenge, resetKey, ctx.ip);
    return Object.assign(new ViewerType(), viewer);
  }
}
