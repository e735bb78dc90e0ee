import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import {
  completeSocialLogin,
  listSocialLoginProviders,
  startSocialLogin,
} from "../services/social-login.service.js";
import { ViewerType } from "../../../graphql/account.types.js";
import { LoginResultType } from "./accounts.types.js";
import {
  CompleteSocialLoginInput,
  SocialLoginProviderType,
  SocialLoginStartType,
  StartSocialLoginInput,
} from "./social-login.types.js";

@Resolver()
export class SocialLoginResolver {
  @Query(() => [SocialLoginProviderType], {
    description: "Google and Facebook, and whether the sandbox plays them.",
  })
  socialLoginProviders(@Ctx() ctx: GraphQLContext): SocialLoginProviderType[] {
    return listSocialLoginProviders(ctx.deps).map((p) => Object.assign(new SocialLoginProviderType(), p));
  }

  @Mutation(() => SocialLoginStartType, {
    description: "The provider's consent URL and the state (PKCE kept server-side).",
  })
  async startSocialLogin(
    @Arg("input", () => StartSocialLoginInput) input: StartSocialLoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialLoginStartType> {
    return Object.assign(new SocialLoginStartType(), await startSocialLogin(ctx.deps, ctx.auth, input));
  }

  @Mutation(() => LoginResultType, {
    description: "The /login callback: checks the state, exchanges the code, signs in.",
  })
  async completeSocialLogin(
    @Arg("input", () => CompleteSocialLoginInput) input: CompleteSocialLoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LoginResultType> {
    const result = await completeSocialLogin(ctx.deps, ctx.auth, input);
    return Object.assign(new LoginResultType(), {
      ...result,
      viewer: result.viewer && Object.assign(new ViewerType(), result.viewer),
    });
  }
}
