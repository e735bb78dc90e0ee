import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { PublicUserView, SignUpMethod, ViewerView } from "../domains/accounts/index.js";

/*
 * The account types other domains' GraphQL builds on: Viewer (balances and staff roles are field
 * resolvers of other domains), PublicUser (sellers, buyers, bidders) and CodeSent (every mailed code).
 */

export enum SignUpMethodEnum {
  EMAIL = "email",
  GOOGLE = "google",
  FACEBOOK = "facebook",
}
registerEnumType(SignUpMethodEnum, { name: "SignUpMethod", description: "How the account was created." });

@ObjectType("Viewer", { description: "The signed-in user, as they see themselves." })
export class ViewerType implements ViewerView {
  @Field(() => ID) id!: string;
  @Field({ description: "Public handle: users/{publicId}." }) publicId!: string;
  @Field() email!: string;
  @Field() nickname!: string;
  @Field() showNickname!: boolean;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true }) realName!: string | null;
  @Field(() => String, { nullable: true }) phoneCountryCode!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." }) birthday!: string | null;
  @Field(() => Int, { nullable: true, description: "1 male, 2 female, 3 prefer not to say." }) sex!:
    number | null;
  @Field(() => String, { nullable: true }) postalAddress!: string | null;
  @Field() locale!: string;
  @Field() referralCode!: string;
  @Field(() => String, { nullable: true }) profilePictureUrl!: string | null;
  @Field() twoFactorEnabled!: boolean;
  @Field(() => SignUpMethodEnum) signUpMethod!: SignUpMethod;
  @Field({ description: "False for accounts created through a social login." }) hasPassword!: boolean;
  @Field({ description: "member or staff." }) role!: string;
  @Field() createdAt!: Date;
}

// Plain public facts: default resolvers (simpleResolvers), so no field-level auth or middleware here.
@ObjectType("PublicUser", { description: "What a visitor may see of a user.", simpleResolvers: true })
export class PublicUserType implements PublicUserView {
  @Field() publicId!: string;
  @Field({ description: "The nickname, or a masked form when the user hides it." }) displayName!: string;
  @Field(() => String, { nullable: true }) profilePictureUrl!: string | null;
  @Field() memberSince!: Date;
}

@ObjectType("CodeSent")
export class CodeSentType {
  @Field(() => Int, { description: "Seconds before another code may be requested (300)." })
  resendInSeconds!: number;
}
