import { Field, InputType, Int, ObjectType } from "type-graphql";
import { SiteEnum } from "./site.types.js";

@ObjectType("SocialLoginProvider", { description: "A social login the client may offer." })
export class SocialLoginProviderType {
  @Field({ description: "google or facebook." }) id!: string;
  @Field({ description: "True when the gateway's built-in sandbox plays the provider (development)." })
  sandbox!: boolean;
}

@ObjectType("SocialLoginStart")
export class SocialLoginStartType {
  @Field({ description: "Send the browser here; the provider returns to /login with code and state." })
  authorizeUrl!: string;
  @Field({
    description: "Keep it (sessionStorage) and accept the callback only when it comes back unchanged.",
  })
  state!: string;
}

@InputType("StartSocialLoginInput")
export class StartSocialLoginInput {
  @Field({ description: "google or facebook." }) provider!: string;
  @Field(() => String, {
    nullable: true,
    description: "A path on this site to return to after login; else /.",
  })
  returnPath?: string | null;
}

@InputType("CompleteSocialLoginInput")
export class CompleteSocialLoginInput {
  @Field({ description: "The code the provider added to the /login callback." }) code!: string;
  @Field({ description: "The state from the callback (equal to the one startSocialLogin returned)." })
  state!: string;
  @Field(() => Int, { nullable: true, description: "1 primary platform (default), 2 marketplace." }) site?:
    number | null;
  @Field(() => SiteEnum, {
    nullable: true,
    description:
      "The site signed in to (its website code follows from it; a contradicting site is a data error).",
  })
  siteKey?: SiteEnum | null;
}
