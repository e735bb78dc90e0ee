import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { closeTwoFactor, resetTwoFactor } from "../services/two-factor-close.service.js";
import { loginWithTwoFactorResetKey, verifyLoginTwoFactor } from "../services/two-factor-login.service.js";
import { activateTwoFactor, beginTwoFactorSetup } from "../services/two-factor-setup.service.js";
import { ViewerType } from "./accounts.types.js";
import { TwoFactorActivationType, TwoFactorSetupType } from "./two-factor.types.js";

/** Two-factor authentication (TOTP): set-up, turning it off, and the second step of a login. */
@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Mutation(() => TwoFactorSetupType, {
    description: "Starts (or restarts) a 2FA set-up. 2025 when 2FA is already on.",
  })
  beginTwoFactorSetup(@Ctx() ctx: GraphQLContext): Promise<TwoFactorSetupType> {
    return beginTwoFactorSetup(ctx.deps, ctx.auth);
  }

  @Authorized()
  @Mutation(() => TwoFactorActivationType, {
    description:
      "Turns 2FA on with a code from the set-up's secret; returns the reset key once. 623, 2019, 2025.",
  })
  activateTwoFactor(
    @Arg("code", () => String) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TwoFactorActivationType> {
    return activateTwoFactor(ctx.deps, ctx.auth, code, ctx.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Turns 2FA off with a current code. 623, 2019, 2025." })
  closeTwoFactor(@Arg("code", () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return closeTwoFactor(ctx.deps, ctx.auth, code, ctx.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Turns 2FA off with the reset key. 2022, 2019, 2025." })
  resetTwoFactor(
    @Arg("resetKey", () => String) resetKey: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return resetTwoFactor(ctx.deps, ctx.auth, resetKey, ctx.ip);
  }

  @Mutation(() => ViewerType, {
    description:
      "The 6-digit step of a login that answered twoFactorRequired; signs in. 623, 2013, 2018, 2019.",
  })
  verifyLoginTwoFactor(
    @Arg("challenge", () => String) challenge: string,
    @Arg("code", () => String) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewerType> {
    return verifyLoginTwoFactor(ctx.deps, ctx.auth, challenge, code, ctx.ip);
  }

  @Mutation(() => ViewerType, {
    description: "Lost device at login: the reset key turns 2FA off and signs in. 2022, 2013, 2018, 2019.",
  })
  loginWithTwoFactorResetKey(
    @Arg("challenge", () => String) challenge: string,
    @Arg("resetKey", () => String) resetKey: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewerType> {
    return loginWithTwoFactorResetKey(ctx.deps, ctx.auth, challenge, resetKey, ctx.ip);
  }
}
